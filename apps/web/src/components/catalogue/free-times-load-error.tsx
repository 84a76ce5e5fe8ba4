import { Button } from '../ui/button';

/** Free times failed to load: say so and offer to try again, the same on the booking and business pages. */
export function FreeTimesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-2xl bg-stone-50 p-4 text-sm text-stone-700">
      <p>We couldn’t load free times just now.</p>
      <Button variant="link" size="sm" className="mt-1" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
