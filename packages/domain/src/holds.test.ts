import { describe, expect, it } from 'vitest';
import { holdLimitMessage, holdLimitReached, MAX_LIVE_HOLDS } from './holds';

const hold = (serviceName: string, bookingDate: string, bookingTime: string) => ({ serviceName, businessName: 'Parkway Hair Room', bookingDate, bookingTime });

describe('live holds per customer', () => {
  it('allows holds up to the limit and refuses the one past it', () => {
    expect(MAX_LIVE_HOLDS).toBe(2);
    expect(holdLimitReached([])).toBe(false);
    expect(holdLimitReached([hold('Cut', '2026-11-27', '10:00')])).toBe(false);
    expect(holdLimitReached([hold('Cut', '2026-11-27', '10:00'), hold('Colour', '2026-11-28', '11:30')])).toBe(true);
  });

  it('names every hold to finish or release, with its day and time', () => {
    expect(holdLimitMessage([hold('Cut & Finish', '2026-11-27', '10:00'), hold('Colour', '2026-11-28', '11:30')])).toBe(
      'You already have 2 times on hold: Cut & Finish at Parkway Hair Room on Fri 27 Nov 2026 at 10:00 and Colour at Parkway Hair Room on Sat 28 Nov 2026 at 11:30. ' +
        'Complete payment or release one to hold another time (holds last 5 minutes).',
    );
    expect(holdLimitMessage([hold('Cut', '2026-03-29', '09:30')])).toBe(
      'You already have a time on hold: Cut at Parkway Hair Room on Sun 29 Mar 2026 at 09:30. Complete payment or release one to hold another time (holds last 5 minutes).',
    );
  });
});
