import { SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useLandingPage } from './api/get-landing-page';
import { ServicesPage } from './services-page';

/** /service/{area}/{treatment}: a treatment in an area, e.g. /service/london-e8/massage (decision 060). */
export function LandingPage() {
  const { location = '', slug = '' } = useParams();
  const landing = useLandingPage(location, slug);

  if (landing.isPending) return <PageSpinner label="Loading…" />;
  if (landing.isError) {
    const notFound = isNotFound(landing.error);
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
        <SearchX className="size-10 text-stone-500" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl text-stone-900">{notFound ? 'Page not found' : 'We couldn’t load this page'}</h1>
        <p className="mt-2 text-stone-700">
          {notFound ? 'We don’t have a page for that treatment in that area. Every treatment is on the services page.' : 'Please check your connection and try again.'}
        </p>
        {notFound ? (
          <Button asChild className="mt-6">
            <Link to="/services">Browse treatments</Link>
          </Button>
        ) : (
          <Button className="mt-6" onClick={() => void landing.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  // Keyed by the page, so moving to a nearby area starts from that area's filters.
  return <ServicesPage key={landing.data.canonical_path} landing={landing.data} />;
}
