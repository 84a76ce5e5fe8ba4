import { FIGURES } from '@lull/domain/figures';

/** The Service Provider Agreement's terms (merchant spec §9), as a business agrees to them. */
export function ProviderAgreementTerms() {
  return (
    <ol className="list-decimal space-y-2 pl-5 text-sm leading-6 text-stone-700">
      <li>
        Card processing costs {FIGURES.processingRate} + {FIGURES.processingFixed} on your price after any discount, deducted from your settlements: on a treatment priced{' '}
        {FIGURES.payoutExample.price} it is {FIGURES.payoutExample.processing}, and you receive {FIGURES.payoutExample.payout}.
      </li>
      <li>Customers pay Lull’s {FIGURES.bookingFee} booking fee; it is never taken from your price, and Lull pays the card processing on it.</li>
      <li>You are paid within 7 business days of each completed service.</li>
      <li>For a no-show you receive your price less the processing fee on it.</li>
      <li>Customers are refunded only if they cancel more than {FIGURES.cancellationNotice} before their booking.</li>
      <li>Either side may end the agreement with 30 days’ written notice.</li>
      <li>A security deposit may be kept from weekly settlements; during the beta there is none.</li>
      <li>Each side’s liability is capped at 12 months of payments, and claims must be made within 12 months.</li>
      <li>You must be 18 or over. Financial records are kept for 7 years.</li>
    </ol>
  );
}
