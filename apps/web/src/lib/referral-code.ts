import { readStored, writeStored } from './storage';

/** Where a referral code from a shared link (origin + '?ref=CODE') waits until the visitor signs up. */
export const REFERRAL_CODE_KEY = 'lull_referral_code';

/** Keeps the `ref` of a shared link, whichever page it lands on; a later link replaces an earlier one. */
export function captureReferralCode(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (code) writeStored('local', REFERRAL_CODE_KEY, code);
}

export function storedReferralCode(): string | null {
  return readStored('local', REFERRAL_CODE_KEY);
}
