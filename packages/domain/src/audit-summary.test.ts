import { describe, expect, it } from 'vitest';
import { fieldLabel, formatAuditValue, summarizeAuditChange } from './audit-summary';

describe('the audit trail summary', () => {
  it('writes a credit grant with its amount in pounds', () => {
    expect(summarizeAuditChange(null, { amount: 7.5 })).toEqual({
      changes: [{ field: 'amount', label: 'Amount', before: null, after: '£7.50' }],
      summary: 'Amount: £7.50',
      amount: 7.5,
    });
  });

  it('shows only the fields that changed, before → after', () => {
    const summary = summarizeAuditChange({ status: 'pending_review', is_paused: false }, { status: 'approved', is_paused: false });
    expect(summary.summary).toBe('Status: pending_review → approved');
    expect(summary.amount).toBeNull();
  });

  it('reads a _pence field as pence and a price as pounds', () => {
    const summary = summarizeAuditChange({ price: 40 }, { price: 35.5, card_refund_pence: 2868 });
    expect(summary.summary).toBe('Price: £40.00 → £35.50; Card refund: £28.68');
    expect(summary.amount).toBe(35.5);
    expect(formatAuditValue('card_refund_pence', 132)).toBe('£1.32');
  });

  it("takes a payout's amount as its money, not the balance before it", () => {
    const summary = summarizeAuditChange({ merchant_id: 'm1', revenue_balance: 120 }, { merchant_id: 'm1', amount: 100, revenue_balance: 20 });
    expect(summary.amount).toBe(100);
    expect(summary.summary).toBe('Amount: £100.00; Revenue balance: £120.00 → £20.00');
    expect(summarizeAuditChange({ status: 'pending' }, { status: 'completed', card_refund: 28.68, credits_restored: 3, kept: 6.32 }).amount).toBe(28.68);
  });

  it('keeps counts and durations as numbers, booleans as Yes/No, and flattens objects', () => {
    expect(formatAuditValue('services_archived', 3)).toBe('3');
    expect(formatAuditValue('duration', 45)).toBe('45');
    expect(formatAuditValue('manually_handled', true)).toBe('Yes');
    expect(formatAuditValue('proposed_changes', { name: 'Gel', price: 30 })).toBe('Name: Gel, Price: £30.00');
    expect(formatAuditValue('note', 'x'.repeat(200))).toHaveLength(120);
  });

  it('says what a field was when the action removed it, and nothing when nothing was recorded', () => {
    expect(summarizeAuditChange({ outcome: 'listed' }, {}).summary).toBe('Outcome: was listed');
    expect(summarizeAuditChange(null, null)).toEqual({ changes: [], summary: '', amount: null });
  });

  it('labels fields for people', () => {
    expect(fieldLabel('approval_status')).toBe('Approval status');
    expect(fieldLabel('credits_restored_pence')).toBe('Credits restored');
  });
});
