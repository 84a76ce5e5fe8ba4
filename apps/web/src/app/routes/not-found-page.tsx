import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 font-display text-4xl text-stone-900 sm:text-5xl">Page not found</h1>
      <p className="mt-4 text-lg leading-8 text-stone-700">
        We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">Back to Home</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/services">Browse treatments</Link>
        </Button>
      </div>
    </div>
  );
}
