import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { FIGURES } from '@lull/domain/figures';
import { Callout, Section, StaticPageLayout } from './static-page-layout';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

// The figures come from packages/domain; the words around them restate its rules, so change them together.
const termsSections: readonly TermsSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Lull is an online marketplace, operated from London, UK, where you can book beauty and wellness treatments
          in salons’ quiet (off-peak) hours at a discount. In these terms, “Lull”, “we” and “us” mean the company
          that runs the Lull website, and “you” means anyone who uses it.
        </p>
        <p>
          The treatments themselves are provided by independent businesses (“salons”) that list on Lull. We run the
          platform, take payment for bookings and pay the salons. Each salon is responsible for the treatment it
          provides, including the skill, care, qualifications and insurance that treatment requires.
        </p>
        <p>
          By creating an account or making a booking you agree to these terms. Nothing in them affects your
          statutory rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Lull',
    body: (
      <p>
        You must be at least 18 years old to create an account, make a booking or list a business on Lull. By using
        Lull you confirm that you are 18 or over.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give us accurate details and keep them up to date in Account Settings.</li>
        <li>
          Keep your password to yourself. You are responsible for bookings made through your account, so tell us
          straight away if you think someone else has used it.
        </li>
        <li>One account per person. Accounts are personal and can’t be transferred.</li>
        <li>
          We may suspend or close an account that breaks these terms, for example one used for fraud or to claim
          credit unfairly. Where it is safe to do so, we will tell you why.
        </li>
        <li>You can delete your account at any time from Account Settings.</li>
      </ul>
    ),
  },
  {
    id: 'bookings-and-payments',
    title: 'Bookings and payments',
    body: (
      <>
        <p>
          <strong>Price.</strong>{' '}
          {`Each treatment has a usual price set by the salon. When your appointment starts in an off-peak window and the salon offers an off-peak price, you pay the off-peak price instead; the difference is your off-peak discount. Off-peak windows are ${FIGURES.offPeakWeekdays.start} to ${FIGURES.offPeakWeekdays.end} on Monday to Friday and ${FIGURES.offPeakWeekends.start} to ${FIGURES.offPeakWeekends.end} on Saturday and Sunday, London time, unless the salon has set its own off-peak hours, in which case the salon’s hours and discount apply. The booking page shows the price for each time before you book.`}
        </p>
        <p>
          <strong>Booking fee.</strong>{' '}
          {`We charge an Off-Peak Booking Fee of ${FIGURES.bookingFee} per booking, added to the price. It is how Lull is paid for arranging your booking, and it is not refundable.`}
        </p>
        <p>
          <strong>Processing fee.</strong>{' '}
          {`Card payments carry a processing fee of ${FIGURES.processingRate} plus ${FIGURES.processingFixed}, worked out on the price after any discount plus the ${FIGURES.bookingFee} booking fee. You don’t pay it on top of your total: the salon bears the part on its price and Lull the part on the booking fee. It is, however, deducted from a card refund if you cancel (see`}{' '}
          <a href="#cancellations-and-refunds">Cancellations and refunds</a>).
        </p>
        <p>
          <strong>Paying.</strong>{' '}
          {`You pay the total (price plus booking fee) when you book, by card, with Lull credit, or both. When you continue to payment we hold your chosen time for ${FIGURES.hold}; if payment isn’t completed in that time the hold ends and the time becomes available to others. Your booking is confirmed when payment succeeds. Prices are in pounds sterling.`}
        </p>
        <p>
          <strong>Salon policies.</strong> Some salons have their own policies, for example about arriving on time
          or patch tests. Where a salon has one, it is shown before you book and you’ll be asked to agree to it.
        </p>
      </>
    ),
  },
  {
    id: 'credits',
    title: 'Credits',
    body: (
      <ul>
        <li>{`New members receive ${FIGURES.welcomeCredit} of welcome credit.`}</li>
        <li>
          {`When a friend you referred completes their first paid booking, you receive ${FIGURES.referralReward} of credit. Each new member can be referred only once, so one referral bonus is paid per new member.`}
        </li>
        <li>{`Each credit expires ${FIGURES.creditLifetime} after it is added to your account.`}</li>
        <li>
          {`You can use up to ${FIGURES.maxCreditPerBooking} of credit per booking, never more than the amount due. Your oldest credit is always used first.`}
        </li>
        <li>
          Credit has no cash value, can’t be exchanged for money or transferred to another account, and may be
          removed if it was obtained in breach of these terms.
        </li>
      </ul>
    ),
  },
  {
    id: 'cancellations-and-refunds',
    title: 'Cancellations and refunds',
    body: (
      <>
        <p>
          {`You can cancel a booking from My Bookings at least ${FIGURES.cancellationNotice} before the appointment starts. If you do:`}
        </p>
        <ul>
          <li>any credit you used for the booking is restored to your account in full; and</li>
          <li>
            {`you are refunded the amount you paid by card, less the ${FIGURES.bookingFee} Off-Peak Booking Fee and less the processing fee, with the refund never falling below zero.`}
          </li>
        </ul>
        <p>
          {`In other words, the card refund is the booking total, minus the ${FIGURES.bookingFee} booking fee, minus the processing fee, minus any credit used.`}{' '}
          Card refunds are checked and issued by our team to the card you paid with; how long the money takes to reach
          you after that depends on your bank.
        </p>
        <p>
          {`If you cancel less than ${FIGURES.cancellationNotice} before the appointment starts, there is no refund of either card payment or credit.`}
        </p>
      </>
    ),
  },
  {
    id: 'no-shows',
    title: 'No-shows',
    body: (
      <p>
        {`If you don’t attend your appointment without cancelling at least ${FIGURES.cancellationNotice} before, the salon may mark the booking as a no-show.`}{' '}
        No-shows are not refunded, and the salon is paid for the time it kept for you.
      </p>
    ),
  },
  {
    id: 'businesses',
    title: 'Businesses on Lull (provider agreement)',
    body: (
      <>
        <p>If you list a business on Lull, these additional terms apply between your business and us.</p>
        <ul>
          <li>
            <strong>Listing.</strong> We review every business, and every service it lists, before it goes live;
            this usually takes 1 to 2 business days. We may decline or remove a listing that is inaccurate or breaks
            these terms.
          </li>
          <li>
            <strong>Your obligations.</strong> Keep your details, opening hours, prices and off-peak hours accurate;
            honour every confirmed booking at the price the customer paid; hold the qualifications, licences and
            insurance your services require; and mark each booking as completed or as a no-show.
          </li>
          <li>
            <strong>Confirmation.</strong> Bookings are confirmed automatically when the customer’s payment succeeds.
          </li>
          <li>
            <strong>Fees.</strong>{' '}
            {`The ${FIGURES.bookingFee} booking fee is paid by the customer and is never taken from your price; Lull bears the card processing on it. The processing fee of ${FIGURES.processingRate} plus ${FIGURES.processingFixed} on your price after any discount is deducted from your settlements: on a treatment priced ${FIGURES.payoutExample.price} it is ${FIGURES.payoutExample.processing}, and you receive ${FIGURES.payoutExample.payout}.`}
          </li>
          <li>
            <strong>Payouts.</strong> You receive the price of the service after any off-peak discount, less the
            processing fee on it. We pay it to your nominated bank account within 7 business days of the completed
            service. For a no-show you receive the price less the processing fee on it.{' '}
            {`Customers are refunded only if they cancel at least ${FIGURES.cancellationNotice} before the appointment.`}
          </li>
          <li>
            <strong>Security deposit.</strong> We may retain a security deposit from your weekly settlements to cover
            refunds and disputes. During the beta there may be no deposit at all; we will tell you in writing before a
            deposit applies to you.
          </li>
          <li>
            <strong>Ending the agreement.</strong> Either you or we may end this agreement by giving 30 days’ written
            notice. Bookings already confirmed before the end date must still be honoured, and we will pay what is
            due for them.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>When you use Lull, please don’t:</p>
        <ul>
          <li>make bookings you don’t intend to keep, or use someone else’s card or account;</li>
          <li>create extra accounts to collect welcome or referral credit;</li>
          <li>post anything unlawful, misleading or abusive, or harass salon staff or customers;</li>
          <li>
            try to break, overload or get around the security of the site, or collect data from it by automated
            means.
          </li>
        </ul>
        <p>We may cancel bookings, remove credit, or suspend accounts involved in any of these.</p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          Our total liability to you for all claims arising from your use of Lull is limited to the total of the
          payments you made through Lull in the 12 months before the claim.
        </p>
        <p>
          We are not responsible for the treatment itself, which is provided by the salon, or for losses we could
          not reasonably have foreseen. Nothing in these terms limits or excludes liability for death or personal
          injury caused by negligence, for fraud, or for anything else that cannot be limited or excluded by law.
        </p>
      </>
    ),
  },
  {
    id: 'claims',
    title: 'Time limit for claims',
    body: (
      <p>
        Any claim against us must be brought within 12 months of the date the issue arose, so far as the law allows.
        Please contact us first: most problems can be put right quickly.
      </p>
    ),
  },
  {
    id: 'records',
    title: 'Records',
    body: (
      <p>
        We keep financial records of bookings, payments, refunds and payouts for 7 years, as UK tax and accounting
        rules require, even if you delete your account. Our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> explains how we handle personal data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as Lull changes. The date at the top of this page shows when they last changed,
        and if a change matters to you we will tell you by email or on the site before it takes effect. A booking is
        governed by the terms in force when you made it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the law of England and Wales, and the courts of England and Wales have
        jurisdiction. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local
        courts.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email <a href="mailto:support@lull.app">support@lull.app</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <StaticPageLayout
      title="Terms of Service"
      intro={<p>The agreement between you and Lull when you book a treatment or list a business with us.</p>}
      lastUpdated="2026-11-21"
      contents={termsSections.map(({ id, title }) => ({ id, label: title }))}
    >
      <Callout title="The short version">
        <ul>
          <li>You must be 18 or over to use Lull.</li>
          <li>{`Each booking costs the treatment’s price, after any off-peak discount, plus a ${FIGURES.bookingFee} booking fee.`}</li>
          <li>
            {`Cancel at least ${FIGURES.cancellationNotice} ahead and you get your credit back, plus a card refund less the booking and processing fees.`}{' '}
            Later cancellations and no-shows aren’t refunded.
          </li>
          <li>The treatment is provided by the salon; we run the platform and the payments.</li>
        </ul>
      </Callout>

      {termsSections.map((section, index) => (
        <Section key={section.id} id={section.id} number={index + 1} title={section.title}>
          {section.body}
        </Section>
      ))}
    </StaticPageLayout>
  );
}
