import { errorMessage } from '@/lib/api-client';
import { Button } from '../ui/button';

/** A details dialog whose record failed to load: the reason, and Try again. */
export function DialogLoadError({ query, fallback }: { query: { error: unknown; refetch: () => unknown }; fallback: string }) {
  return (
    <div role="alert" className="mt-5 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{errorMessage(query.error, fallback)}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </div>
  );
}
