import type { FavouriteList } from '@lull/domain/contracts/favourites';
import { useQuery } from '@tanstack/react-query';

import { favouritesQueryKey } from '@/components/catalogue/favourites';
import { api } from '@/lib/api-client';

/** Under the hearts' key, so saving or removing one reads this list again. */
export const favouriteListQueryKey = [...favouritesQueryKey, 'list'] as const;

/** GET /api/favourites: the account's Favourites, each with its next free off-peak time. */
export function useFavourites() {
  return useQuery({ queryKey: favouriteListQueryKey, queryFn: ({ signal }) => api.get<FavouriteList>('/api/favourites', signal) });
}
