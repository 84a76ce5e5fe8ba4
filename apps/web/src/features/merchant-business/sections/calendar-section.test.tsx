import type { MerchantBooking } from '@lull/domain/contracts/merchant-bookings';
import type { OwnMerchant } from '@lull/domain/contracts/merchants';
import type { MerchantService } from '@lull/domain/contracts/services';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse, mockApi, renderWithApp } from '@/test/render';
import { CalendarSection } from './calendar-section';

const merchant = { id: '5b0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d10', status: 'approved', is_paused: false, availability_hours: 'Tuesday: 10:00-19:00, Thursday: 10:00-20:00' } as OwnMerchant;

const booking = (id: string, time: string, duration: number, first: string): MerchantBooking => ({
  id,
  service_id: '8c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d12',
  service_name: 'Brow Tidy',
  user_first_name: first,
  user_last_name: 'Shah',
  user_email: 'priya@example.com',
  user_phone: '',
  booking_date: '2026-12-01',
  booking_time: time,
  starts_at: `2026-12-01T${time}:00.000Z`,
  ends_at: `2026-12-01T${time}:00.000Z`,
  duration,
  original_price: 20,
  discount_amount: 0,
  salon_price: 20,
  off_peak_applied: false,
  final_price: 25,
  processing_fee: 0.88,
  merchant_payout: 19.12,
  payout_note: null,
  status: 'confirmed',
  notes: null,
  completion_confirmed_at: null,
  cancelled_at: null,
  can_settle: false,
});

// A late service: its own schedule starts at 21:30, after the hours' latest close (20:00).
const lateService = { id: '9c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d14', name: 'Evening Massage', duration: 60, availability_schedule: '18:00,21:30' } as MerchantService;

describe('CalendarSection', () => {
  it('shows a 15-minute appointment with its time and name, a 45-minute one in full, and the grid up to the latest service end', async () => {
    const api = mockApi({
      'GET /api/bookings/merchant/calendar': () =>
        jsonResponse([booking('7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d11', '10:00', 15, 'Priya'), booking('7c0c6a52-6f0e-4b9e-8d55-5b8f1b6f2d13', '11:00', 45, 'Anastasia-Maria')]),
      'GET /api/services/me': () => jsonResponse({ items: [lateService], total: 1, page: 1, page_size: 100 }),
    });
    renderWithApp(<CalendarSection merchant={merchant} />, { route: '/merchant/dashboard?tab=calendar&view=day&date=2026-12-01' });

    const short = await screen.findByRole('button', { name: '10:00 to 10:15, Brow Tidy for Priya Shah, confirmed' });
    expect(short).toHaveTextContent('10:00 Priya Shah');
    expect(short).toHaveAttribute('title', '10:00 to 10:15, Brow Tidy for Priya Shah, confirmed');
    const longer = screen.getByRole('button', { name: '11:00 to 11:45, Brow Tidy for Anastasia-Maria Shah, confirmed' });
    expect(within(longer).getByText('Anastasia-Maria Shah')).toBeInTheDocument();
    expect(within(longer).getByText('11:00–11:45')).toBeInTheDocument();
    expect(within(longer).getByText('Brow Tidy')).toBeInTheDocument();

    // Opening at 10:00, the 21:30 start ending at 22:30: the grid runs 10:00 to 23:00, its last line labelled.
    expect(await screen.findByText('23:00')).toBeInTheDocument();
    expect(screen.queryByText('09:00')).toBeNull();
    const servicesUrl = api.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith('/api/services/me?'));
    expect(servicesUrl).toContain('approval=approved');
  });
});
