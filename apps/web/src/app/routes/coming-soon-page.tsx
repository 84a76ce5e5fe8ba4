import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '../../components/ui/button';

interface ComingSoonPageProps {
  /** The page's own name, as the navigation calls it. */
  title: string;
  /** One line on what the page will do. */
  description?: string;
}

/** Stands in for a page of the spec that is still being built, inside the shell, with a way onwards. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Sparkles className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">Coming soon</p>
      <h1 className="mt-2 font-display text-4xl leading-tight text-stone-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-lg text-lg leading-8 text-stone-700">
        {description ?? 'We’re putting the finishing touches to this page.'} It will be ready very soon — thank you
        for your patience.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/services">
            Browse treatments
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
