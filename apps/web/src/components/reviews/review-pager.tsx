import { Button } from '../ui/button';

/** Newer / Page n of m / Older under a list of reviews (newest first); nothing when it fits on one page. */
export function ReviewPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-between gap-3" aria-label="Review pages">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </Button>
      <p className="text-sm text-stone-700" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </Button>
    </nav>
  );
}
