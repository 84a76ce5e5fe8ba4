import type { LastMinuteList, Service } from '@lull/domain/contracts/catalogue';
import type { IsoDate } from '@lull/domain/london-time';
import { LAST_MINUTE } from '@lull/domain/search-when';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** The row shows the 8 cheapest services still free today. */
export const LAST_MINUTE_LIMIT = LAST_MINUTE.limit;
/** A minute: times pass and get taken, so the row asks again while it is on screen. */
export const LAST_MINUTE_REFRESH_MS = 60_000;

export interface Position {
  lat: number;
  lng: number;
}

/** GET /api/services/last-minute: today's cheapest free times near a position, or near central London (the server's default) without one. */
export function lastMinuteTodayUrl(position?: Position): string {
  if (!position) return '/api/services/last-minute';
  return `/api/services/last-minute?${new URLSearchParams({ lat: String(position.lat), lng: String(position.lng) }).toString()}`;
}

export async function getLastMinuteToday(position?: Position, signal?: AbortSignal): Promise<Service[]> {
  const list = await api.get<LastMinuteList>(lastMinuteTodayUrl(position), signal);
  return list.services;
}

/** Keyed by the London day as well, so the row starts afresh when a new day begins. */
export function lastMinuteTodayQuery(today: IsoDate, position?: Position) {
  return queryOptions({
    queryKey: ['services', 'last-minute-today', today, position?.lat ?? null, position?.lng ?? null],
    queryFn: ({ signal }) => getLastMinuteToday(position, signal),
    staleTime: LAST_MINUTE_REFRESH_MS / 2,
  });
}

export function useLastMinuteToday(today: IsoDate, position?: Position) {
  return useQuery({ ...lastMinuteTodayQuery(today, position), refetchInterval: LAST_MINUTE_REFRESH_MS });
}
