import type { FavouriteIds, FavouriteList } from '@lull/domain/contracts/favourites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from './api-client';

export const favouritesQueryKey = ['favourites'] as const;
export const favouriteIdsQueryKey = ['favourites', 'ids'] as const;
export const favouriteListQueryKey = ['favourites', 'list'] as const;

/**
 * GET /api/favourites/ids: the signed-in customer's saved businesses. Listings are cached and the same for
 * everyone, so hearts are drawn from this instead (decision 028). Only asked for when signed in.
 */
export function useFavouriteIds(signedIn: boolean) {
  return useQuery({
    queryKey: favouriteIdsQueryKey,
    queryFn: ({ signal }) => api.get<FavouriteIds>('/api/favourites/ids', signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** GET /api/favourites: the account's Favourites, each with its next free off-peak time. */
export function useFavourites() {
  return useQuery({ queryKey: favouriteListQueryKey, queryFn: ({ signal }) => api.get<FavouriteList>('/api/favourites', signal) });
}

/**
 * Saves or removes a business. The heart changes at once; a failure puts it back (and the caller says so);
 * either way the ids and the list are read again afterwards.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, save }: { merchantId: string; save: boolean }) =>
      save ? api.put<void>(`/api/favourites/${encodeURIComponent(merchantId)}`) : api.delete<void>(`/api/favourites/${encodeURIComponent(merchantId)}`),
    onMutate: async ({ merchantId, save }) => {
      await queryClient.cancelQueries({ queryKey: favouriteIdsQueryKey });
      const before = queryClient.getQueryData<FavouriteIds>(favouriteIdsQueryKey);
      const others = (before?.merchant_ids ?? []).filter((id) => id !== merchantId);
      queryClient.setQueryData<FavouriteIds>(favouriteIdsQueryKey, { merchant_ids: save ? [merchantId, ...others] : others });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(favouriteIdsQueryKey, context.before);
      else queryClient.removeQueries({ queryKey: favouriteIdsQueryKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouritesQueryKey }),
  });
}
