import { describe, expect, it } from 'vitest';
import { changedAuditFields, describeProposedChanges, fieldLabel, formatAuditValue, recordedTargetName, serviceAuditName, summarizeAuditChange } from './audit-summary';

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
    expect(formatAuditValue('duration', 45)).toBe('45 min');
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

  it('names a service with its business, recorded with the row and never listed as a change (decision 041)', () => {
    const name = serviceAuditName('Gel Manicure', 'Velvet Hour Studio');
    expect(name).toBe('Gel Manicure (Velvet Hour Studio)');
    const summary = summarizeAuditChange({ target_name: name, name: 'Gel Manicure', is_active: true }, { outcome: 'deleted' });
    expect(summary.summary).toBe('Name: was Gel Manicure; Is active: was Yes; Outcome: deleted');
    expect(recordedTargetName({ target_name: name }, { outcome: 'deleted' })).toBe(name);
    expect(recordedTargetName({ target_name: 'Old (Shop)' }, { target_name: 'New (Shop)' })).toBe('New (Shop)');
    expect(recordedTargetName({ status: 'pending' }, null)).toBeNull();
  });

  it("lists an edit's changed fields only, before → after, readably", () => {
    const before = { name: 'Gel Manicure', description: 'Long text that did not change', price: 30, off_peak_price: null, duration: 30, materials: '' };
    const after = { name: 'Gel Manicure', description: 'Long text that did not change', price: 25, off_peak_price: 18, duration: 45, materials: 'Vegan polish' };
    expect(changedAuditFields(before, after)).toEqual({
      before: { price: 30, off_peak_price: null, duration: 30, materials: '' },
      after: { price: 25, off_peak_price: 18, duration: 45, materials: 'Vegan polish' },
    });
    const changed = changedAuditFields(before, after);
    expect(summarizeAuditChange(changed.before, changed.after).summary).toBe('Price: £30.00 → £25.00; Off peak price: £18.00; Duration: 30 min → 45 min; Materials: Vegan polish');
    expect(summarizeAuditChange({ off_peak_price: 18, materials: 'Foam' }, { off_peak_price: null, materials: '' }).summary).toBe('Off peak price: £18.00 → none; Materials: Foam → none');
    expect(describeProposedChanges(before, after)).toBe('Price: £30.00 → £25.00; Off peak price: £18.00; Duration: 30 min → 45 min; Materials: Vegan polish');
  });
});
