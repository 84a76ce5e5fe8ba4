import type { OffPeakSettingsResponse } from '@lull/domain/contracts/off-peak';
import type { OffPeakSettingsInput } from '@lull/domain/validation/off-peak';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { offPeakImpactKey } from './off-peak-impact';

export type { OffPeakSettingsResponse };

const offPeakKey = (merchantId: string) => ['off-peak-schedules', merchantId] as const;

/** GET /api/off-peak-schedules/{merchantId}: the schedules, mode, affected services, fixed prices and the services to choose from. */
export function useOffPeakSettings(merchantId: string) {
  return useQuery({
    queryKey: offPeakKey(merchantId),
    queryFn: ({ signal }) => api.get<OffPeakSettingsResponse>(`/api/off-peak-schedules/${encodeURIComponent(merchantId)}`, signal),
  });
}

/** Saves everything at once; the answer is the saved settings. Customers' prices change with it, so cached listings go too. */
export function useSaveOffPeakSettings(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: OffPeakSettingsInput) => api.post<OffPeakSettingsResponse>(`/api/off-peak-schedules/${encodeURIComponent(merchantId)}`, payload),
    onSuccess: (saved) => {
      queryClient.setQueryData(offPeakKey(merchantId), saved);
      void queryClient.invalidateQueries({ queryKey: ['services'] });
      // What off-peak did is reported by the rules: new rules, new rows.
      void queryClient.invalidateQueries({ queryKey: offPeakImpactKey });
    },
  });
}
