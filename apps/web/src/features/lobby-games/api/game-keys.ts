import type { ListResponse } from '@casino/shared';
import { isRecord } from '@/lib/http';

/** Every lobby query starts with this key, then the viewer (lobby-viewer.ts). */
export const GAMES_QUERY_ROOT = 'games';

/** The catalogue changes with releases, not by the minute: rows are reused for this long. */
export const CATALOGUE_STALE_TIME_MS = 5 * 60 * 1000;

/** A list answer (`{ data, meta }`); the items are the shared contract's shapes. */
export function parseList<Item>(what: string) {
  return (body: unknown): ListResponse<Item> => {
    if (!isRecord(body) || !Array.isArray(body.data) || !isRecord(body.meta))
      throw new Error(`Unexpected ${what} response`);
    return body as unknown as ListResponse<Item>;
  };
}

export function parseItem<Item>(what: string) {
  return (body: unknown): Item => {
    if (!isRecord(body) || typeof body.id !== 'string') throw new Error(`Unexpected ${what} response`);
    return body as unknown as Item;
  };
}
