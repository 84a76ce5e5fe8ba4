import { marketplaceHighlights } from '@lull/domain/marketplace-figures';
import { ArrowRight, BadgeCheck, CalendarClock, ClipboardList, PoundSterling, Store, TrendingUp, Users } from 'lucide-react';
import { NumberedSteps, type NumberedStep } from '@/components/numbered-steps';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FIGURES } from '@lull/domain/figures';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useMarketplaceFigures } from './api/get-marketplace-figures';

const ONBOARDING_PATH = '/merchant/onboarding';

const benefits: readonly NumberedStep[] = [
  {
    title: 'Reach new customers',
    description: 'People nearby who are looking for a treatment this week find you by what you offer, where you are and when you are free.',
    icon: Users,
  },
  {
    title: 'Fill your off-peak hours',
    description: 'Set your quiet hours and a discount of 5% to 50%. Only those times are sold at the lower price; the rest of your diary stays full price.',
    icon: CalendarClock,
  },
  {
    title: 'Increase your revenue',
    description: `Customers pay up front. You receive your price less card processing on it (${FIGURES.processingRate} + ${FIGURES.processingFixed}), paid within 7 business days of each completed appointment.`,
    icon: TrendingUp,
  },
];

const steps: readonly NumberedStep[] = [
  { title: 'Create your profile', description: 'Your business details, opening hours, logo and certificates. About ten minutes.', icon: Store },
  { title: 'Get verified', description: 'We check every business before it is listed, usually within 1–2 business days.', icon: BadgeCheck },
  { title: 'Set your pricing', description: 'Add your services with their usual price, and choose your off-peak hours and discount.', icon: ClipboardList },
  { title: 'Start receiving bookings', description: 'Bookings arrive paid and confirmed, in your dashboard and your inbox.', icon: PoundSterling },
];

/** Get Started: straight to the form when signed in; otherwise sign in or up first, then on to the form. */
function useGetStarted() {
  const { user } = useCurrentUser();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  return () => (user ? void navigate(ONBOARDING_PATH) : authModal.open({ mode: 'register', redirectTo: ONBOARDING_PATH }));
}

function Figures() {
  const { data, isError } = useMarketplaceFigures();
  if (isError) return null;
  const highlights = data ? marketplaceHighlights(data) : undefined;
  return (
    <section aria-labelledby="figures-heading" className="mx-auto w-full max-w-5xl px-4">
      <h2 id="figures-heading" className="sr-only">
        Lull so far
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3" aria-busy={!highlights}>
        {(highlights ?? [undefined, undefined, undefined]).map((highlight, index) => (
          <li key={highlight?.label ?? index} className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-center">
            {highlight ? (
              <>
                <p className="font-display text-4xl leading-none text-brand-700">{highlight.value}</p>
                <p className="mt-2 text-sm leading-6 text-stone-700">{highlight.label}</p>
              </>
            ) : (
              <>
                <Skeleton className="mx-auto h-9 w-20" />
                <Skeleton className="mx-auto mt-3 h-4 w-32" />
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction({ onGetStarted }: { onGetStarted: () => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Button size="lg" onClick={onGetStarted}>
        Get Started <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
      <Button asChild size="lg" variant="secondary">
        <Link to="/">Browse as Customer</Link>
      </Button>
    </div>
  );
}

/** /merchant/join, 'Grow Your Business': what Lull does for a salon, how joining works, and a way in. */
export function JoinPage() {
  const getStarted = useGetStarted();
  return (
    <div className="pb-16 sm:pb-24">
      <section className="mx-auto w-full max-w-3xl px-4 pb-10 pt-12 text-center sm:pt-20">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">For salons, spas and therapists</p>
        <h1 className="mt-3 font-display text-4xl leading-tight text-stone-900 sm:text-5xl">Grow Your Business</h1>
        <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-stone-700">
          Turn the quiet hours in your diary into paid appointments. List your treatments on Lull, choose when they are
          off-peak, and let new customers book them.
        </p>
        <div className="mt-8">
          <CallToAction onGetStarted={getStarted} />
        </div>
      </section>

      <Figures />

      <section aria-labelledby="benefits-heading" className="mx-auto mt-16 w-full max-w-5xl px-4">
        <h2 id="benefits-heading" className="text-center font-display text-3xl text-stone-900">
          Why salons list on Lull
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {benefits.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-semibold text-stone-900">{title}</h3>
              <p className="mt-1 leading-7 text-stone-700">{description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="mx-auto mt-16 w-full max-w-3xl px-4">
        <h2 id="steps-heading" className="text-center font-display text-3xl text-stone-900">
          Four steps to your first booking
        </h2>
        <NumberedSteps steps={steps} className="mt-8" />
      </section>

      <section aria-labelledby="final-heading" className="mx-auto mt-16 w-full max-w-3xl px-4">
        <div className="rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-10">
          <h2 id="final-heading" className="font-display text-3xl">
            Ready to fill your quiet hours?
          </h2>
          <p className="mx-auto mt-3 max-w-lg leading-7 text-brand-100">
            Listing is free. Customers pay the {FIGURES.bookingFee} booking fee; you only pay card processing on what you earn.
          </p>
          <div className="mt-6 flex justify-center">
            <Button size="lg" variant="secondary" onClick={getStarted}>
              Get Started <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
