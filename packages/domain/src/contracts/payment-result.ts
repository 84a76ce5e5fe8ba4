import { z } from 'zod';

/** POST /api/payments/confirm and POST /api/bookings/{id}/confirm: the booking is paid for and confirmed. */
export const paymentResultSchema = z.object({ status: z.literal('succeeded'), booking_id: z.uuid() });
export type PaymentResult = z.infer<typeof paymentResultSchema>;
