import type { QueryClient } from '@tanstack/react-query';
import type { Params, StaticHandlerContext } from 'react-router';

import { myWaitlistsQuery, takenTimesQuery } from '@/components/waitlist/waitlist-api';
import { availableServicesQuery } from '@/features/home/api/get-available-services';
import { lastMinuteTodayQuery } from '@/features/home/api/get-last-minute-today';
import { bookingAvailabilityQuery } from '@/features/bookings/api/get-booking-availability';
import { bookingTermsQuery } from '@/features/bookings/api/get-booking-terms';
import { merchantPolicyQuery } from '@/features/bookings/api/get-merchant-policy';
import { serviceQuery } from '@/features/bookings/api/get-service';
import { merchantQuery } from '@/features/merchants/api/get-merchant';
import { merchantReviewsQuery } from '@/features/merchants/api/get-merchant-reviews';
import { merchantServicesQuery } from '@/features/merchants/api/get-merchant-services';
import { serviceAvailabilityQuery } from '@/features/merchants/api/get-service-availability';
import { landingPageQuery } from '@/features/services/api/get-landing-page';
import { serviceSearchQuery } from '@/features/services/api/search-services';
import { landingFilters, parseFilters } from '@/features/services/search-params';
import { isNotFound } from '@/lib/api-client';
import { myBookingsQuery } from '@/lib/my-bookings';
import { todayInLondon } from '@/lib/booking-slots';
import type { PageHead } from './seo/page-head';
import { bookingHead, homeHead, landingHead, merchantHead, notFoundHead, servicesHead, staticHead, type StaticPagePath } from './seo/page-heads';

/** What the server drew and says about it. */
export interface PageOutcome {
  status: number;
  head: PageHead;
  /** The page lives at another address (a landing page asked for by a non-canonical name): 301 there. */
  redirect?: string;
}

/** How the server draws one page: the data it asks the API for first, then its status and head from that data. */
export interface ServerPage {
  /** The route pattern, as `page-preloads.json` names it. */
  pattern: string | null;
  prefetch(queryClient: QueryClient): Promise<unknown>;
  /** For someone signed in, their own data the page shows, asked for as them. */
  prefetchForUser(queryClient: QueryClient): Promise<unknown>;
  outcome(queryClient: QueryClient): PageOutcome;
}

/** What a page is drawn from: the route's parameters, the address asked for, and the site's public address. */
interface PageAddress {
  params: Params;
  url: URL;
  publicUrl: string;
}

interface PageDefinition {
  prefetch?: (queryClient: QueryClient, address: PageAddress) => Promise<unknown>;
  prefetchForUser?: (queryClient: QueryClient) => Promise<unknown>;
  outcome: (queryClient: QueryClient, address: PageAddress) => PageOutcome;
}

const NOT_FOUND: PageOutcome = { status: 404, head: notFoundHead() };


function staticPage(path: StaticPagePath): PageDefinition {
  return { outcome: () => ({ status: 200, head: staticHead(path) }) };
}

