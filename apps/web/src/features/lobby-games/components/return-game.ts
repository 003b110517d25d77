import { sessionStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The return-to-game record (SPEC.md section 2): the game last opened in this tab, so a detour
 * (a deposit, a sign-in) can bring the player back to it. Session storage keeps it per tab; the
 * session clears it at logout (app/session/session-actions.ts).
 */
export interface ReturnGameRecord {
  readonly identity: string;
  /** The page's path, locale prefix included (`/de/game/orbit-dice`). */
  readonly path: string;
}

export function rememberReturnGame(record: ReturnGameRecord): void {
  sessionStore.set(STORAGE_KEYS.returnGame, JSON.stringify(record));
}

export function readReturnGame(): ReturnGameRecord | undefined {
  const raw = sessionStore.get(STORAGE_KEYS.returnGame);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<ReturnGameRecord> | null;
    return typeof value?.identity === 'string' && typeof value.path === 'string'
      ? { identity: value.identity, path: value.path }
      : undefined;
  } catch {
    return undefined;
  }
}
