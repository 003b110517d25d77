import { LimitDefinition } from '@casino/shared';

/** The amount limits' kinds, as the add-limit modal's value and the content keys name them. */
export const AMOUNT_LIMIT_KINDS = ['bet', 'loss', 'deposit'] as const;
export type AmountLimitKind = (typeof AMOUNT_LIMIT_KINDS)[number];
/** The play-time limit (minutes of play per rolling day): the add-limit modal's value for it. */
export const PLAY_TIME_KIND = 'play-time';
export type PlayTimeKind = typeof PLAY_TIME_KIND;
/** The breaks: the add-limit modal's other values. */
export const BREAK_KINDS = ['cooling-off', 'self-exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export type LimitKind = AmountLimitKind | PlayTimeKind | BreakKind;

export const DEFINITION_OF_KIND: Readonly<Record<LimitKind, LimitDefinition>> = {
  bet: LimitDefinition.Bet,
  loss: LimitDefinition.Loss,
  deposit: LimitDefinition.Deposit,
  'play-time': LimitDefinition.PlayTime,
  'cooling-off': LimitDefinition.CoolingOff,
  'self-exclusion': LimitDefinition.SelfExclusion,
};

export function kindOf(definition: LimitDefinition): LimitKind {
  const found = Object.entries(DEFINITION_OF_KIND).find(([, value]) => value === definition);
  return (found?.[0] ?? 'bet') as LimitKind;
}

/**
 * The daily play times the player picks from (minutes), within the server's 5 to 1,440; a limit
 * set to another figure (through the API) is offered beside them.
 */
export const PLAY_TIME_CHOICES = [15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720] as const;

export function playTimeChoices(current?: number | null): number[] {
  const choices: number[] = [...PLAY_TIME_CHOICES];
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort((a, b) => a - b);
}

/** Minutes as the player reads them, in their language ('1 hr, 30 min'), by the platform's unit formats. */
export function formatMinutes(minutes: number, intlLocale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(intlLocale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [
    ...(hours > 0 ? [unit(hours, 'hour')] : []),
    ...(rest > 0 || hours === 0 ? [unit(rest, 'minute')] : []),
  ];
  return new Intl.ListFormat(intlLocale, { type: 'unit', style: 'short' }).format(parts);
}

/** Share of the limit used, 0-100, for the meter. */
export function usedPercent(used: number | null, amount: number | null): number {
  if (!used || !amount) return 0;
  return Math.min(100, Math.round((used / amount) * 100));
}
