import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonDateOf, nextDates, timeOf, type Weekday } from '@lull/domain/london-time';
import { merchantOffPeakPricing, offPeakPriceAt, type OffPeakSchedule } from '@lull/domain/off-peak';
import { penceToPounds } from '@lull/domain/money';
import { type TeamMemberDiary, upcomingAvailability } from '@lull/domain/slots';
import type { ListedServiceRow } from '../src/modules/catalogue/catalogue.repository';
import { cardTimes } from '../src/modules/catalogue/catalogue.service';

/**
 * A card's next times are read day by day, remembered, and stop early (catalogue.service.ts `cardTimes`). They must be
 * exactly what listing the whole week's free times and picking gives, as the catalogue did before: the first
 * four off-peak times of the week when there are any, else the first four times.
 */
function weekThenPick(row: ListedServiceRow, now: Date) {
  const days = upcomingAvailability({
    fromDate: londonDateOf(now),
    days: 7,
    maxDays: 7,
    maxPerDay: 48,
    durationMinutes: row.durationMinutes,
    availabilitySchedule: row.availabilitySchedule,
    openingHours: row.availabilityHours,
    now,
    team: { serviceId: row.id, bufferMinutes: row.bufferMinutes, members: row.team },
  });
  const slots = days.flatMap((day) =>
    day.times.map((time) => {
      const atStart = offPeakPriceAt(row, day.date, time);
      return { date: day.date, time, off_peak: atStart.offPeak, price: penceToPounds(atStart.pricePence) };
    }),
  );
  const offPeak = slots.filter((slot) => slot.off_peak);
  return (offPeak.length > 0 ? offPeak : slots).slice(0, 4);
}

const HOURS = [
  'Monday: 09:00-18:00, Tuesday: 09:00-18:00, Wednesday: 09:00-20:00, Thursday: 09:00-20:00, Friday: 09:00-18:00, Saturday: 10:00-21:00, Sunday: Closed',
  'Mon-Fri: 9am-5pm, Saturday: 10:00-14:00, Sunday: Closed',
  'Daily: 07:00-23:30',
  'Weekdays: 18:00-22:00',
  'Monday: Closed, Tuesday: 11:00-13:00',
  '',
];

const minute = fc.integer({ min: 0, max: 1439 });
const windowArbitrary = fc
  .tuple(fc.integer({ min: 0, max: 6 }), minute, minute)
  .filter(([, a, b]) => a !== b)
  .chain(([day, a, b]) =>
    fc.record({ discountPercentage: fc.integer({ min: 5, max: 50 }), isActive: fc.boolean() }).map(
      (rest): OffPeakSchedule & { isActive: boolean } => ({ dayOfWeek: day as Weekday, start: timeOf(Math.min(a, b)), end: timeOf(Math.max(a, b)), ...rest }),
    ),
  );

// Instants across two years, with the clock changes of 2026 and their eves near the front.
const nowArbitrary = fc.oneof(
  fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true }),
  fc.constantFrom('2026-03-28T21:00:00Z', '2026-03-29T00:30:00Z', '2026-10-24T22:10:00Z', '2026-10-25T00:45:00Z', '2026-06-10T07:00:00Z').map((text) => new Date(text)),
);

const caseArbitrary = fc
  .record({
    now: nowArbitrary,
    pricePence: fc.integer({ min: 0, max: 20_000 }),
    offPeak: fc.option(fc.integer({ min: -100, max: 20_100 }), { nil: null }),
    durationMinutes: fc.integer({ min: 5, max: 240 }),
    schedule: fc.option(fc.array(minute, { maxLength: 70 }).map((minutes) => minutes.map(timeOf).join(',')), { nil: null }),
    hours: fc.constantFrom(...HOURS),
    windows: fc.array(windowArbitrary, { maxLength: 6 }),
    affected: fc.boolean(),
    mode: fc.constantFrom('percentage' as const, 'fixed' as const),
    fixed: fc.option(fc.integer({ min: 0, max: 20_100 }), { nil: null }),
    bufferMinutes: fc.constantFrom(0, 0, 10, 30),
    // Each member: when they are busy (bookings and blocks), and whether they work Tuesday and Saturday mornings only.
    members: fc.array(
      fc.record({
        busy: fc.array(fc.tuple(fc.integer({ min: -180, max: 7 * 1440 }), fc.integer({ min: 15, max: 180 })), { maxLength: 8 }),
        mornings: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ now, pricePence, offPeak, durationMinutes, schedule, hours, windows, affected, mode, fixed, bufferMinutes, members }) => {
    const row = {
      id: 'service',
      merchantId: 'merchant',
      pricePence,
      offPeakPricePence: offPeak,
      durationMinutes,
      availabilitySchedule: schedule,
      availabilityHours: hours,
      merchantPricing: merchantOffPeakPricing({ affected, schedules: windows, mode, fixedPricePence: fixed }),
      bufferMinutes,
      team: members.map(({ busy, mornings }, index): TeamMemberDiary => ({
        id: `member-${index}`,
        isActive: true,
        serviceIds: ['service'],
        workingHours: mornings ? [2 as const, 6 as const].map((day) => ({ day_of_week: day, start_time: '07:00', end_time: '12:30' })) : null,
        busy: busy.map(([startMinutes, length]) => {
          const start = new Date(Math.floor(now.getTime() / 60_000) * 60_000 + startMinutes * 60_000);
          return { start, end: new Date(start.getTime() + length * 60_000) };
        }),
      })),
    } as ListedServiceRow;
    return { row, now };
  });

describe("a card's next times", () => {
  it('are the first four off-peak free times of the week, else its first four free times, exactly as before', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ row, now }) => {
        const expected = weekThenPick(row, now);
        const dates = nextDates(londonDateOf(now), 7);
        expect(cardTimes(row, dates, now)).toEqual(expected);
        // Again, now from the days it remembers.
        expect(cardTimes(row, dates, now)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });
});
