import type { LucideIcon } from 'lucide-react';
import {
  ArrowRight,
  BadgeCheck,
  CalendarClock,
  HeartHandshake,
  Lock,
  ReceiptText,
  Search,
  Sparkles,
} from 'lucide-react';
import { NumberedSteps, type NumberedStep } from '@/components/numbered-steps';
import { Link } from 'react-router';

import { FIGURES } from '@lull/domain/figures';
import { Section, StaticPageLayout } from './static-page-layout';

interface ProductFact {
  figure: string;
  label: string;
  detail: string;
  isSaving?: boolean;
}

// Facts about how Lull works, not marketing counts: every figure here is a rule the product enforces.
const productFacts: readonly ProductFact[] = [
  {
    figure: 'Up to 50% off',
    label: 'Off-peak prices',
    detail: 'Salons set their own off-peak prices for their quiet hours, at up to half the usual price.',
    isSaving: true,
  },
  {
    figure: FIGURES.bookingFee,
    label: 'Flat booking fee',
    detail: 'One Off-Peak Booking Fee per booking, whatever the treatment costs.',
  },
  {
    figure: FIGURES.welcomeCredit,
    label: 'Welcome credit',
    detail: `Added to your account when you join, to spend within ${FIGURES.creditLifetime}.`,
    isSaving: true,
  },
  {
    figure: FIGURES.cancellationNotice,
    label: 'Cancellation window',
    detail: `Cancel at least ${FIGURES.cancellationNoticeInDays} ahead for a refund, less the booking and card processing fees.`,
  },
];

const steps: readonly NumberedStep[] = [
  {
    title: 'Browse',
    description:
      'Search by treatment or business, or start from a category: hair, nails, brows and lashes, massage, skincare or wellness. Every listing shows the usual price next to the off-peak price, so you can see the saving before you choose.',
    icon: Search,
  },
  {
    title: 'Book off-peak',
    description:
      `Pick a date and time. Times in a salon’s quiet hours are priced off-peak automatically — weekdays ${FIGURES.offPeakWeekdays.start} to ${FIGURES.offPeakWeekdays.end} and weekend evenings ${FIGURES.offPeakWeekends.start} to ${FIGURES.offPeakWeekends.end}, unless the salon sets its own hours. You see the full total, including the ${FIGURES.bookingFee} booking fee, before you pay by card, credit or both.`,
    icon: CalendarClock,
  },
  {
    title: 'Enjoy',
    description:
      `Your booking is confirmed as soon as payment goes through, and it waits for you in My Bookings. Turn up, relax and enjoy your treatment. If plans change, you can cancel from My Bookings up to ${FIGURES.cancellationNotice} before.`,
    icon: Sparkles,
  },
];

interface Value {
  title: string;
  description: string;
  icon: LucideIcon;
}

const values: readonly Value[] = [
  {
    title: 'Prices you can read',
    description:
      `The usual price, the off-peak price and the ${FIGURES.bookingFee} booking fee are all shown before you pay. The card processing fee is never added to your bill.`,
    icon: ReceiptText,
  },
  {
    title: 'Fair to the people doing the work',
    description:
      'Salons set their own off-peak prices and hours. They receive the price they set, less the card processing on that price (Lull pays it on the booking fee), paid within 7 business days of each completed appointment.',
    icon: HeartHandshake,
  },
  {
    title: 'Checked before listing',
    description:
      'Our team reviews every business, and every service it offers, before it appears on Lull. Reviews usually take 1 to 2 business days.',
    icon: BadgeCheck,
  },
  {
    title: 'Careful with your data',
    description:
      'We collect what we need to run your bookings and nothing more. Your card number goes straight to our payment provider, and we only send marketing emails if you ask for them.',
    icon: Lock,
  },
];

export function AboutPage() {
  return (
    <StaticPageLayout
      title="How it Works"
      intro={
        <p>
          Lull lets you book beauty and wellness treatments in salons’ quiet hours for up to 50% less. Here is how it
          works, and why we think it is a fairer way to book for everyone involved.
        </p>
      }
    >
      <Section id="mission" title="Our mission">
        <p>
          Most salons, spas and therapists are busiest in the evenings and at weekends, and quiet in the middle of a
          weekday. Those quiet hours still cost them rent, wages and heating, but they earn nothing. Lull exists to
          fill them.
        </p>
        <p>
          Businesses offer their off-peak times at a lower price, you book them through Lull, and both sides come out
          ahead: you pay less for a treatment you wanted anyway, and a local business is paid for time that would
          otherwise have gone unused.
        </p>
      </Section>

      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="font-display text-2xl leading-snug text-stone-900 sm:text-[1.7rem]">
          Lull at a glance
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {productFacts.map((fact) => (
            <li
              key={fact.label}
              className={`rounded-2xl border p-5 ${
                fact.isSaving ? 'border-saving-100 bg-saving-50' : 'border-brand-100 bg-brand-50'
              }`}
            >
              <p
                className={`font-display text-3xl leading-none ${fact.isSaving ? 'text-saving-700' : 'text-brand-700'}`}
              >
                {fact.figure}
              </p>
              <p className="mt-2 font-semibold text-stone-900">{fact.label}</p>
              <p className="mt-1 text-sm leading-6 text-stone-700">{fact.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="font-display text-2xl leading-snug text-stone-900 sm:text-[1.7rem]">
          Three steps to a quieter, cheaper appointment
        </h2>
        <NumberedSteps steps={steps} className="mt-6" />
      </section>

      <section aria-labelledby="values-heading">
        <h2 id="values-heading" className="font-display text-2xl leading-snug text-stone-900 sm:text-[1.7rem]">
          What we care about
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-white p-5">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 text-sm leading-6 text-stone-700">{description}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm leading-6 text-stone-700">
          The details are in our{' '}
          <Link to="/terms" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            to="/privacy-policy"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Privacy Policy
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="get-started-heading" className="rounded-3xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="get-started-heading" className="font-display text-2xl leading-snug sm:text-[1.7rem]">
          Ready when you are
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">Looking for a treatment?</h3>
            <p className="mt-1 text-sm leading-6 text-brand-100">
              See what’s on offer in salons’ quiet hours, with the saving shown up front.
            </p>
            <Link
              to="/services"
              className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              Browse treatments
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <div>
            <h3 className="font-semibold">Run a salon or studio?</h3>
            <p className="mt-1 text-sm leading-6 text-brand-100">
              Turn empty chairs into paid appointments, on the hours and prices you choose.
            </p>
            <Link
              to="/merchant/join"
              className="mt-4 inline-flex items-center gap-2 rounded-full border border-white/70 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
            >
              List your business
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
        <p className="mt-8 border-t border-white/20 pt-5 text-sm text-brand-100">
          Still have questions?{' '}
          <Link to="/faqs" className="font-medium text-white underline underline-offset-2">
            Read the FAQs
          </Link>
          .
        </p>
      </section>
    </StaticPageLayout>
  );
}
