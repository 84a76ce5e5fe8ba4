import { CircleCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useAuthModal } from '@/features/auth/hooks/use-auth-modal';
import { CompleteProfileForm } from './components/complete-profile-form';

/** /register — 'Complete Your Profile': the details a Google sign-up doesn't bring with it. */
export function CompleteProfilePage() {
  const { user, isLoading } = useCurrentUser();
  const authModal = useAuthModal();

  if (isLoading) return <PageSpinner />;
  if (user?.profile_complete) return <ProfileAlreadyComplete />;

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className="text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <UserRound className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-4xl text-stone-900">Complete Your Profile</h1>
        <p className="mt-3 text-base leading-7 text-stone-700">
          A few details so salons know who’s coming and can reach you about your booking.
        </p>
      </div>

      {user === null ? (
        <div className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <h2 className="text-base font-semibold text-stone-900">Sign up or log in first</h2>
          <p className="mt-1 text-sm leading-6 text-stone-700">
            This page finishes an account started with Google. To create a new account, sign up — it only takes a
            minute — or log in if you already have one.
          </p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => authModal.open({ mode: 'register', redirectTo: '/services' })}>Sign up</Button>
            <Button variant="secondary" onClick={() => authModal.open({ mode: 'login', redirectTo: '/services' })}>
              Log in
            </Button>
          </div>
        </div>
      ) : null}

      <div className="mt-8 rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <CompleteProfileForm key={user?.id ?? 'signed-out'} user={user} />
      </div>
    </div>
  );
}

function ProfileAlreadyComplete() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-full bg-saving-50 text-saving-700">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-display text-4xl text-stone-900">Your profile is complete</h1>
      <p className="mt-3 text-base leading-7 text-stone-700">
        You’re all set to book. You can change your details any time in Account Settings.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/services">Browse treatments</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/account">Account Settings</Link>
        </Button>
      </div>
    </div>
  );
}
