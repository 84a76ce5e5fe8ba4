import type { FavouriteIds } from '@lull/domain/contracts/favourites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * The heart's calls. They sit beside `favourite-heart.tsx`, not in a feature, because the heart is drawn by four
 * features (home, services, a salon's page, the account's Favourites) (decision 047).
 */
export const favouritesQueryKey = ['favourites'] as const;
export const favouriteIdsQueryKey = [...favouritesQueryKey, 'ids'] as const;

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

/**
 * Saves or removes a business. The heart changes at once; a failure puts it back (and the caller says so);
 * either way the ids and the account's list are read again afterwards.
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
