/** Money is integer pence everywhere; pounds exist only at the API's edge and on screen. */
export type Pence = number;

export function penceToPounds(pence: Pence): number {
  return pence / 100;
}

/** Rounds half up to the penny from the decimal digits, so 1.005 becomes 101p (binary floats would say 100). */
export function poundsToPence(pounds: number): Pence {
  if (!Number.isFinite(pounds)) throw new RangeError('Amount must be a finite number');
  const [whole = '0', fraction = ''] = Math.abs(pounds).toFixed(6).split('.');
  const pence = Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return pounds < 0 ? -pence : pence;
}

const poundFormatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export function formatPenceAsMoney(pence: Pence): string {
  return poundFormatter.format(pence / 100);
}

export const WELCOME_CREDIT_PENCE: Pence = 300;
/** Earned once when a referred friend's first booking is paid. */
export const REFERRAL_REWARD_PENCE: Pence = 300;
export const CREDIT_LIFETIME_DAYS = 30;
