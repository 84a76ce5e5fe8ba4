import type { Booking } from '@lull/domain/contracts/bookings';
import type { PaymentResult } from '@lull/domain/contracts/payments';
import { formatPenceAsMoney, penceToPounds, poundsToPence } from '@lull/domain/money';
import { creditsToApply, MAX_CREDIT_PER_BOOKING_PENCE } from '@lull/domain/credits';
import type { BookingContact } from '@lull/domain/validation/booking-contact';
import type { CardForm } from '@lull/domain/validation/card';
import { cardFormSchema } from '@lull/domain/validation/card-form';
import { Lock } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormError } from '@/components/ui/form-error';
import { ApiError } from '@/lib/api-client';
import { FIGURES } from '@lull/domain/figures';
import { useSchemaForm } from '@/lib/schema-form';
import { useAuthConfig } from '@/features/auth/api/get-auth-config';
import { PAYMENT_FAILED, usePayForBooking, type PayForBookingInput } from '../api/pay-for-booking';
import { CardFields } from './card-fields';
import { OrderSummary } from './order-summary';
import { StripeCardField, type StripeCardHandle } from './stripe-card-field';

const EMPTY_CARD: CardForm = { number: '', expiry: '', cvc: '', name: '' };

interface PaymentFormProps {
  booking: Booking;
  contact: Partial<BookingContact>;
  /** Spendable credit in pounds (the account's balance). */
  creditBalance: number;
  /** The payment page asks for the agreements again; the booking flow already has them from step 1. */
  agreements: { merchantName: string; merchantPolicy: string | null } | null;
  onPaid: (result: PaymentResult) => void;
  /** The hold lapsed while paying (410): the page offers to choose the time again. */
  onHoldLapsed: () => void;
}

/** After a decline: the time is still theirs, and what to do about it. */
const CARD_RETRY_HINT = 'Your time is still on hold: check the details, or pay with another card.';

/**
 * Why a payment did not go through, in words the customer can act on. A declined card (402) says the gateway's
 * reason ("Your card was declined.", "Your card has insufficient funds."), which the server sends as `fields.card`
 * and Stripe.js as its message; the hold and the card fields stay for another try.
 */
function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500 || !error.fromServer) return PAYMENT_FAILED;
  if (error.status !== 402) return error.message;
  const reason = error.fields.card ?? (error.message !== PAYMENT_FAILED ? error.message : null);
  return reason === null ? PAYMENT_FAILED : `${reason} ${CARD_RETRY_HINT}`;
}

/**
 * Credits, order summary, card and agreements, and the pay button: step 3 of booking and the body of
 * /payment/{id}. The amounts are a preview; the server caps the credit and charges what it computes.
 */
