import type { MarketplaceFigures } from '@lull/domain/contracts/merchants';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/merchants/marketplace-figures: real counts for the merchant landing page. */
export function useMarketplaceFigures() {
  return useQuery({
    queryKey: ['merchants', 'marketplace-figures'],
    queryFn: ({ signal }) => api.get<MarketplaceFigures>('/api/merchants/marketplace-figures', signal),
    staleTime: 10 * 60_000,
  });
}
