import type { Booking, CreateBookingPayload } from '@lull/domain/contracts/bookings';
import { useState } from 'react';

import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateBooking } from '../api/create-booking';

const BOOKING_FAILED = 'Booking failed. Please try again.';

interface HoldTimeOptions {
  onHeld: (booking: Booking) => void;
  /** The time went to someone else first (409 naming the time). */
  onTaken: () => void;
}

/**
 * Book Now: holds the chosen time as a pending booking, or says why it could not. A 409 that names no field is
 * the customer's own limit (they already hold as many times as Lull allows): `atHoldLimit` asks the page to offer
 * those holds to finish or release; the chosen time is still theirs to book afterwards.
 */
export function useHoldTime({ onHeld, onTaken }: HoldTimeOptions) {
  const createBooking = useCreateBooking();
  const [error, setError] = useState<string | null>(null);
  const [atHoldLimit, setAtHoldLimit] = useState(false);

  function hold(payload: CreateBookingPayload) {
    setError(null);
    setAtHoldLimit(false);
    createBooking.mutate(payload, {
      onSuccess: (booking) => onHeld(booking),
      onError: (failure) => {
        setError(errorMessage(failure, BOOKING_FAILED));
        if (!(failure instanceof ApiError) || failure.status !== 409) return;
        if (failure.fields.booking_time) onTaken();
        else setAtHoldLimit(true);
      },
    });
  }

  function clearError() {
    setError(null);
    setAtHoldLimit(false);
  }

  return { hold, isPending: createBooking.isPending, error, atHoldLimit, clearError };
}
