import type { Booking } from '@lull/domain/contracts/bookings';
import { formatPenceAsMoney, poundsToPence } from '@lull/domain/money';

interface OrderSummaryProps {
  booking: Pick<Booking, 'original_price' | 'discount_amount' | 'platform_fee' | 'final_price'>;
  creditsPence: number;
  /** 'To pay now' before payment, 'Paid by card' on the confirmation. */
  dueLabel?: string;
}

/** The booking's line items as the server fixed them at booking time, less the credit applied. */
export function OrderSummary({ booking, creditsPence, dueLabel = 'To pay now' }: OrderSummaryProps) {
  const finalPence = poundsToPence(booking.final_price);
  const discountPence = poundsToPence(booking.discount_amount);
  return (
    <dl className="space-y-2 text-sm tabular-nums">
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">Service price</dt>
        <dd className="text-stone-900">{formatPenceAsMoney(poundsToPence(booking.original_price))}</dd>
      </div>
      {discountPence > 0 ? (
        <div className="flex justify-between gap-4 text-saving-700">
          <dt>Off-peak discount</dt>
          <dd>−{formatPenceAsMoney(discountPence)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">Off-Peak Booking Fee</dt>
        <dd className="text-stone-900">{formatPenceAsMoney(poundsToPence(booking.platform_fee))}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 font-semibold text-stone-900">
        <dt>Total</dt>
        <dd>{formatPenceAsMoney(finalPence)}</dd>
      </div>
      {creditsPence > 0 ? (
        <div className="flex justify-between gap-4 text-saving-700">
          <dt>Lull credit</dt>
          <dd>−{formatPenceAsMoney(creditsPence)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 text-base font-semibold text-stone-900">
        <dt>{dueLabel}</dt>
        <dd>{formatPenceAsMoney(finalPence - creditsPence)}</dd>
      </div>
    </dl>
  );
}
