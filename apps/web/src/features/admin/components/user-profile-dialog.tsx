import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPhone, formatPoundsAsMoney } from '@/lib/format';
import { DialogLoadError } from '@/components/dashboard/dialog-load-error';
import { useAdminUser } from '../api/admin-users';
import { PersonHistory } from './person-history';
import { ROLE_LABELS, userName } from './user-name';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-stone-900">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const orNone = (value: string) => (value.trim() === '' ? <span className="text-stone-600">Not provided</span> : value);

/**
 * The user profile modal: every field of the account, read from GET /api/admin/users/{id}, and below it
 * what support needs of the person (decision 056): bookings, credit, reviews, sign-ins and admins' actions.
 */
export function UserProfileDialog({ userId, onOpenChange }: { userId: string | null; onOpenChange: (open: boolean) => void }) {
  const user = useAdminUser(userId);
  const data = user.data;
  return (
    <Dialog open={userId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-4xl">
        <DialogTitle>{data ? userName(data) : 'User profile'}</DialogTitle>
        <DialogDescription className="mt-1">{data ? data.email : 'Loading the account…'}</DialogDescription>
        {user.isError ? (
          <DialogLoadError query={user} fallback={'We could not load this user.'} />
        ) : !data ? (
          <div aria-busy="true" aria-label="Loading the user's profile" className="mt-5 grid grid-cols-2 gap-4">
            {Array.from({ length: 8 }, (_, n) => (
              <Skeleton key={n} className="h-10 w-full rounded-lg" />
            ))}
          </div>
        ) : (
          <dl className="mt-5 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Full name">{userName(data)}</Field>
            <Field label="Email">{data.email}</Field>
            <Field label="Phone">{orNone(data.phone === '' ? '' : formatPhone(data.phone))}</Field>
            <Field label="City">{orNone(data.city)}</Field>
            <Field label="Role">{ROLE_LABELS[data.role]}</Field>
            <Field label="Account status">
              <Badge colour={data.is_approved ? 'green' : 'red'}>{data.is_approved ? 'Active' : 'Disabled'}</Badge>
            </Field>
            <Field label="Credit balance">{formatPoundsAsMoney(data.credit_balance)}</Field>
            <Field label="Referral code">
              <span className="font-mono">{data.referral_code}</span>
            </Field>
            <Field label="Total bookings">{data.total_bookings}</Field>
            <Field label="Total spent">{formatPoundsAsMoney(data.total_spent)}</Field>
            <Field label="GDPR consent">{yesNo(data.gdpr_consent)}</Field>
            <Field label="Marketing consent">{yesNo(data.marketing_consent)}</Field>
            <Field label="Member since">{formatDate(data.created_at)}</Field>
            {data.merchant_contact_person ? <Field label="Business contact person">{data.merchant_contact_person}</Field> : null}
          </dl>
        )}
        {data ? <PersonHistory key={data.id} userId={data.id} /> : null}
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
