import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { useBookingTerms } from '../api/get-booking-terms';
import { AgreementDialog } from './agreement-dialog';

export interface Agreed {
  terms: boolean;
  policy: boolean;
}

interface BookingAgreementsProps {
  businessName: string;
  terms: ReturnType<typeof useBookingTerms>;
  /** The business's own booking policy; null when it has none. */
  policy: string | null;
  agreed: Agreed;
  onAgreedChange: (agreed: Agreed) => void;
}

/** Lull's booking terms and the business's policy: a box to tick for each, and each to read in a dialog. */
export function BookingAgreements({ businessName, terms, policy, agreed, onAgreedChange }: BookingAgreementsProps) {
  const [openDialog, setOpenDialog] = useState<'terms' | 'policy' | null>(null);
  const agree = (change: Partial<Agreed>) => onAgreedChange({ ...agreed, ...change });

  return (
    <>
      <div className="space-y-3">
        {terms.isError ? (
          <p className="text-sm text-stone-700">
            We couldn’t load the booking terms.{' '}
            <Button variant="link" size="sm" onClick={() => void terms.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <div>
            <Checkbox
              id="agree-terms"
              checked={agreed.terms}
              disabled={terms.data === undefined}
              onChange={(event) => agree({ terms: event.target.checked })}
              label="I agree to Lull’s booking terms"
            />
            <Button variant="link" size="sm" className="ml-8" onClick={() => setOpenDialog('terms')} disabled={terms.data === undefined}>
              Read the booking terms
            </Button>
          </div>
        )}
        {policy !== null ? (
          <div>
            <Checkbox
              id="agree-policy"
              checked={agreed.policy}
              onChange={(event) => agree({ policy: event.target.checked })}
              label={`I agree to ${businessName}’s booking policy`}
            />
            <Button variant="link" size="sm" className="ml-8" onClick={() => setOpenDialog('policy')}>
              Read the business’s policy
            </Button>
          </div>
        ) : null}
      </div>

      {terms.data ? (
        <AgreementDialog
          open={openDialog === 'terms'}
          onOpenChange={(open) => setOpenDialog(open ? 'terms' : null)}
          title="Booking terms"
          description="Please read Lull’s booking terms before you book."
          content={terms.data.content}
          onAgree={() => agree({ terms: true })}
        />
      ) : null}
      {policy !== null ? (
        <AgreementDialog
          open={openDialog === 'policy'}
          onOpenChange={(open) => setOpenDialog(open ? 'policy' : null)}
          title={`${businessName}’s booking policy`}
          description="This business’s own rules for bookings and cancellations."
          content={policy}
          onAgree={() => agree({ policy: true })}
        />
      ) : null}
    </>
  );
}
