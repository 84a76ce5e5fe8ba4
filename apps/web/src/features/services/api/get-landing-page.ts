import type { LandingPage } from '@lull/domain/contracts/landing-pages';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export const landingPageQueryKey = (location: string, slug: string) => ['landing-pages', location, slug] as const;

/** GET /api/landing-pages/{area}/{treatment}: a treatment in an area; 404 when either is no such thing. */
export function getLandingPage(location: string, slug: string, signal?: AbortSignal): Promise<LandingPage> {
  return api.get<LandingPage>(`/api/landing-pages/${encodeURIComponent(location)}/${encodeURIComponent(slug)}`, signal);
}

/** Shared by the hook and the server's render of the page. */
export function landingPageQuery(location: string, slug: string) {
  return queryOptions({
    queryKey: landingPageQueryKey(location, slug),
    queryFn: ({ signal }) => getLandingPage(location, slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLandingPage(location: string, slug: string) {
  return useQuery(landingPageQuery(location, slug));
}
