import { LimitDefinition } from '@casino/shared';

/** The amount limits' kinds, as the add-limit modal's value and the content keys name them. */
export const AMOUNT_LIMIT_KINDS = ['bet', 'loss', 'deposit'] as const;
export type AmountLimitKind = (typeof AMOUNT_LIMIT_KINDS)[number];
/** The breaks: the add-limit modal's other values. */
export const BREAK_KINDS = ['cooling-off', 'self-exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

export const DEFINITION_OF_KIND: Readonly<Record<AmountLimitKind | BreakKind, LimitDefinition>> = {
  bet: LimitDefinition.Bet,
  loss: LimitDefinition.Loss,
  deposit: LimitDefinition.Deposit,
  'cooling-off': LimitDefinition.CoolingOff,
  'self-exclusion': LimitDefinition.SelfExclusion,
};

export function kindOf(definition: LimitDefinition): AmountLimitKind | BreakKind {
  const found = Object.entries(DEFINITION_OF_KIND).find(([, value]) => value === definition);
  return (found?.[0] ?? 'bet') as AmountLimitKind | BreakKind;
}

/** Share of the limit used, 0-100, for the meter. */
export function usedPercent(used: number | null, amount: number | null): number {
  if (!used || !amount) return 0;
  return Math.min(100, Math.round((used / amount) * 100));
}
