import { Cookie } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useBrowserValue } from '@/lib/browser-value';
import { readStored, writeStored } from '@/lib/storage';

export const CONSENT_KEY = 'gdpr_consent';
export const CONSENT_DATE_KEY = 'gdpr_consent_date';

export type ConsentChoice = 'accepted' | 'rejected';

function storedChoice(): ConsentChoice | null {
  const value = readStored('local', CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/** Shown until the visitor accepts or rejects; the choice and its time are kept in this browser. */
export function CookieConsentBanner() {
  // The server cannot see this browser's choice: it draws no banner, and the browser shows it once the page is live.
  const stored = useBrowserValue<ConsentChoice | 'unknown' | null>(storedChoice, 'unknown');
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  if ((choice ?? stored) !== null) return null;

  const decide = (decision: ConsentChoice) => {
    writeStored('local', CONSENT_KEY, decision);
    writeStored('local', CONSENT_DATE_KEY, new Date().toISOString());
    setChoice(decision);
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 shadow-2xl animate-[banner-in_250ms_ease-out] sm:inset-x-6 sm:bottom-6 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex gap-3">
          <Cookie className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
          <div>
            <h2 className="text-sm font-semibold text-stone-900">Cookies on Lull</h2>
            <p className="mt-1 text-sm leading-5 text-stone-700">
              We use essential cookies to keep you signed in and your bookings secure, and we ask before using any
              others. Read our{' '}
              <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => decide('rejected')}>
            Reject
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={() => decide('accepted')}>
            Accept
          </Button>
        </div>
      </div>
    </section>
  );
}
