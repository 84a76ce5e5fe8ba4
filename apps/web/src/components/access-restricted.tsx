import { Lock } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from './ui/button';

/** For a signed-in user whose role doesn't open this page (admin and merchant dashboards). */
export function AccessRestricted({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-display text-3xl text-stone-900 sm:text-4xl">Access Restricted</h1>
      <p className="mt-3 text-base leading-7 text-stone-700">{message}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
