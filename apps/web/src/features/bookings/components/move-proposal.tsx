import type { Booking } from '@lull/domain/contracts/bookings';
import { formatLondonDateTime } from '@lull/domain/london-format';
import { CalendarClock } from 'lucide-react';

import { Button } from '@/components/ui/button';

interface MoveProposalProps {
  booking: Booking;
  busy: boolean;
  onAnswer: (booking: Booking, answer: 'accept' | 'decline') => void;
}

/** The salon's request to move a booking, for the customer to accept or decline (decision 051). */
export function MoveProposal({ booking, busy, onAnswer }: MoveProposalProps) {
  const proposal = booking.move_proposal;
  if (proposal === null) return null;
  const when = formatLondonDateTime(proposal.booking_date, proposal.booking_time);
  return (
    <div role="group" aria-label={`${booking.merchant_business_name}'s request to move this booking`} className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900">
      <p className="flex items-start gap-2">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
        <span>
          {booking.merchant_business_name} asks to move this to <strong>{when}</strong> with {proposal.team_member_name}.
          {proposal.message.trim() ? <span className="mt-1 block italic text-stone-700">‘{proposal.message.trim()}’</span> : null}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => onAnswer(booking, 'accept')}>
          Accept new time
        </Button>
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onAnswer(booking, 'decline')}>
          Decline
        </Button>
      </div>
      <p className="mt-2 text-xs text-stone-700">Until you answer, your booking keeps its time, and you may cancel it free of charge.</p>
    </div>
  );
}
