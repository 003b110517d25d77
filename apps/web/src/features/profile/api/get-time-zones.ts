import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

export interface TimeZone {
  readonly id: string;
  readonly name: string;
}

function parseTimeZones(body: unknown): TimeZone[] {
  const player = isRecord(body) && isRecord(body.player) ? body.player : undefined;
  if (!player || !Array.isArray(player.timeZone)) throw new Error('Unexpected settings constants');
  return player.timeZone.flatMap((zone: unknown) =>
    isRecord(zone) && typeof zone.id === 'string'
      ? [{ id: zone.id, name: typeof zone.name === 'string' ? zone.name : zone.id }]
      : [],
  );
}

/** The time zones of `GET /api/settings/constants` (player.timeZone: id and name). */
export const timeZonesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'constants', 'time-zones'],
    queryFn: ({ signal }) => getJson('/api/settings/constants', { signal, parse: parseTimeZones }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useTimeZones() {
  return useQuery(timeZonesQueryOptions());
}
