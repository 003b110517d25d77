import { VERIFY_PAGE_PATH } from '../../lib/verify-link';

/** A crash round's verify page: its hash, the chain's salt and terminal hash, and its number. */
export interface CrashVerifyQuery {
  readonly hash: string;
  readonly salt: string;
  readonly terminalHash: string;
  readonly round: number;
  /** The site locale the page shows its texts in. */
  readonly lang?: string;
}

export function crashVerifyLink(query: CrashVerifyQuery, base = VERIFY_PAGE_PATH): string {
  const search = new URLSearchParams({
    crash: '1',
    hash: query.hash,
    salt: query.salt,
    terminal: query.terminalHash,
    round: String(query.round),
  });
  if (query.lang && query.lang !== 'en') search.set('lang', query.lang);
  return `${base}?${search.toString()}`;
}
