import { isRecord } from './http';
import { logger } from './logger';
import { sessionStore, STORAGE_KEYS } from './storage';

/**
 * New-build check (SPEC.md sections 7 and 9). The build writes `builds/latest.json` with its id;
 * an open tab whose id differs, or which failed to load one of its chunks (they are deleted when
 * a new build goes out), reloads itself on the player's next navigation, when a full page load
 * is least surprising.
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** No second forced reload within this time: a broken deployment must not loop the page. */
export const FORCED_RELOAD_GUARD_MS = 10_000;
/** Let the new route paint before the reload replaces it. */
export const RELOAD_DELAY_MS = 100;
export const LATEST_BUILD_PATH = '/builds/latest.json';

export type ReloadReason = 'new-build' | 'chunk-failure';

export function parseLatestBuildId(body: unknown): string | undefined {
  return isRecord(body) && typeof body.id === 'string' && body.id !== '' ? body.id : undefined;
}

/** True when a forced reload may happen now, given when the last one happened (or null). */
export function isForcedReloadAllowed(lastForcedReloadAtMs: number | null, nowMs: number): boolean {
  if (lastForcedReloadAtMs === null || !Number.isFinite(lastForcedReloadAtMs)) return true;
  return nowMs - lastForcedReloadAtMs >= FORCED_RELOAD_GUARD_MS || nowMs < lastForcedReloadAtMs;
}

export interface BuildCheckEnvironment {
  readonly currentBuildId: string;
  readonly fetchLatestBuildId: () => Promise<string | undefined>;
  readonly now: () => number;
  readonly reload: () => void;
  readonly schedule: (run: () => void, delayMs: number) => void;
  readonly readLastForcedReload: () => number | null;
  readonly writeLastForcedReload: (atMs: number) => void;
  readonly warn: (message: string, ...details: unknown[]) => void;
  /** True while a navigation is resolving (a chunk that fails then belongs to that navigation). */
  readonly isNavigating: () => boolean;
}

export function createBuildCheck(environment: BuildCheckEnvironment) {
  let reloadReason: ReloadReason | null = null;
  /** A chunk failed during the navigation under way: that navigation is not yet "the next one". */
  let isWaitingForCurrentNavigation = false;
  let checking: Promise<void> | null = null;

  const check = (): Promise<void> => {
    checking ??= environment
      .fetchLatestBuildId()
      .then((latestId) => {
        if (latestId !== undefined && latestId !== environment.currentBuildId) reloadReason ??= 'new-build';
      })
      .catch((error: unknown) => environment.warn('could not check for a new build', error))
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  return {
    check,
    reloadReason: (): ReloadReason | null => reloadReason,
    reportChunkFailure(error: unknown): void {
      environment.warn('a part of the app failed to load: the page reloads on the next navigation', error);
      reloadReason = 'chunk-failure';
      if (environment.isNavigating()) isWaitingForCurrentNavigation = true;
    },
    /** Call after each navigation has resolved: reloads when due, otherwise checks again. */
    onNavigated(): void {
      if (reloadReason === null) {
        void check();
        return;
      }
      if (isWaitingForCurrentNavigation) {
        // The failed page shows its error screen; the player's next navigation reloads.
        isWaitingForCurrentNavigation = false;
        return;
      }
      const now = environment.now();
      if (!isForcedReloadAllowed(environment.readLastForcedReload(), now)) {
        environment.warn(`reload (${reloadReason}) skipped: the page was force-reloaded less than 10 s ago`);
        return;
      }
      environment.writeLastForcedReload(now);
      environment.schedule(environment.reload, RELOAD_DELAY_MS);
    },
  };
}

export type BuildCheck = ReturnType<typeof createBuildCheck>;

/** The id the build put into this bundle ('dev' under the dev server, which has no latest.json). */
export const CURRENT_BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export const buildCheck: BuildCheck = createBuildCheck({
  currentBuildId: CURRENT_BUILD_ID,
  async fetchLatestBuildId() {
    // The timestamp defeats any cache between us and the server.
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    return parseLatestBuildId(await response.json());
  },
  now: () => Date.now(),
  reload: () => window.location.reload(),
  schedule: (run, delayMs) => void setTimeout(run, delayMs),
  readLastForcedReload: () => {
    const stored = Number(sessionStore.get(STORAGE_KEYS.reloadGuard) ?? Number.NaN);
    return Number.isFinite(stored) ? stored : null;
  },
  writeLastForcedReload: (atMs) => sessionStore.set(STORAGE_KEYS.reloadGuard, String(atMs)),
  warn: logger.warn,
  isNavigating: () => navigationProbe(),
});

let navigationProbe = (): boolean => false;

/** The router tells whether a navigation is under way (lib must not import the app). */
export function setNavigationProbe(probe: () => boolean): void {
  navigationProbe = probe;
}

/** Starts the periodic check and listens for chunks that fail to load. Not under the dev server. */
export function startBuildCheck(): void {
  if (CURRENT_BUILD_ID === 'dev') return;
  // Not prevented: the import still fails, so the route (or modal) shows its error state until
  // the next navigation reloads the page.
  window.addEventListener('vite:preloadError', (event) => {
    buildCheck.reportChunkFailure((event as Event & { payload?: unknown }).payload);
  });
  window.setInterval(() => void buildCheck.check(), BUILD_CHECK_INTERVAL_MS);
}
