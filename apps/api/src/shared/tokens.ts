import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random secret for cookies and links; only its hash is ever stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters without look-alikes (0/O, 1/I), easy to read aloud or type from a shared link. */
export function newReferralCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => referralAlphabet[byte % referralAlphabet.length]).join('');
}
