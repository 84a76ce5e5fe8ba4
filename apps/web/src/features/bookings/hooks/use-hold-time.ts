import type { Booking, CreateBookingPayload } from '@lull/domain/contracts/bookings';
import { useState } from 'react';

import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCreateBooking } from '../api/create-booking';

const BOOKING_FAILED = 'Booking failed. Please try again.';

interface HoldTimeOptions {
  onHeld: (booking: Booking) => void;
  /** The time went to someone else first (409). */
  onTaken: () => void;
}

/** Book Now: holds the chosen time as a pending booking, or says why it could not. */
export function useHoldTime({ onHeld, onTaken }: HoldTimeOptions) {
  const createBooking = useCreateBooking();
  const [error, setError] = useState<string | null>(null);

  function hold(payload: CreateBookingPayload) {
    setError(null);
    createBooking.mutate(payload, {
      onSuccess: (booking) => onHeld(booking),
      onError: (failure) => {
        setError(errorMessage(failure, BOOKING_FAILED));
        if (failure instanceof ApiError && failure.status === 409) onTaken();
      },
    });
  }

  return { hold, isPending: createBooking.isPending, error, clearError: () => setError(null) };
}
