import { describe, expect, it } from 'vitest';
import { adminDecisionLink, awaitedDecision, subjectOf } from './admin-notices';

const ID = '3f2a6b1c-0d4e-4f5a-9b8c-7d6e5f4a3b2c';
const BOOKING = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('admin notices of a pending decision', () => {
  it.each([
    [{ kind: 'merchant', merchantId: ID } as const, `merchant:${ID}`, `/admin/dashboard?tab=merchants&merchant=${ID}`],
    [{ kind: 'service', serviceId: ID } as const, `service:${ID}`, `/admin/dashboard?tab=services&service=${ID}`],
    [{ kind: 'refund_request', refundRequestId: ID, bookingId: BOOKING } as const, `refund_request:${ID}`, `/admin/dashboard?tab=bookings&view=refunds&status=pending&q=${BOOKING}`],
    [{ kind: 'contact_message', messageId: ID } as const, `contact_message:${ID}`, '/admin/dashboard?tab=contact&status=pending'],
  ])('%o waits for %s and opens %s', (decision, key, link) => {
    expect(awaitedDecision(subjectOf(decision))).toBe(key);
    expect(awaitedDecision({ kind: decision.kind, id: ID })).toBe(key);
    expect(adminDecisionLink(decision)).toBe(link);
  });
});
