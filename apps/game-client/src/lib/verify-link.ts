/**
 * The verify page's address, prefilled: the fairness panel links to it after a rotation, and the
 * page reads the same query back. Params and actions travel as JSON, as the API takes them.
 */
export const VERIFY_PAGE_PATH = '/provider/games/client/verify.html';

export interface VerifyQuery {
  readonly serverSeed?: string;
  readonly serverSeedHash?: string;
  readonly clientSeed?: string;
  readonly nonce?: number;
  /** A game kind, or an engine slot's identity. */
  readonly game?: string;
  readonly params?: unknown;
  readonly actions?: readonly unknown[];
  /** The site locale the page shows its texts in. */
  readonly lang?: string;
}

export function verifyLink(query: VerifyQuery, base = VERIFY_PAGE_PATH): string {
  const search = new URLSearchParams();
  if (query.serverSeed) search.set('serverSeed', query.serverSeed);
  if (query.serverSeedHash) search.set('hash', query.serverSeedHash);
  if (query.clientSeed !== undefined) search.set('clientSeed', query.clientSeed);
  if (query.nonce !== undefined) search.set('nonce', String(query.nonce));
  if (query.game) search.set('game', query.game);
  if (query.params !== undefined) search.set('params', JSON.stringify(query.params));
  if (query.actions && query.actions.length > 0) search.set('actions', JSON.stringify(query.actions));
  if (query.lang && query.lang !== 'en') search.set('lang', query.lang);
  return `${base}?${search.toString()}`;
}

/** The query as text fields: what the verify page's form starts with. */
export function readVerifyQuery(
  search: string,
): Record<'serverSeed' | 'hash' | 'clientSeed' | 'nonce' | 'game' | 'params' | 'actions', string> {
  const query = new URLSearchParams(search);
  const get = (name: string) => query.get(name) ?? '';
  return {
    serverSeed: get('serverSeed'),
    hash: get('hash'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    game: get('game'),
    params: get('params'),
    actions: get('actions'),
  };
}
