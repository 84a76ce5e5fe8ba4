import { BUSINESS_DAYS, parseBusinessWeek } from '@lull/domain/business-hours';
import type { FileRecord } from '@lull/domain/contracts/merchants';
import { salonCancellationsText } from '@lull/domain/salon-booking-changes';
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPhone, safeWebsite } from '@/lib/format';
import { DialogLoadError } from '@/components/dashboard/dialog-load-error';
import { type AdminMerchantDetail, useAdminMerchant } from '../api/admin-merchants';
import { MerchantStatus, merchantActions } from './merchant-status';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-5">
      <h3 className="font-display text-lg text-stone-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'min-w-0 sm:col-span-2' : 'min-w-0'}>
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

const orNone = (value: string, none = 'Not provided') => (value.trim() === '' ? <span className="text-stone-600">{none}</span> : value);

function WebLink({ url }: { url: string }) {
  const site = safeWebsite(url);
  return site ? (
    <a href={site.href} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
      {site.label}
    </a>
  ) : (
    orNone(url)
  );
}

/** The week as the business set it, a line a day. */
function BusinessHours({ text }: { text: string }) {
  const week = parseBusinessWeek(text);
  if (!week) return <>{orNone(text)}</>;
  return (
    <ul className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
      {BUSINESS_DAYS.map((day) => {
        const opening = week[day];
        return (
          <li key={day} className="contents">
            <span className="text-stone-700">{day}</span>
            <span>{opening.closed ? 'Closed' : `${opening.open}–${opening.close}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** A stored file with its two ways out: open it in a new tab, or download it under its uploaded name. */
function FileRow({ file }: { file: FileRecord }) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 px-3 py-2 text-sm">
      {file.mime_type.startsWith('image/') ? (
        <img src={file.file_url} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" />
      ) : (
        <FileText className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-stone-900">{file.original_name}</span>
        <span className="text-stone-600">{fileSize(file.file_size)}</span>
      </span>
      <span className="flex gap-1">
        <a
          href={file.file_url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
          aria-label={`Open ${file.original_name}`}
        >
          <ExternalLink className="size-4" aria-hidden="true" /> Open
        </a>
        <a
          href={`${file.file_url}?download=1`}
          download={file.original_name}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-medium text-brand-700 hover:bg-brand-50"
          aria-label={`Download ${file.original_name}`}
        >
          <Download className="size-4" aria-hidden="true" /> Download
        </a>
      </span>
    </li>
  );
}

export interface MerchantProfileActions {
  onApprove: (merchant: AdminMerchantDetail) => void;
  onReject: (merchant: AdminMerchantDetail) => void;
  onPause: (merchant: AdminMerchantDetail) => void;
  onUnpause: (merchant: AdminMerchantDetail) => void;
  onEdit: (merchant: AdminMerchantDetail) => void;
  onDelete: (merchant: AdminMerchantDetail) => void;
  /** The action under way, so its button shows a spinner. */
  busy?: 'approve' | 'pause' | 'unpause' | null;
}

function Profile({ merchant }: { merchant: AdminMerchantDetail }) {
  const declined = merchant.status === 'declined';
  return (
    <div className="mt-5 space-y-5">
      {declined ? (
        <div role="note" aria-label="Rejection Details" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
          <p className="font-semibold">Rejection Details</p>
          <p className="mt-1">
            <span className="font-medium">Reason: </span>
            {merchant.rejection_reason ?? 'No reason recorded'}
          </p>
          {merchant.admin_notes ? (
            <p className="mt-1">
              <span className="font-medium">Admin notes: </span>
              {merchant.admin_notes}
            </p>
          ) : null}
          <p className="mt-2 text-red-800">
            The owner sees the reason on their dashboard; when they update the application it comes back as Pending. You can also approve it now.
          </p>
        </div>
      ) : null}

      <Section title="Business Information">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label="Business name">{merchant.business_name}</Field>
          <Field label="Contact person">{orNone(merchant.contact_person)}</Field>
          <Field label="Category">{orNone(merchant.business_category, 'Not specified')}</Field>
          <Field label="Status">
            <MerchantStatus merchant={merchant} />
          </Field>
          <Field label="Email">
            <a href={`mailto:${merchant.user_email}`} className="text-brand-700 underline underline-offset-2">
              {merchant.user_email}
            </a>
            {merchant.owner_email && merchant.owner_email !== merchant.user_email ? (
              <span className="block text-xs text-stone-600">Owner signs in as {merchant.owner_email}</span>
            ) : null}
          </Field>
          <Field label="Phone">{merchant.phone ? formatPhone(merchant.phone) : orNone('')}</Field>
        </dl>
      </Section>

      <Section title="Business Address">
        <address className="text-sm text-stone-900 not-italic">
          {[merchant.address_line_1, merchant.address_line_2, merchant.city, merchant.postcode].filter((line) => line.trim() !== '').map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {merchant.address_line_1 === '' && merchant.city === '' ? <span className="text-stone-600">Not provided</span> : null}
        </address>
      </Section>

      <Section title="Online Presence">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label="Website">{merchant.website_url ? <WebLink url={merchant.website_url} /> : orNone('')}</Field>
          <Field label="Social media">{merchant.social_media_url ? <WebLink url={merchant.social_media_url} /> : orNone('')}</Field>
        </dl>
      </Section>

      <Section title="Additional Information">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Field label="Description" wide>
            <span className="whitespace-pre-line">{orNone(merchant.description)}</span>
          </Field>
          <Field label="Applied">{formatDate(merchant.created_at)}</Field>
          <Field label="Services">{merchant.services_count}</Field>
          <Field label="Bookings cancelled by the salon">{salonCancellationsText(merchant.salon_cancellations, merchant.recent_salon_cancellations)}</Field>
          {merchant.approved_at ? <Field label="Approved">{formatDate(merchant.approved_at)}</Field> : null}
          {merchant.paused_at && merchant.is_paused ? <Field label="Paused since">{formatDate(merchant.paused_at)}</Field> : null}
          {merchant.is_paused && merchant.pause_reason ? <Field label="Pause reason">{merchant.pause_reason}</Field> : null}
          <Field label="Business hours" wide>
            <BusinessHours text={merchant.availability_hours} />
          </Field>
          {declined ? <Field label="Rejection reason">{merchant.rejection_reason ?? orNone('')}</Field> : null}
          {merchant.admin_notes ? <Field label="Admin notes">{merchant.admin_notes}</Field> : null}
        </dl>
      </Section>

      <Section title="Logo and Certificates">
        <div className="space-y-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Logo</p>
            {merchant.logo_files.length > 0 ? (
              <ul className="mt-2 space-y-2" aria-label="Logo">
                {merchant.logo_files.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-stone-600">No logo uploaded</p>
            )}
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Certificates</p>
            {merchant.certificate_files.length > 0 ? (
              <ul className="mt-2 space-y-2" aria-label="Certificates">
                {merchant.certificate_files.map((file) => (
                  <FileRow key={file.id} file={file} />
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-sm text-stone-600">No certificates uploaded</p>
            )}
          </div>
        </div>
      </Section>
    </div>
  );
}

/**
 * The merchant profile modal (admin spec §2.2): every section of the business, its logo and certificates to open
 * and download, the red Rejection Details box of a declined application, and what an admin can do with it now.
 */
export function MerchantProfileDialog({ merchantId, onOpenChange, actions }: { merchantId: string | null; onOpenChange: (open: boolean) => void; actions: MerchantProfileActions }) {
  const merchant = useAdminMerchant(merchantId);
  const data = merchant.data;
  const allowed = data ? merchantActions(data) : null;
  return (
    <Dialog open={merchantId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <div className="flex flex-wrap items-start gap-4 pr-8">
          {data?.logo_url ? <img src={data.logo_url} alt={`${data.business_name} logo`} width={56} height={56} className="size-14 rounded-2xl object-cover" /> : null}
          <div className="min-w-0 flex-1">
            <DialogTitle>{data ? data.business_name : 'Merchant profile'}</DialogTitle>
            <DialogDescription className="mt-1">
              {data ? [data.contact_person, data.city].filter(Boolean).join(' · ') || 'Business profile' : 'Loading the business…'}
            </DialogDescription>
          </div>
        </div>
        {merchant.isError ? (
          <DialogLoadError query={merchant} fallback={'We could not load this business.'} />
        ) : !data ? (
          <div aria-busy="true" aria-label="Loading the business's profile" className="mt-5 grid grid-cols-2 gap-4">
            {Array.from({ length: 8 }, (_, n) => (
              <Skeleton key={n} className="h-10 w-full rounded-lg" />
            ))}
          </div>
        ) : (
          <Profile merchant={data} />
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {data && allowed ? (
            <>
              <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => actions.onDelete(data)}>
                Delete
              </Button>
              <Button variant="secondary" onClick={() => actions.onEdit(data)}>
                Edit
              </Button>
              <Button asChild variant="secondary">
                <Link to={`/merchant/payment-settings?merchant_id=${data.id}`}>Payments</Link>
              </Button>
              {allowed.canPause ? (
                <Button variant="secondary" isLoading={actions.busy === 'pause'} onClick={() => actions.onPause(data)}>
                  Pause
                </Button>
              ) : null}
              {allowed.canUnpause ? (
                <Button variant="secondary" isLoading={actions.busy === 'unpause'} onClick={() => actions.onUnpause(data)}>
                  Unpause
                </Button>
              ) : null}
              {allowed.canReject ? (
                <Button variant="secondary" className="text-red-800" onClick={() => actions.onReject(data)}>
                  Reject
                </Button>
              ) : null}
              {allowed.canApprove ? (
                <Button isLoading={actions.busy === 'approve'} onClick={() => actions.onApprove(data)}>
                  Approve
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
