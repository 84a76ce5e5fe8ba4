import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { PREPARE_SERVICES } from './components/review-banner';

/** The spec's redirect to the home page after 30 seconds. */
const REDIRECT_SECONDS = 30;

/** /merchant/onboarding/success: thanks, what happens next, and home after 30 seconds (or at once). */
export function OnboardingSuccessPage() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    if (secondsLeft <= 0) {
      void navigate('/');
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="flex size-14 items-center justify-center rounded-full bg-saving-50 text-saving-700">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-display text-4xl text-stone-900">Thank you for applying</h1>
      <p className="mt-3 text-base leading-7 text-stone-700">Your application is with our team. Here is what happens next:</p>
      <ol className="mt-6 list-decimal space-y-2 pl-5 text-left leading-7 text-stone-700">
        <li>We review your business and certificates, usually within 1–2 business days.</li>
        <li>We email you when it is approved, and your dashboard opens in full.</li>
        <li>Meanwhile, in the Merchant Dashboard’s Services tab: {PREPARE_SERVICES}</li>
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/merchant/dashboard" className="font-semibold text-brand-700 underline underline-offset-2">
          Go to the Merchant Dashboard
        </Link>
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2">
          Go to the home page now
        </Link>
      </div>
      <p className="mt-6 text-sm text-stone-600" aria-live="off">
        Taking you to the home page in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
      </p>
    </div>
  );
}
