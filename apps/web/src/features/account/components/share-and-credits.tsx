import type { CreditEntryType } from '@lull/domain/contracts/account';
import { Check, ChevronDown, Copy, Gift, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FIGURES } from '@lull/domain/figures';
import { formatDate, formatPoundsAsMoney } from '@/lib/format';
import { useCreditHistory } from '../api/get-credit-history';
import { useReferralStats } from '../api/get-referral-stats';

const TYPE_LABELS: Record<CreditEntryType, string> = {
  earned: 'Earned',
  bonus: 'Bonus',
  spent: 'Spent',
  refund: 'Refund',
  expired: 'Expired',
};

/** The link a friend signs up with: this site's origin plus ?ref={code}. */
export function referralLink(origin: string, code: string): string {
  return `${origin}?ref=${encodeURIComponent(code)}`;
}

/** Account › 'Share to earn credit': the referral link to copy or share, the stats, and the credit history. */
export function ShareAndCredits({ referralCode }: { referralCode: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="share-heading" className="rounded-3xl border border-stone-200 bg-white shadow-sm">
      <h2 id="share-heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="share-panel"
          onClick={() => setOpen((shown) => !shown)}
          className="flex w-full items-center justify-between gap-3 rounded-3xl p-5 text-left text-xl font-semibold text-stone-900 sm:p-6"
        >
          <span className="flex items-center gap-2.5">
            <Gift className="size-5 text-brand-700" aria-hidden="true" />
            Share to earn credit
          </span>
          <ChevronDown className={`size-5 text-stone-600 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
        </button>
      </h2>
      {open ? (
        <div id="share-panel" className="space-y-8 px-5 pb-6 sm:px-6">
          <ReferralProgram referralCode={referralCode} />
          <CreditHistory />
        </div>
      ) : null}
    </section>
  );
}

function ReferralProgram({ referralCode }: { referralCode: string | null }) {
  const stats = useReferralStats();
  const [copied, setCopied] = useState(false);
  const code = stats.data?.referral_code ?? referralCode;
  const link = code ? referralLink(window.location.origin, code) : null;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access (an old browser, a denied permission) the field is selected to copy by hand.
      const field = document.getElementById('referral-link');
      if (field instanceof HTMLInputElement) field.select();
    }
    setCopied(true);
  }

  const message = link ? `I book beauty treatments at off-peak prices on Lull. Sign up with my link and we both get ${FIGURES.referralReward} credit: ${link}` : '';
  return (
    <div>
      <h3 className="text-lg font-semibold text-stone-900">Referral Program</h3>
      <p className="mt-1 text-sm leading-6 text-stone-700">
        Give a friend your link. When they sign up and pay for their first booking, you get {FIGURES.referralReward} of credit to
        spend within {FIGURES.creditLifetime}.
      </p>
      {link ? (
        <>
          <label htmlFor="referral-link" className="mt-4 block text-sm font-medium text-stone-900">
            Your referral link
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id="referral-link"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              // Grows only in the row (sm and up): in the phone's column a flex-basis of 0 outranked h-11 and left it 18 px tall.
              className="h-11 w-full min-w-0 shrink-0 rounded-xl border border-stone-300 bg-stone-50 px-3.5 text-base text-stone-900 sm:w-auto sm:flex-1 sm:shrink sm:text-sm"
            />
            <Button type="button" variant="secondary" onClick={() => void copy()}>
              {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
            <Button asChild variant="secondary">
              <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noreferrer">
                <MessageCircle className="size-4" aria-hidden="true" />
                Share on WhatsApp
              </a>
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {copied ? 'Referral link copied' : ''}
          </p>
        </>
      ) : null}
      {stats.isError ? (
        <p className="mt-4 text-sm text-stone-700">We couldn’t load your referral figures just now.</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
          <div className="rounded-2xl bg-stone-50 p-4">
            <dt className="text-xs text-stone-600">Friends referred</dt>
            <dd className="mt-1 text-2xl font-semibold text-stone-900 tabular-nums">{stats.data ? stats.data.total_referrals : <Skeleton className="h-8 w-10" />}</dd>
          </div>
          <div className="rounded-2xl bg-stone-50 p-4">
            <dt className="text-xs text-stone-600">Credit to spend</dt>
            <dd className="mt-1 text-2xl font-semibold text-saving-700 tabular-nums">{stats.data ? formatPoundsAsMoney(stats.data.credit_balance) : <Skeleton className="h-8 w-16" />}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

function CreditHistory() {
  const history = useCreditHistory();
  return (
    <div>
      <h3 className="text-lg font-semibold text-stone-900">Credit History</h3>
      {history.isPending ? (
        <div role="status" aria-label="Loading credit history" className="mt-3 space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : history.isError ? (
        <p className="mt-3 text-sm text-stone-700">
          We couldn’t load your credit history.{' '}
          <Button variant="link" size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </p>
      ) : history.data.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700">No credit yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {history.data.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-4 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{entry.description}</p>
                <p className="text-xs text-stone-600">
                  {TYPE_LABELS[entry.type]} · {formatDate(entry.created_at)}
                  {entry.expires_at && entry.amount > 0 ? ` · expires ${formatDate(entry.expires_at)}` : ''}
                </p>
              </div>
              <p className={`shrink-0 font-semibold tabular-nums ${entry.amount > 0 ? 'text-saving-700' : 'text-stone-700'}`}>
                {entry.amount > 0 ? '+' : '−'}
                {formatPoundsAsMoney(Math.abs(entry.amount))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
