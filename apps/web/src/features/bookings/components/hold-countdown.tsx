import { HOLD_MINUTES } from '@lull/domain/booking-status';
import { Timer } from 'lucide-react';
import { useEffect, useState } from 'react';

import { cn } from '@/components/ui/cn';

/**
 * Seconds until `expiresAt`, ticking every second; 0 once it has passed. Never more than a whole hold, so
 * a device clock a little behind the server's doesn't show '5:01'.
 */
export function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (expiresAt === null) return null;
  return Math.min(HOLD_MINUTES * 60, Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000)));
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Complete Payment 4:32': the real time left on the hold. Screen readers hear it on focus rather than
 * every second; the minute left is announced once.
 */
export function HoldCountdown({ secondsLeft, className }: { secondsLeft: number; className?: string }) {
  const urgent = secondsLeft <= 60;
  return (
    <div className={className}>
      <p
        role="timer"
        aria-label={`Time left to complete payment: ${formatCountdown(secondsLeft)}`}
        className={cn(
          'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold tabular-nums',
          urgent ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
        )}
      >
        <Timer className="size-4" aria-hidden="true" />
        Complete Payment {formatCountdown(secondsLeft)}
      </p>
      <p aria-live="polite" className="sr-only">
        {urgent && secondsLeft > 0 ? 'Less than a minute left to complete payment.' : ''}
      </p>
    </div>
  );
}
