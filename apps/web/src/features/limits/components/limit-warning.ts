import {
  intlLocaleOf,
  LIMIT_PERIODS,
  LIMIT_WARNING_PERCENT,
  LIMIT_WARNING_TYPE,
  LimitDefinition,
  type LimitPeriod,
  type LimitWarningPush,
} from '@casino/shared';
import { isRecord } from '@/lib/http';

/**
 * The 80% warning (issue 32): `limits.warning` on `game:bets`, sent once per limit and rolling
 * period when a stake or deposit took the player's use of a bet, loss or deposit limit to 80%.
 * Every page tells it as an alert; the game page as a banner instead (limit-warning-banner.tsx).
 */

const WARNED_DEFINITIONS: ReadonlySet<number> = new Set([
  LimitDefinition.Bet,
  LimitDefinition.Loss,
  LimitDefinition.Deposit,
]);
const KIND_OF_DEFINITION: Readonly<Record<LimitWarningPush['definition'], 'bet' | 'loss' | 'deposit'>> = {
  [LimitDefinition.Bet]: 'bet',
  [LimitDefinition.Loss]: 'loss',
  [LimitDefinition.Deposit]: 'deposit',
};

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The warning in a `game:bets` publication, or undefined for any other publication or a malformed one. */
export function readLimitWarning(data: unknown): LimitWarningPush | undefined {
  if (!isRecord(data) || data.type !== LIMIT_WARNING_TYPE) return undefined;
  const { limitId, definition, period, used, amount, currency, percent } = data;
  if (typeof limitId !== 'string' || typeof definition !== 'number' || !WARNED_DEFINITIONS.has(definition))
    return undefined;
  if (typeof period !== 'string' || !(LIMIT_PERIODS as readonly string[]).includes(period)) return undefined;
  if (
    !isCount(used) ||
    !isCount(amount) ||
    amount === 0 ||
    typeof currency !== 'string' ||
    currency === '' ||
    !isCount(percent)
  )
    return undefined;
  return {
    type: LIMIT_WARNING_TYPE,
    limitId,
    definition: definition as LimitWarningPush['definition'],
    period: period as LimitPeriod,
    used,
    amount,
    currency,
    percent: Math.max(LIMIT_WARNING_PERCENT, Math.min(100, percent)),
  };
}

/** The content key of the warning's sentence: what kind of limit over which period. */
export function limitWarningTitleKey(warning: Pick<LimitWarningPush, 'definition' | 'period'>): string {
  return `global-components:limits.usageWarning.${KIND_OF_DEFINITION[warning.definition]}.${warning.period}`;
}

/** The share as the page's language writes a percentage ('80%', '80 %', '%80'). */
export function percentText(percent: number, locale: string): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** The same warning delivered again (a resubscription's recovery, two listeners) is one warning. */
const warningKey = (warning: LimitWarningPush): string =>
  `${warning.limitId}:${warning.period}:${warning.used}:${warning.amount}`;

/** The latest warning not dismissed, for the game page's banner (read through useSyncExternalStore). */
let current: LimitWarningPush | null = null;
const listeners = new Set<() => void>();
function setCurrent(warning: LimitWarningPush | null): void {
  current = warning;
  for (const listener of [...listeners]) listener();
}
const seen = new Set<string>();
let banners = 0;

/**
 * Takes a `game:bets` publication: answers the warning in it the first time it arrives (undefined
 * for anything else or a repeat) and keeps it for the banner.
 */
export function receiveLimitWarning(data: unknown): LimitWarningPush | undefined {
  const warning = readLimitWarning(data);
  if (!warning || seen.has(warningKey(warning))) return undefined;
  seen.add(warningKey(warning));
  setCurrent(warning);
  return warning;
}

export function dismissLimitWarning(): void {
  setCurrent(null);
}

export const limitWarningStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): LimitWarningPush | null => current,
};

/** A banner shows warnings on this page: the alert stays silent while one is mounted. Answers the release. */
export function holdLimitWarningBanner(): () => void {
  banners += 1;
  return () => {
    banners -= 1;
  };
}

export const isLimitWarningBannerShown = (): boolean => banners > 0;
