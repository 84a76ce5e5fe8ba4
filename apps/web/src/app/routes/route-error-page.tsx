import { RotateCw } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { reloadPage } from '@/lib/browser';
import { NotFoundPage } from './not-found-page';

/**
 * The last line of defence: a page that failed to load (usually its code, after a new release) or threw.
 * Rendered without the shell, which may be what failed.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-stone-50 px-4 text-center">
      <Link to="/" aria-label="Lull, home" className="rounded-lg">
        <Logo />
      </Link>
      <h1 className="mt-10 font-display text-3xl text-stone-900 sm:text-4xl">Something went wrong</h1>
      <p className="mt-3 max-w-md text-base leading-7 text-stone-700">
        This page didn’t load properly. Reloading usually fixes it — if it doesn’t, please try again in a few
        minutes.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={reloadPage}>
          <RotateCw className="size-4" aria-hidden="true" />
          Reload the page
        </Button>
        <Button asChild size="lg" variant="secondary">
          <a href="/">Back to Home</a>
        </Button>
      </div>
    </div>
  );
}
