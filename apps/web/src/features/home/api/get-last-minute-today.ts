import type { Service, serviceListSchema } from '@lull/domain/contracts/catalogue';
import type { IsoDate } from '@lull/domain/london-time';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

/** The row shows the 8 cheapest services still free today. */
export const LAST_MINUTE_LIMIT = 8;
/** A minute: times pass and get taken, so the row asks again while it is on screen. */
export const LAST_MINUTE_REFRESH_MS = 60_000;

/** Where the row measures from when the page knows no position: central London, within 10 miles. */
export const CENTRAL_LONDON = { lat: 51.5074, lng: -0.1278 } as const;
const WITHIN_MILES = 10;

type ServiceList = z.infer<typeof serviceListSchema>;

export interface Position {
  lat: number;
  lng: number;
}

/** GET /api/services for today's free times, cheapest first, near a position (central London without one). */
export function lastMinuteTodayUrl(today: IsoDate, position: Position = CENTRAL_LONDON): string {
  const params = new URLSearchParams({
    date: today,
    sort: 'price',
    limit: String(LAST_MINUTE_LIMIT),
    lat: String(position.lat),
    lng: String(position.lng),
    within_miles: String(WITHIN_MILES),
  });
  return `/api/services?${params.toString()}`;
}

export async function getLastMinuteToday(today: IsoDate, position?: Position, signal?: AbortSignal): Promise<Service[]> {
  const list = await api.get<ServiceList>(lastMinuteTodayUrl(today, position), signal);
  return list.services;
}

export function useLastMinuteToday(today: IsoDate, position?: Position) {
  return useQuery({
    queryKey: ['services', 'last-minute-today', today, position?.lat ?? null, position?.lng ?? null],
    queryFn: ({ signal }) => getLastMinuteToday(today, position, signal),
    refetchInterval: LAST_MINUTE_REFRESH_MS,
    staleTime: LAST_MINUTE_REFRESH_MS / 2,
  });
}
