import type { PlayerId } from '@casino/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { convertMinor, loadRates, type RateTable } from '../limits/limits.service';

/** Quest amounts, cash rewards and points are kept in the base currency's minor units. */
export const BASE_CURRENCY = 'USD';

export { loadRates, type RateTable };

/** `amount` of `from` in minor units of `to`, rounded down (progress and points never count a fraction the player did not stake). */
export function convertDown(rates: RateTable, amount: bigint, from: string, to: string): bigint {
  if (from === to || amount === 0n) return amount;
  const source = rates.get(from);
  const target = rates.get(to);
  if (!source || !target || target.scaledRate === 0n) return 0n;
  return (amount * source.scaledRate * target.subunitToUnit) / (source.subunitToUnit * target.scaledRate);
}

/** Rounded up: a target shown in another currency is never below what it takes. */
export function convertUp(rates: RateTable, amount: bigint, from: string, to: string): bigint {
  if (!rates.has(from) || !rates.has(to)) return amount;
  return convertMinor(rates, amount, from, to);
}

/** The currency of the player's selected wallet account (USD when they have none). */
export async function selectedCurrencyOf(executor: Executor, playerId: PlayerId): Promise<string> {
  const [row] = await queryRows<{ currency: string }>(
    executor,
    sql`select currency from wallet_accounts where player_id = ${playerId}::uuid order by is_selected desc, created_at limit 1`,
  );
  return row?.currency ?? BASE_CURRENCY;
}

/** Whether the player holds a wallet account in `currency`. */
export async function hasAccountIn(executor: Executor, playerId: PlayerId, currency: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    executor,
    sql`select 1 as one from wallet_accounts where player_id = ${playerId}::uuid and currency = ${currency}`,
  );
  return rows.length > 0;
}

/** A JSON integer of minor units (amounts here stay far below 2^53). */
export const money = (value: bigint): number => Number(value);
