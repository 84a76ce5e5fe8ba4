import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, normaliseAccountNumber, normaliseSortCode } from '../bank-account';
import { checkedString, optionalCheckedString, requiredText } from './string-field';

export const BANK_ACCOUNT_MESSAGES = {
  holderRequired: "Please enter the account holder's name.",
  holderTooLong: "The account holder's name must be at most 100 characters.",
  bankRequired: "Please enter your bank's name.",
  bankTooLong: "The bank's name must be at most 100 characters.",
  sortCode: 'Please enter a 6-digit sort code, such as 12-34-56.',
  accountNumber: 'Please enter an 8-digit account number.',
  accountType: 'Please choose an account type.',
  // Merchant spec §5, word for word.
  consent: 'You must consent to data processing for payment settlement.',
  // Merchant spec §8, word for word: what the form says when the save or the delete fails.
  saveFailed: 'Failed to save bank account. Please try again.',
  deleteFailed: 'Failed to delete bank account. Please try again.',
  // Merchant spec §2, word for word.
  deleteConfirm: 'Are you sure you want to delete this bank account? This action cannot be undone.',
} as const;

const sortCode = checkedString(
  BANK_ACCOUNT_MESSAGES.sortCode,
  (value) => (normaliseSortCode(value) ? null : BANK_ACCOUNT_MESSAGES.sortCode),
  (raw) => normaliseSortCode(raw) ?? raw.trim(),
);

const accountNumber = checkedString(
  BANK_ACCOUNT_MESSAGES.accountNumber,
  (value) => (normaliseAccountNumber(value) ? null : BANK_ACCOUNT_MESSAGES.accountNumber),
  (raw) => normaliseAccountNumber(raw) ?? raw.trim(),
);

/** On an edit the stored number is kept when the field is left blank (the full number is never sent back to fill it). */
const accountNumberOnEdit = optionalCheckedString(
  (value) => (value === '' || normaliseAccountNumber(value) ? null : BANK_ACCOUNT_MESSAGES.accountNumber),
  (raw) => normaliseAccountNumber(raw) ?? raw.trim(),
);

const common = {
  account_holder_name: requiredText(BANK_ACCOUNT_MESSAGES.holderRequired, 100, BANK_ACCOUNT_MESSAGES.holderTooLong),
  bank_name: requiredText(BANK_ACCOUNT_MESSAGES.bankRequired, 100, BANK_ACCOUNT_MESSAGES.bankTooLong),
  sort_code: sortCode,
};
const accountType = z.enum(BANK_ACCOUNT_TYPES, { error: BANK_ACCOUNT_MESSAGES.accountType });
const consent = z.literal(true, { error: BANK_ACCOUNT_MESSAGES.consent });

/** POST /api/merchant/bank-accounts and the Add form (merchant spec §2, §3, §5), in the form's order. */
export const bankAccountSchema = z.object({
  ...common,
  account_number: accountNumber,
  account_type: accountType,
  data_consent_given: consent,
});
export type BankAccountPayload = z.infer<typeof bankAccountSchema>;
export type BankAccountInput = z.input<typeof bankAccountSchema>;

/** PUT /api/merchant/bank-accounts/{id} and the Edit form: the same, but a blank account number keeps the stored one. */
export const bankAccountUpdateSchema = z.object({
  ...common,
  account_number: accountNumberOnEdit,
  account_type: accountType,
  data_consent_given: consent,
});
export type BankAccountUpdatePayload = z.infer<typeof bankAccountUpdateSchema>;
