import { HelpCircle, Mail } from 'lucide-react';
import { Link } from 'react-router';

import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { DeleteAccount } from './components/delete-account';
import { FavouritesSection } from './components/favourites-section';
import { PasswordForm } from './components/password-form';
import { PersonalDetails } from './components/personal-details';
import { ShareAndCredits } from './components/share-and-credits';

/** /account (signed in; the route guard sends others to log in): everything a customer manages about themselves. */
export function AccountPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading || user === null) return <PageSpinner label="Loading your account…" />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-4xl text-stone-900">Account Settings</h1>
      <p className="mt-2 text-stone-700">Your details, password, favourites, credit and referrals.</p>
      <div className="mt-8 space-y-6">
        <PersonalDetails key={user.id} user={user} />
        <PasswordForm />
        <FavouritesSection />
        <ShareAndCredits referralCode={user.referral_code} />
        <section aria-labelledby="support-heading" className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="support-heading" className="text-xl font-semibold text-stone-900">
            Support
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/faqs" className="inline-flex items-center gap-2 rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                <HelpCircle className="size-4" aria-hidden="true" />
                Frequently asked questions
              </Link>
            </li>
            <li>
              <Link to="/contact" className="inline-flex items-center gap-2 rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                <Mail className="size-4" aria-hidden="true" />
                Contact our team
              </Link>
            </li>
          </ul>
        </section>
        <DeleteAccount />
      </div>
    </div>
  );
}
