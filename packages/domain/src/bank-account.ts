/**
 * UK bank details as a salon types them (merchant spec §2, §3, §5): a sort code of three two-digit groups and an
 * 8-digit account number. Only their shape is checked; the Vocalink modulus check is left out because no
 * maintained npm library ships a current weight table (decision 014).
 */

/** The sort code field's maxlength: '12-34-56'. */
export const SORT_CODE_MAX_LENGTH = 8;
export const ACCOUNT_NUMBER_LENGTH = 8;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings', 'business'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = { checking: 'Current (checking)', savings: 'Savings', business: 'Business' };

const SORT_CODE = /^\d{2}-\d{2}-\d{2}$/;
const ACCOUNT_NUMBER = /^\d{8}$/;

/**
 * The sort code field as the person types: digits only, at most six, grouped in twos with hyphens
 * ('123456' → '12-34-56', '123' → '12-3'), so it never exceeds SORT_CODE_MAX_LENGTH characters.
 */
export function formatSortCodeInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  return digits.match(/\d{1,2}/g)?.join('-') ?? '';
}

/** '12-34-56' from '123456', '12 34 56' or '12-34-56'; null unless it is exactly six digits. */
export function normaliseSortCode(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '');
  if (!/^\d{6}$/.test(compact)) return null;
  return formatSortCodeInput(compact);
}

export function isSortCode(value: string): boolean {
  return SORT_CODE.test(value);
}

/** Spaces are allowed as typed ('1234 5678') and dropped; anything else must be exactly 8 digits. */
export function normaliseAccountNumber(raw: string): string | null {
  const compact = raw.replace(/\s/g, '');
  return ACCOUNT_NUMBER.test(compact) ? compact : null;
}

/** The only part of an account number that ever leaves the server. */
export function accountNumberLast4(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/** '•••• 5678', how a saved account is shown. */
export function maskedAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}
