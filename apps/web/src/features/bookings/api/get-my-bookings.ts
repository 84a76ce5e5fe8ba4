// GET /api/bookings/me lives in lib: the taken times (components/waitlist) need it too.
export { getMyBookings, myBookingsQueryKey, useMyBookings } from '@/lib/my-bookings';
