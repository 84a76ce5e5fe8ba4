import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookError } from './payment-gateway';

/** Stripe's own default: a delivery signed more than five minutes from now is refused (replay window). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a `Stripe-Signature` header (`t=<unix seconds>,v1=<hex>[,v1=<hex>…]`): HMAC-SHA256 of
 * `${t}.${rawBody}` with the endpoint's signing secret. Several v1 values appear while a secret is being
 * rolled; any one matching is enough. Other schemes (v0) are ignored, as Stripe's libraries do.
 */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  if (!header) throw new InvalidWebhookError('Invalid signature');
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') timestamp = value;
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) throw new InvalidWebhookError('Invalid signature');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) throw new InvalidWebhookError('Invalid signature');

  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // Every candidate is compared in constant time; lengths are equal because the pattern above fixes them.
  const matches = signatures.filter((candidate) => timingSafeEqual(candidate, expected));
  if (matches.length === 0) throw new InvalidWebhookError('Invalid signature');
}
