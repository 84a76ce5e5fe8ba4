import { Check, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useCalendarFeeds, useRotateCalendarFeeds } from '../api/calendar-feeds';

/** One address with its Copy button; "Copied" for two seconds, and said to a screen reader. */
function FeedAddress({ label, hint, url }: { label: string; hint: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access (an old browser, a denied permission) the field is selected to copy by hand.
      const field = document.getElementById(id);
      if (field instanceof HTMLInputElement) field.select();
    }
    setCopied(true);
  }

  return (
    <li className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label} <span className="font-normal text-stone-600">· {hint}</span>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-11 min-w-0 flex-1 rounded-xl border border-stone-300 bg-stone-50 px-3.5 text-base text-stone-900 sm:text-sm"
        />
        <Button type="button" variant="secondary" className="w-28 shrink-0" onClick={() => void copy()} aria-label={copied ? `${label}: copied` : `Copy ${label}'s address`}>
          {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
          <span aria-hidden="true">{copied ? 'Copied' : 'Copy'}</span>
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? `${label}'s address copied` : ''}
      </p>
    </li>
  );
}

/**
 * "Subscribe in your calendar" (decision 051): the secret addresses Google, Apple and Outlook calendars subscribe to,
 * the business's and each member's, and new addresses when one has been shared too widely.
 */
export function CalendarFeedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const feeds = useCalendarFeeds(open);
  const rotate = useRotateCalendarFeeds();
  const [confirming, setConfirming] = useState(false);
  const [renewed, setRenewed] = useState(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setRenewed(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogTitle className="pr-8">Subscribe in your calendar</DialogTitle>
        <DialogDescription className="mt-2">
          See your bookings, breaks and time off in Google, Apple or Outlook Calendar. Add an address below as a calendar
          subscription: changes here show there the next time your calendar checks (usually within a few hours). Keep
          these addresses private: anyone who has one can see that diary.
        </DialogDescription>

        {feeds.isError ? (
          <div role="alert" className="mt-5 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
            <p>{errorMessage(feeds.error, 'We could not load your calendar addresses.')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void feeds.refetch()}>
              Try again
            </Button>
          </div>
        ) : !feeds.data ? (
          <div className="mt-5 space-y-4" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <>
            {renewed ? (
              <p role="status" className="mt-5 rounded-2xl bg-saving-50 p-3 text-sm text-saving-700">
                New addresses are ready. The old ones no longer work: subscribe again with these.
              </p>
            ) : null}
            <ul className="mt-5 space-y-4">
              <FeedAddress label="Whole business" hint="every booking and block" url={feeds.data.business.url} />
              {feeds.data.members.map((member) => (
                <FeedAddress key={member.team_member_id} label={member.display_name} hint="their bookings and blocks" url={member.url} />
              ))}
            </ul>
          </>
        )}

        <div className="mt-6 rounded-2xl bg-stone-50 p-4 text-sm leading-6 text-stone-700">
          <h3 className="font-semibold text-stone-900">How to add it</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            <li>
              <strong className="font-medium text-stone-900">Google Calendar</strong> (on a computer): Other calendars, +, From URL, then paste the address.
            </li>
            <li>
              <strong className="font-medium text-stone-900">Apple Calendar</strong>: on a Mac, File, New Calendar Subscription; on an iPhone, Settings, Calendar,
              Accounts, Add Account, Other, Add Subscribed Calendar.
            </li>
            <li>
              <strong className="font-medium text-stone-900">Outlook</strong>: Add calendar, Subscribe from web, then paste the address.
            </li>
          </ul>
        </div>

        <div className="mt-6 flex flex-col gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">Shared an address by mistake, or someone left?</p>
          <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!feeds.data}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Get new addresses
          </Button>
        </div>

        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Get new addresses?"
          description="Every address shown here stops working at once, the business's and each team member's. Calendars subscribed to them stop updating: add the new addresses to the calendars you still want to see the diary in."
          confirmLabel="Get new addresses"
          destructive
          fallbackError="We could not make new addresses. Please try again."
          onConfirm={async () => {
            await rotate.mutateAsync();
            setRenewed(true);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
