import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';

import { creditsToApply, WELCOME_CREDIT_PENCE } from '@lull/domain/credits';
import { PLATFORM_FEE_PENCE, processingFee, refundForCancellation } from '@lull/domain/pricing';

import { FIGURES, formatMoneyInWords as money } from '@lull/domain/figures';
import { Section, StaticPageLayout } from './static-page-layout';

interface Faq {
  question: string;
  answer: ReactNode;
}

interface FaqGroup {
  id: string;
  title: string;
  faqs: readonly Faq[];
}

/** The refund example: a £50 treatment at £35 off-peak, paid partly with welcome credit, by the domain's rules. */
const example = (() => {
  const usual = 5000;
  const offPeak = 3500;
  const total = offPeak + PLATFORM_FEE_PENCE;
  const credit = creditsToApply(WELCOME_CREDIT_PENCE, total);
  const fee = processingFee(total);
  const { cardRefundPence } = refundForCancellation({
    booking: { finalPricePence: total, platformFeePence: PLATFORM_FEE_PENCE, processingFeePence: fee, creditsUsedPence: credit, startsAt: new Date(Date.UTC(2030, 0, 2)) },
    now: new Date(Date.UTC(2030, 0, 1)),
  });
  return { usual, offPeak, total, credit, card: total - credit, fee, refund: cardRefundPence };
})();

