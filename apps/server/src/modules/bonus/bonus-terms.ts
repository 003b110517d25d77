import { sql } from 'drizzle-orm';
import { DEFAULT_MIN_WAGER_MULTIPLIER, type WagerContribution } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { convertMinor, loadRates, type RateTable } from '../limits/limits.service';
import type { BonusCurrencyTerms, bonuses } from './bonus.table';

export type BonusRow = typeof bonuses.$inferSelect;

/** 10 000 basis points are 100%. */
export const BASIS_POINTS = 10_000n;

/** The base currency of terms and trigger amounts: a currency without terms of its own converts these. */
export const BASE_CURRENCY = 'USD';

/**
 * The most a wagering requirement may multiply, per player country (ISO code). The UK caps
 * wagering at 10× from 2026; `BONUS_MAX_WAGER_MULTIPLIER` (config/env.ts) replaces the table.
 */
export const DEFAULT_WAGER_MULTIPLIER_CAPS: Readonly<Record<string, number>> = { GB: 10 };

/** The template's multiplier, capped by the player's jurisdiction; a bonus with wagering wagers at least once. */
export function cappedMultiplier(
  template: number,
  country: string | null | undefined,
  caps: Readonly<Record<string, number>>,
): number {
  if (template <= 0) return 0;
  const cap = country ? caps[country.toUpperCase()] : undefined;
  return Math.max(DEFAULT_MIN_WAGER_MULTIPLIER, cap === undefined ? template : Math.min(template, cap));
}

/** Terms of a bonus in `currency`: its own, or the base currency's converted at the current rates (rounded down). */
export function termsIn(
  bonus: Pick<BonusRow, 'currencies'>,
  currency: string,
  rates: RateTable,
): BonusCurrencyTerms | undefined {
  const own = bonus.currencies[currency];
  if (own) return own;
  const base = bonus.currencies[BASE_CURRENCY];
  if (!base || !rates.has(currency)) return undefined;
  const convert = (value: number | undefined) =>
    value === undefined ? undefined : Number(convertDown(rates, BigInt(value), BASE_CURRENCY, currency));
  const converted: Record<string, number> = {};
  for (const key of ['amount', 'maxAmount', 'maxBet', 'maxConversion', 'freespinBet'] as const) {
    const value = convert(base[key]);
    if (value !== undefined) converted[key] = value;
  }
  return converted;
}

/** Conversion rounded down (limits round up: a fraction of a cent counts against the player there, for the house here). */
function convertDown(rates: RateTable, amount: bigint, from: string, to: string): bigint {
  const up = convertMinor(rates, amount, from, to);
  // convertMinor rounds up; the exact value is below `up` unless it was whole.
  const back = convertMinor(rates, up, to, from);
  return back > amount && up > 0n ? up - 1n : up;
}

/** The least deposit in `currency` that triggers the bonus; undefined when no trigger covers it. */
export function triggerAmountIn(
  bonus: Pick<BonusRow, 'triggerConditions'>,
  currency: string,
  rates: RateTable,
): bigint | undefined {
  const item = bonus.triggerConditions.invoiceAmountItems.find((candidate) => candidate.currency === currency);
  if (item) return BigInt(item.amountFrom);
  const base = bonus.triggerConditions.baseCurrencyInvoiceAmountFrom;
  if (base === null || !rates.has(currency)) return undefined;
  return convertMinor(rates, BigInt(base), BASE_CURRENCY, currency);
}

/** What a deposit of `deposit` gets: a share (capped by maxAmount) or the fixed amount. */
export function bonusAmountFor(bonus: Pick<BonusRow, 'percent'>, terms: BonusCurrencyTerms, deposit: bigint): bigint {
  if (bonus.percent !== null) {
    const share = (deposit * BigInt(bonus.percent)) / BASIS_POINTS;
    return terms.maxAmount === undefined ? share : share < BigInt(terms.maxAmount) ? share : BigInt(terms.maxAmount);
  }
  return BigInt(terms.amount ?? 0);
}

export async function currentRates(executor: Executor): Promise<RateTable> {
  return loadRates(executor);
}

/** A stake's contribution rate: per game (id or identity), else the highest of its collections, else the default; 0 outside `gameIds`. */
export async function contributionRate(
  executor: Executor,
  terms: { readonly contribution: WagerContribution; readonly gameIds: readonly string[] },
  game: { readonly id: string; readonly identity: string },
): Promise<number> {
  if (terms.gameIds.length > 0 && !terms.gameIds.includes(game.id) && !terms.gameIds.includes(game.identity)) return 0;
  const perGame = terms.contribution.games[game.id] ?? terms.contribution.games[game.identity];
  if (perGame !== undefined) return perGame;
  const collections = Object.keys(terms.contribution.collections);
  if (collections.length > 0) {
    const rows = await queryRows<{ identity: string }>(
      executor,
      sql`select c.identity from game_collection_items i join game_collections c on c.id = i.collection_id where i.game_id = ${game.id}::uuid`,
    );
    const rates = rows
      .map((row) => terms.contribution.collections[row.identity])
      .filter((rate): rate is number => rate !== undefined);
    if (rates.length > 0) return Math.max(...rates);
  }
  return terms.contribution.defaultRate;
}

/** Decimal odds as an integer of ten-thousandths ("1.50" → 15000); undefined when not a decimal. */
export function oddsScaled(odds: string): bigint | undefined {
  const match = /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(odds.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** floor(stake × rate / 10 000): what a stake adds to wagering. */
export function wageringOf(stake: bigint, rate: number): bigint {
  return rate <= 0 ? 0n : (stake * BigInt(rate)) / BASIS_POINTS;
}
