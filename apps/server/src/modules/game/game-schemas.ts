import { z } from 'zod';
import {
  GAME_FEATURES,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SEARCH_MIN_LENGTH,
  GAME_SORTS,
  GAMES_DEFAULT_PER_PAGE,
  GAMES_MAX_PAGE,
  GAMES_MAX_PER_PAGE,
  HISTORY_DEFAULT_PER_PAGE,
  HISTORY_MAX_PER_PAGE,
} from '@casino/shared';

/** Identities are slugs of at most 64 characters; a uuid has the same shape, so one rule serves both. */
const IDENTITY_MAX_LENGTH = 64;
const idOrIdentity = z
  .string()
  .max(IDENTITY_MAX_LENGTH, 'Not a known id or identity')
  .regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, 'Not a known id or identity');

export const idParams = z.object({ id: idOrIdentity });

const pageSchema = (defaultPerPage: number, maxPerPage: number) => ({
  page: z.coerce.number().int().min(1).max(GAMES_MAX_PAGE).default(1),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
});

export const gamesPage = pageSchema(GAMES_DEFAULT_PER_PAGE, GAMES_MAX_PER_PAGE);
export const historyPage = pageSchema(HISTORY_DEFAULT_PER_PAGE, HISTORY_MAX_PER_PAGE);

/** Query arrays come in bracket form (DESIGN.md section 2); one value arrives as a plain string. */
const featureList = z
  .union([z.enum(GAME_FEATURES), z.array(z.enum(GAME_FEATURES)).max(GAME_FEATURES.length)])
  .transform((value) => [...new Set(Array.isArray(value) ? value : [value])]);

const searchText = z.string().trim().max(GAME_SEARCH_MAX_LENGTH, `At most ${GAME_SEARCH_MAX_LENGTH} characters`);

export const gameListQuery = z
  .object({
    collection: idOrIdentity.optional(),
    provider: idOrIdentity.optional(),
    search: searchText.optional(),
    'features[]': featureList.optional(),
    sort: z.enum(GAME_SORTS).optional(),
    ...gamesPage,
  })
  .strict();

export const gameSearchQuery = z
  .object({ q: searchText.min(GAME_SEARCH_MIN_LENGTH, `At least ${GAME_SEARCH_MIN_LENGTH} characters`), ...gamesPage })
  .strict();

export const recentSearchDeleteQuery = z.object({ query: searchText.min(1).optional() }).strict();

const booleanQuery = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

export const betListQuery = z.object({ isSettled: booleanQuery.default(true), ...historyPage }).strict();

export const pageQuery = z.object(gamesPage).strict();
export const historyQuery = z.object(historyPage).strict();

/** Art is addressed as `<identity>.svg`. */
export const artParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9-]{1,64}\.svg$/, 'Not an art file'),
});