// The figures come from packages/domain; the words around them restate its rules, so change them together.
const faqGroups: readonly FaqGroup[] = [
  {
    id: 'booking-and-prices',
    title: 'Booking & prices',
    faqs: [
      {
        question: 'What counts as off-peak?',
        answer: (
          <>
            <p>
              {`Unless a salon sets its own off-peak hours, off-peak means appointments starting from ${FIGURES.offPeakWeekdays.start} and before ${FIGURES.offPeakWeekdays.end} on Monday to Friday, and from ${FIGURES.offPeakWeekends.start} and before ${FIGURES.offPeakWeekends.end} on Saturday and Sunday, London time.`}
            </p>
            <p>
              Many salons set their own quiet hours and discount instead. Either way, the booking page shows the
              off-peak price for each time before you book, so you never have to work it out yourself.
            </p>
          </>
        ),
      },
      {
        question: 'How much will I pay?',
        answer: (
          <>
            <p>
              {`You pay the treatment’s price (the off-peak price when your time is off-peak) plus our ${FIGURES.bookingFee} Off-Peak Booking Fee. The ${FIGURES.bookingFee} is a flat fee per booking, whatever the treatment costs, and it is non-refundable.`}
            </p>
            <p>
              {`The card processing fee of ${FIGURES.processingRate} + ${FIGURES.processingFixed} is not added to your bill: the salon and Lull pay it out of what they receive. It only affects you if you cancel and get a card refund (see Cancellations & refunds).`}
            </p>
          </>
        ),
      },
      {
        question: 'Why is a time held for me while I pay?',
        answer: (
          <p>
            {`When you continue from choosing a time, we create a pending booking that holds the slot for ${FIGURES.hold} while you pay, so nobody else can take it from under you. If payment isn’t completed in that time, the slot is released for others to book.`}
          </p>
        ),
      },
    ],
  },
  {
    id: 'credits-and-referrals',
    title: 'Credits & referrals',
    faqs: [
      {
        question: 'How do I earn credit?',
        answer: (
          <>
            <p>
              {`You get ${FIGURES.welcomeCredit} of welcome credit when you join. You also get ${FIGURES.referralReward} each time a friend you referred completes their first paid booking. There is one referral bonus per new member: a friend can only be referred once, however many links they were sent.`}
            </p>
            <p>
              Your referral link is in <Link to="/account">Account Settings</Link>, under “Share to earn credit”.
            </p>
          </>
        ),
      },
      {
        question: 'How do I use credit, and does it expire?',
        answer: (
          <>
            <p>
              {`When you pay, you can put your credit towards the booking and pay the rest by card. You can use at most ${FIGURES.maxCreditPerBooking} of credit on a booking, and never more than the amount due.`}
            </p>
            <p>
              {`Each credit expires ${FIGURES.creditLifetime} after it was added to your account. We always spend your oldest credit first, so the credit closest to expiring is used before newer credit. Your balance and credit history are in Account Settings.`}
            </p>
          </>
        ),
      },
    ],
  },
  {
    id: 'cancellations-and-refunds',
    title: 'Cancellations & refunds',
    faqs: [
      {
        question: 'Can I cancel, and what do I get back?',
        answer: (
          <>
            <p>
              {`Yes. Cancel from My Bookings at least ${FIGURES.cancellationNotice} before your appointment. Any credit you used is restored to your account in full. Your card refund is the amount you paid by card, less the ${FIGURES.bookingFee} Off-Peak Booking Fee and the card processing fee (${FIGURES.processingRate} + ${FIGURES.processingFixed} on the discounted price plus the booking fee).`}
            </p>
            <p>
              {`For example: a treatment usually ${money(example.usual)} is ${money(example.offPeak)} off-peak, so your total is ${money(example.total)} with the booking fee. You pay ${money(example.credit)} with credit and ${money(example.card)} by card. The processing fee is ${money(example.fee)} (${FIGURES.processingRate} of ${money(example.total)}, plus ${FIGURES.processingFixed}). If you cancel in time, your ${money(example.credit)} credit comes back and ${money(example.refund)} is refunded to your card.`}
            </p>
          </>
        ),
      },
      {
        question: `What if I cancel within ${FIGURES.cancellationNotice} or miss my appointment?`,
        answer: (
          <p>
            {`Cancellations less than ${FIGURES.cancellationNotice} before the appointment, and missed appointments (no-shows), are not refunded.`} The salon kept that
            time free for you and couldn’t offer it to anyone else. If something exceptional has happened,{' '}
            <Link to="/contact">get in touch</Link> and we’ll see what we can do.
          </p>
        ),
      },
      {
        question: 'When will my refund arrive?',
        answer: (
          <p>
            Any credit you used goes back into your account. Card refunds are checked and issued by our team to the
            card you paid with; once issued, how quickly the money shows on your statement depends on your bank.
          </p>
        ),
      },
    ],
  },
  {
    id: 'for-businesses',
    title: 'For businesses',
    faqs: [
      {
        question: 'How do I list my business?',
        answer: (
          <p>
            Start from <Link to="/merchant/join">List My Business</Link>, sign in, and tell us about your business,
            your opening hours and your services. Our team reviews every new business within 1 to 2 business days,
            and each service you add is reviewed in the same way before customers can book it.
          </p>
        ),
      },
      {
        question: 'What does it cost, and when am I paid?',
        answer: (
          <>
            <p>
              {`The ${FIGURES.bookingFee} booking fee is paid by the customer, not by you, and Lull pays the card processing on it. From each booking we deduct the card processing of ${FIGURES.processingRate} + ${FIGURES.processingFixed} on your price after any discount, and you receive the rest: on a treatment priced ${FIGURES.payoutExample.price} that is ${FIGURES.payoutExample.processing}, so you receive ${FIGURES.payoutExample.payout}.`}
            </p>
            <p>
              Payouts are made to your bank account within 7 business days of the completed service. If a customer
              doesn’t turn up, you still receive the price less the processing fee on it.
            </p>
          </>
        ),
      },
      {
        question: 'Can I choose my own off-peak hours and discount?',
        answer: (
          <p>
            Yes. In your merchant dashboard you can set the days and times that are quiet for you, with a discount of
            between 5% and 50% or a fixed off-peak price for each service. While you have off-peak hours switched
            on, they replace the standard weekday-daytime and weekend-evening windows for your services.
          </p>
        ),
      },
    ],
  },
  {
    id: 'account-and-privacy',
    title: 'Account & privacy',
    faqs: [
      {
        question: 'Who can use Lull?',
        answer: (
          <p>
            You must be 18 or over to create an account and book. Businesses must be run by someone who is 18 or over
            and able to agree to our <Link to="/terms">Terms of Service</Link>.
          </p>
        ),
      },
      {
        question: 'Do you store my card details?',
        answer: (
          <p>
            No. Card numbers are handled by our payment provider and are never stored by Lull. We keep a record of
            each payment and refund (the amounts and dates), which we must keep for 7 years for tax and accounting.
          </p>
        ),
      },
      {
        question: 'How do I stop marketing emails or delete my account?',
        answer: (
          <p>
            Marketing emails are optional. You can switch them on or off at any time in{' '}
            <Link to="/account">Account Settings</Link>, where you can also delete your account. When you do, we
            erase or anonymise your personal data; see our <Link to="/privacy-policy">Privacy Policy</Link> for what
            we have to keep and why.
          </p>
        ),
      },
    ],
  },
];

export function FaqsPage() {
  return (
    <StaticPageLayout
      title="Frequently Asked Questions"
      intro={
        <p>
          Quick answers about booking, paying, credits and cancelling with Lull, and about listing your business.
          Can’t find what you need? <ContactLink />
        </p>
      }
      contents={faqGroups.map(({ id, title }) => ({ id, label: title }))}
    >
      {faqGroups.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <div className="divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {group.faqs.map((faq) => (
              <details key={faq.question} className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-medium text-stone-900 hover:bg-brand-50 focus-visible:bg-brand-50 [&::-webkit-details-marker]:hidden">
                  <span>{faq.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 px-5 pb-5">{faq.answer}</div>
              </details>
            ))}
          </div>
        </Section>
      ))}
    </StaticPageLayout>
  );
}

function ContactLink() {
  return (
    <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
      Contact us
    </Link>
  );
}
