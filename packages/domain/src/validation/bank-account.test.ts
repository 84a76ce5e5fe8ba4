import { describe, expect, it } from 'vitest';
import { validate } from './form-errors';
import { BANK_ACCOUNT_MESSAGES, bankAccountSchema, bankAccountUpdateSchema } from './bank-account';
import { PAYOUT_SETTINGS_MESSAGES, payoutSettingsSchema } from './payout-settings';

const account = {
  account_holder_name: '  Amara Okafor ',
  bank_name: 'Monzo',
  sort_code: '040004',
  account_number: '1234 5678',
  account_type: 'business',
  data_consent_given: true,
};

describe('bankAccountSchema', () => {
  it('accepts a complete account, trimmed, with the sort code formatted and the number compact', () => {
    expect(validate(bankAccountSchema, account)).toEqual({
      ok: true,
      data: { ...account, account_holder_name: 'Amara Okafor', sort_code: '04-00-04', account_number: '12345678' },
    });
  });

  it.each([
    ['account_holder_name', '', BANK_ACCOUNT_MESSAGES.holderRequired],
    ['account_holder_name', 'x'.repeat(101), BANK_ACCOUNT_MESSAGES.holderTooLong],
    ['bank_name', '   ', BANK_ACCOUNT_MESSAGES.bankRequired],
    ['sort_code', '12-34-5', BANK_ACCOUNT_MESSAGES.sortCode],
    ['sort_code', '12-34-567', BANK_ACCOUNT_MESSAGES.sortCode],
    ['sort_code', undefined, BANK_ACCOUNT_MESSAGES.sortCode],
    ['account_number', '1234567', BANK_ACCOUNT_MESSAGES.accountNumber],
    ['account_number', '123456789', BANK_ACCOUNT_MESSAGES.accountNumber],
    ['account_number', '', BANK_ACCOUNT_MESSAGES.accountNumber],
    ['account_type', 'current', BANK_ACCOUNT_MESSAGES.accountType],
    ['data_consent_given', false, 'You must consent to data processing for payment settlement.'],
    ['data_consent_given', undefined, 'You must consent to data processing for payment settlement.'],
  ])('%s = %j says %j', (field, value, message) => {
    const result = validate(bankAccountSchema, { ...account, [field]: value });
    expect(result).toMatchObject({ ok: false, fields: { [field]: message } });
  });

  it('on edit, a blank account number keeps the stored one; a wrong one is still refused', () => {
    expect(validate(bankAccountUpdateSchema, { ...account, account_number: '' })).toMatchObject({ ok: true, data: { account_number: '' } });
    expect(validate(bankAccountUpdateSchema, { ...account, account_number: undefined })).toMatchObject({ ok: true, data: { account_number: '' } });
    expect(validate(bankAccountUpdateSchema, { ...account, account_number: '123' })).toMatchObject({ ok: false, fields: { account_number: BANK_ACCOUNT_MESSAGES.accountNumber } });
  });

  it('words the spec messages exactly', () => {
    expect(BANK_ACCOUNT_MESSAGES.deleteConfirm).toBe('Are you sure you want to delete this bank account? This action cannot be undone.');
    expect(BANK_ACCOUNT_MESSAGES.saveFailed).toBe('Failed to save bank account. Please try again.');
    expect(BANK_ACCOUNT_MESSAGES.deleteFailed).toBe('Failed to delete bank account. Please try again.');
  });
});

describe('payoutSettingsSchema', () => {
  it.each([
    [{ payout_frequency: 'daily', minimum_payout_amount: 25 }, { payout_frequency: 'daily', minimum_payout_amount: 2500 }],
    [{ payout_frequency: 'monthly', minimum_payout_amount: '5.00' }, { payout_frequency: 'monthly', minimum_payout_amount: 500 }],
    [{ payout_frequency: 'weekly', minimum_payout_amount: 12.34 }, { payout_frequency: 'weekly', minimum_payout_amount: 1234 }],
    // Blank falls back to £10; no frequency is weekly (spec §2).
    [{ minimum_payout_amount: '' }, { payout_frequency: 'weekly', minimum_payout_amount: 1000 }],
    [{ minimum_payout_amount: null }, { payout_frequency: 'weekly', minimum_payout_amount: 1000 }],
    [{}, { payout_frequency: 'weekly', minimum_payout_amount: 1000 }],
  ])('%j is %j (pence)', (input, data) => {
    expect(validate(payoutSettingsSchema, input)).toEqual({ ok: true, data });
  });

  it.each([
    [{ minimum_payout_amount: 4.99 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.tooSmall],
    [{ minimum_payout_amount: 0 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.tooSmall],
    [{ minimum_payout_amount: -10 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.amount],
    [{ minimum_payout_amount: 'ten' }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.amount],
    [{ minimum_payout_amount: 10.005 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.pence],
    [{ minimum_payout_amount: 10_000.01 }, 'minimum_payout_amount', PAYOUT_SETTINGS_MESSAGES.tooLarge],
    [{ payout_frequency: 'hourly', minimum_payout_amount: 10 }, 'payout_frequency', PAYOUT_SETTINGS_MESSAGES.frequency],
  ])('%j is refused', (input, field, message) => {
    expect(validate(payoutSettingsSchema, input)).toMatchObject({ ok: false, fields: { [field]: message } });
  });
});
