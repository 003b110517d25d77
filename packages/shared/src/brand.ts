/** A nominal type: a `Brand<string, 'PlayerId'>` cannot be passed where an `AccountId` belongs. */
export type Brand<T, Name extends string> = T & { readonly __brand: Name };

/*
 * The ids and the amount that move money (DESIGN.md section 3). The ids are uuid columns, read as
 * strings; the database hands them out branded (the drizzle columns' `$type`), so code gets them
 * from a row, never by naming a string. A string that enters from outside (a token's subject, a
 * path parameter) is branded once, where it enters.
 */

/** A player (`players.id`). */
export type PlayerId = Brand<string, 'PlayerId'>;
/** A player's wallet account in one currency (`wallet_accounts.id`). */
export type AccountId = Brand<string, 'AccountId'>;
/** A payment invoice, deposit or withdrawal (`invoices.id`). */
export type InvoiceId = Brand<string, 'InvoiceId'>;
/** A game round (`game_rounds.id`). */
export type RoundId = Brand<string, 'RoundId'>;
/** An amount of money in a currency's minor units (cents, satoshi), as the ledger moves it: an integer, never negative. */
export type MinorAmount = Brand<bigint, 'MinorAmount'>;

/**
 * An amount the ledger may move. Throws on a negative amount: a caller that computed one has a
 * bug, and money must not move on it (a zero amount is refused by the ledger itself).
 */
export function minorAmount(value: bigint): MinorAmount {
  if (typeof value !== 'bigint' || value < 0n) throw new RangeError(`a minor amount is an integer ≥ 0, got ${value}`);
  return value as MinorAmount;
}
