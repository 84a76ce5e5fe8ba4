import { describe, expect, it } from 'vitest';
import { bookingEventLine, priceChangeWords, type TimelineBookingEvent, timelineSlot } from './booking-timeline';

const move: TimelineBookingEvent = {
  kind: 'rescheduled',
  actor: 'customer',
  actorName: 'Jane Doe',
  from: { date: '2026-07-14', time: '10:00', memberName: 'Mina' },
  to: { date: '2026-07-15', time: '14:00', memberName: 'Sophie' },
  priceChangePence: -600,
  reason: null,
};

describe('bookingEventLine', () => {
  it('says who moved it, from when and whom to when and whom, and the money that moved', () => {
    expect(bookingEventLine(move)).toBe('Moved by the customer (Jane Doe) from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie · £6.00 back');
    expect(bookingEventLine({ ...move, priceChangePence: 400 })).toBe('Moved by the customer (Jane Doe) from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie · £4.00 more paid');
    expect(bookingEventLine({ ...move, actorName: null, priceChangePence: 0 })).toBe('Moved by the customer from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie');
    expect(bookingEventLine({ ...move, actor: 'admin', actorName: 'Ola Admin' })).toMatch(/^Moved by Lull \(Ola Admin\) from/);
  });

  it("tells the salon's offer with its note, the customer's answer, and the salon's cancellation with its reason", () => {
    expect(bookingEventLine({ ...move, kind: 'move_proposed', actor: 'merchant', actorName: 'Glow Owner', priceChangePence: 0, reason: ' Mina is away. ' })).toBe(
      'The salon offered to move it from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie: “Mina is away.”',
    );
    expect(bookingEventLine({ ...move, kind: 'move_proposed', actor: 'merchant', reason: null, priceChangePence: 0 })).toBe(
      'The salon offered to move it from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie',
    );
    expect(bookingEventLine({ ...move, kind: 'move_accepted', priceChangePence: 0 })).toBe(
      "Moved by the customer (Jane Doe), accepting the salon's offer, from Tue 14 Jul 10:00 with Mina to Wed 15 Jul 14:00 with Sophie",
    );
    expect(bookingEventLine({ ...move, kind: 'move_declined' })).toBe("The customer (Jane Doe) declined the salon's offer of Wed 15 Jul 14:00 with Sophie");
    expect(bookingEventLine({ ...move, kind: 'cancelled_by_salon', actor: 'merchant', to: { date: null, time: null, memberName: null }, reason: 'Sophie is ill.' })).toBe(
      'Cancelled by the salon: “Sophie is ill.”',
    );
  });

  it('copes with a member since removed or a time not recorded', () => {
    expect(timelineSlot({ date: '2026-07-14', time: '10:00', memberName: null })).toBe('Tue 14 Jul 10:00');
    expect(timelineSlot({ date: null, time: null, memberName: null })).toBe('an unknown time');
    expect(priceChangeWords(0)).toBe('');
  });
});
