import { Building2, Store } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { logout } from '@/features/auth/api/logout';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { useMyMerchant } from './api/my-merchant';
import { OnboardingForm } from './components/onboarding-form';

const HERE = '/merchant/onboarding';

function Heading() {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Store className="size-6" aria-hidden="true" />
      </span>
      <h1 className="mt-4 font-display text-4xl text-stone-900">List your business on Lull</h1>
      <p className="mt-3 text-base leading-7 text-stone-700">
        Tell us about your business. We review every application, usually within 1–2 business days.
      </p>
    </div>
  );
}

function AlreadyHasBusiness() {
  const authModal = useAuthModal();
  return (
    <div className="mx-auto mt-8 max-w-xl rounded-3xl border border-stone-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <Building2 className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h2 className="mt-3 font-display text-2xl text-stone-900">Account Already Has Business</h2>
      <p className="mt-2 leading-7 text-stone-700">Each account runs one business. Yours is already on Lull: manage it from your dashboard.</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to="/merchant/dashboard">Merchant Dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">Home</Link>
        </Button>
      </div>
      <p className="mt-6 text-sm leading-6 text-stone-700">
        To list another business,{' '}
        <button
          type="button"
          className="font-medium text-brand-700 underline underline-offset-2"
          onClick={() => void logout().then(() => authModal.open({ mode: 'register', redirectTo: HERE }))}
        >
          use a different email
        </button>{' '}
        or{' '}
        <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
          contact support
        </Link>
        .
      </p>
    </div>
  );
}

/** /merchant/onboarding: the application form, for a signed-in account without a business. */
export function OnboardingPage() {
  const { user, isLoading } = useCurrentUser();
  const authModal = useAuthModal();
  const business = useMyMerchant(Boolean(user));

  let body;
  if (isLoading) body = <PageSpinner />;
  else if (!user) {
    body = (
      <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center">
        <p className="font-semibold text-stone-900">Please sign in to continue</p>
        <p className="mt-1 text-sm leading-6 text-stone-700">Your business is listed under your Lull account. New here? Sign up takes a minute.</p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button onClick={() => authModal.open({ mode: 'register', redirectTo: HERE })}>Sign up</Button>
          <Button variant="secondary" onClick={() => authModal.open({ mode: 'login', redirectTo: HERE })}>
            Log in
          </Button>
        </div>
      </div>
    );
  } else if (business.isPending) {
    body = (
      <p role="status" className="mt-10 text-center text-stone-700">
        Checking existing business...
      </p>
    );
  } else if (business.isError) {
    body = (
      <div role="alert" className="mx-auto mt-8 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-5 text-center text-red-900">
        <p className="font-semibold">We could not check for an existing business.</p>
        <p className="mt-1 text-sm">Check your connection and try again.</p>
        <Button className="mt-4" onClick={() => void business.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (business.data) body = <AlreadyHasBusiness />;
  else {
    body = (
      <div className="mt-8">
        <OnboardingForm contactPerson={[user.first_name, user.last_name].filter(Boolean).join(' ')} accountPhone={user.phone} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <Heading />
      {body}
    </div>
  );
}
