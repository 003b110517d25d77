/**
 * The bet field's arithmetic, in integer minor units: the ½ and 2× buttons and the checks made
 * before a bet is sent. The server checks again; these only spare the player a round trip.
 */
import { formatDecimal, t } from './i18n';
import { formatMoney, parseAmount, type CurrencyUnit, type DisplayUnit } from './money';

export interface BetLimits {
  readonly minBet: number;
  readonly maxBet: number;
}

export function clampBet(amountMinor: number, limits: BetLimits): number {
  return Math.min(limits.maxBet, Math.max(limits.minBet, Math.trunc(amountMinor)));
}

/** ½: half the bet, floored to the minor unit, never under the minimum. */
export function halveBet(amountMinor: number, limits: BetLimits): number {
  return clampBet(Math.floor(amountMinor / 2), limits);
}

/**
 * 2×: double the bet, never over the maximum; and never over the balance when the balance covers
 * the minimum, since doubling into a bet that must fail helps nobody.
 */
export function doubleBet(amountMinor: number, limits: BetLimits, balanceMinor: number): number {
  const ceiling = balanceMinor >= limits.minBet ? Math.min(limits.maxBet, balanceMinor) : limits.maxBet;
  return Math.max(limits.minBet, Math.min(ceiling, amountMinor * 2));
}

export type BetCheck = { readonly ok: true; readonly minor: number } | { readonly ok: false; readonly message: string };

/** The typed bet, checked against the unit, the limits and the balance. */
export function checkBet(
  text: string,
  unit: DisplayUnit,
  currency: CurrencyUnit,
  limits: BetLimits,
  balanceMinor: number,
): BetCheck {
  const parsed = parseAmount(text, unit);
  switch (parsed.kind) {
    case 'empty':
      return { ok: false, message: t('shell.bet.empty') };
    case 'invalid':
      return { ok: false, message: t('shell.bet.invalid', { example: formatDecimal(1.5, 2) }) };
    case 'too-precise':
      return { ok: false, message: t('shell.bet.tooPrecise', { count: parsed.fractionDigits, unit: unit.code }) };
    case 'too-large':
      return { ok: false, message: t('shell.bet.aboveMax', { amount: formatMoney(limits.maxBet, currency) }) };
    case 'ok':
      break;
  }
  if (parsed.minor < limits.minBet)
    return { ok: false, message: t('shell.bet.belowMin', { amount: formatMoney(limits.minBet, currency) }) };
  if (parsed.minor > limits.maxBet)
    return { ok: false, message: t('shell.bet.aboveMax', { amount: formatMoney(limits.maxBet, currency) }) };
  if (parsed.minor > balanceMinor) return { ok: false, message: t('errors.codes.insufficient_funds') };
  return { ok: true, minor: parsed.minor };
}
