import { BUSY_CALENDAR_URL_MAX, busySyncSummary } from '@lull/domain/busy-calendars';
import { formatLondonInstant } from '@lull/domain/london-format';
import { londonDateOf, londonTimeOf } from '@lull/domain/london-time';
import { CalendarClock, CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { type BusyCalendarStatus, useRemoveBusyCalendar, useSaveBusyCalendar } from '../api/team';

export const SAVE_BUSY_CALENDAR_FAILED = 'We could not save that address. Please try again.';
export const REMOVE_BUSY_CALENDAR_FAILED = 'We could not stop reading that calendar. Please try again.';

/** '14:05' today, else 'Wed 10 Jun 2026 at 14:05' (London). */
function syncedWhen(iso: string, now: Date): string {
  const at = new Date(iso);
  return londonDateOf(at) === londonDateOf(now) ? londonTimeOf(at) : formatLondonInstant(at);
}

/** What the last read of a busy calendar came to, in a line: 'Last synced 14:05 · 12 busy times · 1 clash', or why it failed. */
export function busyCalendarLine(status: BusyCalendarStatus, now: Date = new Date()): { text: string; failed: boolean } {
  if (status.last_synced_at === null || status.last_sync_ok === null) return { text: 'Not read yet: Lull reads it within a few minutes.', failed: false };
  const when = syncedWhen(status.last_synced_at, now);
  if (status.last_sync_ok) return { text: `Last synced ${when} · ${busySyncSummary(status.event_count, status.clash_count)}`, failed: false };
  return { text: `${status.last_sync_message ?? 'Could not read this calendar.'} (tried ${when})`, failed: true };
}

/** A busy calendar's state where the Team tab lists it: its host and its last read, a failure in red with an icon. */
export function BusyCalendarSummary({ status, className }: { status: BusyCalendarStatus | null; className?: string }) {
  if (status === null) return <span className={cn('text-stone-600', className)}>Not connected</span>;
  const line = busyCalendarLine(status);
  return (
    <span className={cn('block space-y-0.5', className)}>
      <span className="block font-medium text-stone-900">{status.url_hint}</span>
      <span className={cn('flex items-start gap-1.5', line.failed ? 'text-red-700' : 'text-stone-700')}>
        {line.failed ? <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> : null}
        <span>{line.text}</span>
      </span>
    </span>
  );
}

/**
 * A member's (or the business's) busy calendar (decision 051): the secret iCalendar address of their other diary,
 * read every few minutes, each event a busy time customers are not offered. Saving reads it at once and shows the
 * outcome here; the address itself is never shown again, only its host.
 */
export function BusyCalendarDialog({
  memberId,
  ownerName,
  status,
  open,
  onOpenChange,
}: {
  /** Null: the business's own calendar, whose busy times block everyone. */
  memberId: string | null;
  ownerName: string;
  status: BusyCalendarStatus | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveBusyCalendar();
  const remove = useRemoveBusyCalendar();
  const [url, setUrl] = useState('');
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const fieldError = save.error instanceof ApiError ? save.error.fields.url : undefined;
  const formError = save.isError && !fieldError ? errorMessage(save.error, SAVE_BUSY_CALENDAR_FAILED) : remove.isError ? errorMessage(remove.error, REMOVE_BUSY_CALENDAR_FAILED) : null;
  const fieldId = `busy-calendar-url-${memberId ?? 'business'}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { memberId, url },
      {
        onSuccess: (answer) => {
          setUrl('');
          if (answer.last_sync_ok) toast.success(`Reading ${answer.url_hint}: ${busySyncSummary(answer.event_count, answer.clash_count)}.`);
        },
      },
    );
  }

  function stopReading() {
    remove.mutate(memberId, {
      onSuccess: () => {
        toast.success(`Stopped reading ${ownerName === 'your business' ? 'the business' : `${ownerName}'s`} other calendar.`);
        setConfirmingRemove(false);
        onOpenChange(false);
      },
    });
  }

  // The answer to the last save, else what the team list says.
  const shown = save.data ?? status;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          save.reset();
          remove.reset();
          setConfirmingRemove(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle className="flex items-center gap-2.5">
          <CalendarClock className="size-6 shrink-0 text-stone-700" aria-hidden="true" />
          Busy calendar for {ownerName}
        </DialogTitle>
        <DialogDescription className="mt-2">
          {memberId === null
            ? 'Paste the secret address of the business’s other calendar: its events block everyone, and customers are not offered those times.'
            : `Paste the secret address of ${ownerName}’s other calendar: its events become busy times in their diary, and customers are not offered those times.`}{' '}
          Lull checks it every few minutes.
        </DialogDescription>

        {shown ? (
          <div className="mt-5 rounded-xl border border-stone-200 bg-stone-50 px-3.5 py-3 text-sm" aria-live="polite">
            <p className="text-stone-700">Reading from</p>
            <BusyCalendarSummary status={shown} />
          </div>
        ) : null}

        <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
          <FormError>{formError}</FormError>
          <TextField
            id={fieldId}
            label={shown ? 'Replace with another address' : 'Secret address (iCal)'}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            maxLength={BUSY_CALENDAR_URL_MAX + 100}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={fieldError}
            hint="Google: Settings › your calendar › Secret address in iCal format. Apple: Share calendar › Public calendar. Outlook: Publish a calendar › ICS link."
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {status !== null ? (
              <Button type="button" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setConfirmingRemove(true)} disabled={save.isPending}>
                Stop reading
              </Button>
            ) : null}
            <Button type="submit" isLoading={save.isPending} disabled={url.trim() === ''}>
              {save.isPending ? 'Reading…' : 'Save and read'}
            </Button>
          </div>
        </form>

        {confirmingRemove ? (
          <div role="alertdialog" aria-labelledby={`${fieldId}-remove`} className="mt-5 space-y-3 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm">
            <p id={`${fieldId}-remove`} className="font-medium text-red-900">
              Stop reading this calendar? Its busy times leave the diary, and customers can book those times again.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => setConfirmingRemove(false)}>
                Keep it
              </Button>
              <Button type="button" className="bg-red-700 hover:bg-red-800 active:bg-red-900" isLoading={remove.isPending} onClick={stopReading}>
                Stop reading
              </Button>
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