/** The public pages the server draws with their data, by route pattern. */
const PAGES: Record<string, PageDefinition> = {
  '/': {
    prefetch: (queryClient) =>
      Promise.all([queryClient.prefetchQuery(availableServicesQuery), queryClient.prefetchQuery(lastMinuteTodayQuery(todayInLondon()))]),
    outcome: () => ({ status: 200, head: homeHead() }),
  },
  '/services': {
    prefetch: (queryClient, { url }) => queryClient.prefetchInfiniteQuery(serviceSearchQuery(parseFilters(url.searchParams))),
    outcome: (_queryClient, { url }) => ({ status: 200, head: servicesHead(parseFilters(url.searchParams)) }),
  },
  '/service/:location/:slug': {
    async prefetch(queryClient, { params: { location = '', slug = '' }, url }) {
      const landing = await queryClient.fetchQuery(landingPageQuery(location, slug)).catch(() => undefined);
      if (landing) await queryClient.prefetchInfiniteQuery(serviceSearchQuery(landingFilters(landing, url.searchParams)));
    },
    outcome(queryClient, { params: { location = '', slug = '' }, url, publicUrl }) {
      const { data, error } = queryClient.getQueryState(landingPageQuery(location, slug).queryKey) ?? {};
      if (!data) return isNotFound(error) ? NOT_FOUND : { status: 500, head: notFoundHead() };
      if (data.canonical_path !== url.pathname) return { status: 301, head: notFoundHead(), redirect: `${data.canonical_path}${url.search}` };
      return { status: 200, head: landingHead(data, publicUrl) };
    },
  },
  '/merchant/:merchantId': {
    async prefetch(queryClient, { params: { merchantId = '' } }) {
      const [, services] = await Promise.all([
        queryClient.prefetchQuery(merchantQuery(merchantId)),
        queryClient.fetchQuery(merchantServicesQuery(merchantId)).catch(() => [] as const),
        queryClient.prefetchQuery(merchantReviewsQuery(merchantId)),
      ]);
      // The times panel opens on the first treatment.
      const first = services[0];
      if (first) await Promise.all([queryClient.prefetchQuery(serviceAvailabilityQuery(first.id)), queryClient.prefetchQuery(takenTimesQuery(first.id))]);
    },
    outcome(queryClient, { params: { merchantId = '' }, publicUrl }) {
      const merchant = queryClient.getQueryState(merchantQuery(merchantId).queryKey);
      if (!merchant?.data) return isNotFound(merchant?.error) ? NOT_FOUND : { status: 500, head: notFoundHead() };
      const services = queryClient.getQueryData(merchantServicesQuery(merchantId).queryKey) ?? [];
      const reviews = queryClient.getQueryData(merchantReviewsQuery(merchantId).queryKey);
      return { status: 200, head: merchantHead(merchant.data, services, reviews?.summary ?? null, publicUrl) };
    },
  },
  '/booking/:serviceId': bookingPage(),
  '/booking-v1/:serviceId': bookingPage(),
  '/test-booking/:serviceId': bookingPage(),
  '/about': staticPage('/about'),
  '/faqs': staticPage('/faqs'),
  '/terms': staticPage('/terms'),
  '/privacy-policy': staticPage('/privacy-policy'),
  '/contact': staticPage('/contact'),
  '/merchant/join': staticPage('/merchant/join'),
  '/*': { outcome: () => NOT_FOUND },
};

function bookingPage(): PageDefinition {
  return {
    // The service's summary and the first step's times, terms and policy: the page arrives ready to choose a time.
    async prefetch(queryClient, { params: { serviceId = '' } }) {
      const [service] = await Promise.all([
        queryClient.fetchQuery(serviceQuery(serviceId)).catch(() => undefined),
        queryClient.prefetchQuery(bookingAvailabilityQuery(serviceId)),
        queryClient.prefetchQuery(takenTimesQuery(serviceId)),
        queryClient.prefetchQuery(bookingTermsQuery()),
      ]);
      if (service) await queryClient.prefetchQuery(merchantPolicyQuery(service.merchant_id));
    },
    // Their holds and waitlists mark their own times: drawn with the page, they do not redraw it once it is live.
    prefetchForUser: (queryClient) => Promise.all([queryClient.prefetchQuery(myBookingsQuery()), queryClient.prefetchQuery(myWaitlistsQuery())]),
    outcome(queryClient, { params: { serviceId = '' } }) {
      const service = queryClient.getQueryState(serviceQuery(serviceId).queryKey);
      if (!service?.data) return isNotFound(service?.error) ? NOT_FOUND : { status: 500, head: notFoundHead() };
      return { status: 200, head: bookingHead(service.data) };
    },
  };
}

/** The route pattern of the deepest match, from the root: '/merchant/:merchantId'. */
function patternOf(context: StaticHandlerContext): string | null {
  const paths = context.matches.map((match) => match.route.path).filter((path): path is string => path !== undefined);
  if (context.matches.at(-1)?.route.index) return '/';
  return paths.length === 0 ? null : `/${paths.join('/')}`;
}

/**
 * How the server draws the page the router matched; undefined for a page it leaves to the browser (a dashboard, the
 * account): those are for signed-in people, not search engines, and are drawn in the browser as they always were.
 */
export function serverPageOf(context: StaticHandlerContext, publicUrl: string): ServerPage | undefined {
  const pattern = patternOf(context);
  const definition = pattern ? PAGES[pattern] : undefined;
  if (!definition) return undefined;
  const address: PageAddress = {
    params: context.matches.at(-1)?.params ?? {},
    url: new URL(context.location.pathname + context.location.search, publicUrl),
    publicUrl,
  };
  return {
    pattern,
    prefetch: (queryClient) => definition.prefetch?.(queryClient, address) ?? Promise.resolve(),
    prefetchForUser: (queryClient) => definition.prefetchForUser?.(queryClient) ?? Promise.resolve(),
    outcome: (queryClient) => definition.outcome(queryClient, address),
  };
}