export function PaymentForm({ booking, contact, creditBalance, agreements, onPaid, onHoldLapsed }: PaymentFormProps) {
  const config = useAuthConfig();
  const pay = usePayForBooking();
  const finalPence = poundsToPence(booking.final_price);
  const creditAvailablePence = creditsToApply(poundsToPence(creditBalance), finalPence);
  const [useCredit, setUseCredit] = useState(creditAvailablePence > 0);
  const creditsPence = useCredit ? creditAvailablePence : 0;
  const cardAmountPence = finalPence - creditsPence;

  const cardForm = useSchemaForm<CardForm, CardForm>(cardFormSchema(() => new Date()), {
    defaultValues: EMPTY_CARD,
    // Edits clear the messages (CardFields) rather than re-checking as the customer types.
    reValidateMode: 'onSubmit',
  });
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const onStripeReady = useCallback((handle: StripeCardHandle | null) => setStripeCard(handle), []);
  const [agreedToTerms, setAgreedToTerms] = useState(false);
  const [agreedToPolicy, setAgreedToPolicy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const stripeKey = config.data?.payments === 'stripe' ? (config.data.stripe_publishable_key ?? null) : null;
  const needsCard = cardAmountPence > 0;
  const agreed = agreements === null || (agreedToTerms && (agreements.merchantPolicy === null || agreedToPolicy));
  const cardReady = !needsCard || (config.data !== undefined && (stripeKey === null || stripeCard !== null));

  function payWith(card: PayForBookingInput['card']) {
    pay.mutate(
      { bookingId: booking.id, creditsUsed: penceToPounds(creditsPence), contact, cardAmountPence, card },
      {
        onSuccess: onPaid,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 410) onHoldLapsed();
          else setError(paymentErrorMessage(failure));
        },
      },
    );
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!agreed || pay.isPending) return;
    setError(null);
    if (!needsCard) payWith(null);
    // The sandbox takes the typed card once it passes the card checks.
    else if (stripeKey === null) void cardForm.handleSubmit((card) => payWith({ kind: 'sandbox', form: card }))(event);
    else if (stripeCard !== null) payWith({ kind: 'stripe', element: stripeCard });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section aria-labelledby="credits-heading" className="space-y-2">
        <h2 id="credits-heading" className="text-lg font-semibold text-stone-900">
          Credits
        </h2>
        {creditAvailablePence > 0 ? (
          <>
            <Checkbox
              id="use-credit"
              checked={useCredit}
              onChange={(event) => setUseCredit(event.target.checked)}
              label={`Use ${formatPenceAsMoney(creditAvailablePence)} of my Lull credit`}
            />
            <p className="ml-8 text-xs text-stone-600">
              You have {formatPenceAsMoney(poundsToPence(creditBalance))}. Up to {formatPenceAsMoney(MAX_CREDIT_PER_BOOKING_PENCE)} of credit
              can go towards one booking.
            </p>
          </>
        ) : (
          <p className="text-sm text-stone-700">
            You have no Lull credit to use. Invite a friend and you’ll both get {FIGURES.referralReward} towards a booking.
          </p>
        )}
      </section>

      <section aria-labelledby="order-heading" className="rounded-2xl bg-stone-50 p-4">
        <h2 id="order-heading" className="mb-3 text-lg font-semibold text-stone-900">
          Order summary
        </h2>
        <OrderSummary booking={booking} creditsPence={creditsPence} />
      </section>

      {needsCard ? (
        <section aria-labelledby="card-heading" className="space-y-3">
          <h2 id="card-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
            <Lock className="size-4 text-stone-600" aria-hidden="true" />
            Pay by card
          </h2>
          {config.isPending ? (
            <p className="text-sm text-stone-600">Loading payment options…</p>
          ) : stripeKey !== null ? (
            <StripeCardField publishableKey={stripeKey} cardholderName={contact.guest_first_name ?? ''} onReady={onStripeReady} />
          ) : (
            <>
              <CardFields form={cardForm} />
              <p className="rounded-xl bg-brand-50 px-3.5 py-2.5 text-xs leading-5 text-brand-900">
                Test payments: no real money is taken. Use 4242 4242 4242 4242 with any future expiry and any CVC;
                4000 0000 0000 0002 shows a declined card.
              </p>
            </>
          )}
        </section>
      ) : (
        <p className="rounded-xl bg-saving-50 px-3.5 py-2.5 text-sm text-saving-800">Your credit covers this booking: no card needed.</p>
      )}

      {agreements !== null ? (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-lg font-semibold text-stone-900">Agreements</legend>
          <Checkbox
            id="pay-agree-terms"
            required
            checked={agreedToTerms}
            onChange={(event) => setAgreedToTerms(event.target.checked)}
            label={
              <>
                I agree to Lull’s{' '}
                <a href="/terms" target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                  booking terms
                </a>{' '}
                <span aria-hidden="true">*</span>
              </>
            }
          />
          {agreements.merchantPolicy !== null ? (
            <div>
              <Checkbox
                id="pay-agree-policy"
                required
                checked={agreedToPolicy}
                onChange={(event) => setAgreedToPolicy(event.target.checked)}
                label={
                  <>
                    I agree to {agreements.merchantName}’s booking policy <span aria-hidden="true">*</span>
                  </>
                }
              />
              <p className="mt-1 ml-8 rounded-lg bg-stone-50 p-2.5 text-xs leading-5 whitespace-pre-line text-stone-700">{agreements.merchantPolicy}</p>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {error !== null ? (
        <FormError>
          <span>{error}</span>{' '}
          <button type="button" className="ml-1 font-semibold underline underline-offset-2" onClick={() => setError(null)}>
            Dismiss
          </button>
        </FormError>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={!agreed || !cardReady} isLoading={pay.isPending}>
        {needsCard ? `Pay ${formatPenceAsMoney(cardAmountPence)}` : 'Confirm booking with credit'}
      </Button>
      {!agreed ? <p className="-mt-4 text-center text-xs text-stone-600">Please tick the agreements above to pay.</p> : null}
    </form>
  );
}
