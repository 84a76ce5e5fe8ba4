import type { Booking } from '@lull/domain/contracts/bookings';

let counter = 0;

/** A booking as GET /api/bookings/me sends it; tests override what matters to them. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  counter += 1;
  return {
    id: `20000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    service_id: '00000000-0000-4000-8000-000000000001',
    booking_date: '2026-11-25',
    booking_time: '11:00',
    notes: null,
    status: 'confirmed',
    created_at: '2026-11-20T09:00:00.000Z',
    hold_expires_at: null,
    duration: 45,
    original_price: 32,
    discount_amount: 10,
    platform_fee: 5,
    final_price: 27,
    credits_used: 3,
    card_amount: 24,
    processing_fee: 1.08,
    card_brand: 'visa',
    card_last4: '4242',
    guest_first_name: null,
    guest_last_name: null,
    guest_email: null,
    guest_phone: null,
    merchant_id: '10000000-0000-4000-8000-000000000001',
    merchant_business_name: 'Lacquer Lane Nail Bar',
    merchant_address: '12 Upper Street, London, N1 1RQ',
    merchant_phone: '+44 2079460101',
    service_name: `Gel Manicure ${counter}`,
    service_description: 'Shape and gel colour.',
    service_category: 'Nails',
    service_image_url: null,
    team_member_id: '30000000-0000-4000-8000-000000000001',
    team_member_name: 'Maya',
    can_reschedule: true,
    move_proposal: null,
    free_cancellation: false,
    cancelled_by: null,
    cancellation_reason: null,
    ...overrides,
  };
}
