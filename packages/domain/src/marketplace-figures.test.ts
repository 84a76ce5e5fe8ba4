import { describe, expect, it } from 'vitest';
import { marketplaceHighlights } from './marketplace-figures';

describe('marketplaceHighlights', () => {
  it('shows the real figures once there are enough salons', () => {
    expect(marketplaceHighlights({ salons_listed: 58, bookings_made: 1204, customer_savings: 2140.5 })).toEqual([
      { value: '58', label: 'salons listed' },
      { value: '1,204', label: 'bookings made' },
      { value: '£2,140.50', label: 'saved by customers off-peak' },
    ]);
  });

  it('says Lull is young rather than boasting a small number', () => {
    expect(marketplaceHighlights({ salons_listed: 3, bookings_made: 1, customer_savings: 4 })).toEqual([
      { value: '3', label: 'salons listed so far: join early' },
      { value: '1', label: 'booking made' },
      { value: '£0', label: 'to list: you pay nothing until customers book' },
    ]);
    expect(marketplaceHighlights({ salons_listed: 0, bookings_made: 0, customer_savings: 0 })).toEqual([
      { value: 'New', label: 'Be the first salon listed' },
      { value: '5–50%', label: 'off in your quiet hours: you choose the discount' },
      { value: '£0', label: 'to list: you pay nothing until customers book' },
    ]);
    // Many salons but nothing booked yet: no "0 bookings" and "£0 saved".
    expect(marketplaceHighlights({ salons_listed: 40, bookings_made: 0, customer_savings: 0 }).map((highlight) => highlight.value)).toEqual(['40', '5–50%', '£0']);
  });
});
