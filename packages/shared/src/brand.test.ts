import { describe, expect, it } from 'vitest';
import { minorAmount, type AccountId, type InvoiceId, type MinorAmount, type PlayerId, type RoundId } from './brand';

/*
 * The brands are checked by the compiler: each `@ts-expect-error` below fails `npm run typecheck`
 * the day the line compiles, that is the day a player id could be passed for an account id again.
 */

const takesPlayer = (id: PlayerId): string => id;
const takesAccount = (id: AccountId): string => id;
const takesInvoice = (id: InvoiceId): string => id;
const takesRound = (id: RoundId): string => id;
const takesAmount = (amount: MinorAmount): bigint => amount;

const playerId = 'a3c1f5e0-0000-4000-8000-000000000001' as PlayerId;
const accountId = 'a3c1f5e0-0000-4000-8000-000000000002' as AccountId;
const invoiceId = 'a3c1f5e0-0000-4000-8000-000000000003' as InvoiceId;
const roundId = 'a3c1f5e0-0000-4000-8000-000000000004' as RoundId;

describe('branded ids', () => {
  it('are refused where another id belongs, and a plain string is refused for any of them', () => {
    // @ts-expect-error an account id is not a player id
    takesPlayer(accountId);
    // @ts-expect-error a player id is not an account id
    takesAccount(playerId);
    // @ts-expect-error a player id is not an invoice id
    takesInvoice(playerId);
    // @ts-expect-error an invoice id is not a round id
    takesRound(invoiceId);
    // @ts-expect-error a round id is not a player id
    takesPlayer(roundId);
    // @ts-expect-error a plain string is not a player id: it is branded where it enters
    takesPlayer('a3c1f5e0-0000-4000-8000-000000000001');
    // Each still reads as the string it is (a log line, a SQL parameter).
    const asText: string = playerId;
    expect([asText, takesAccount(accountId), takesInvoice(invoiceId), takesRound(roundId)]).toEqual([
      playerId,
      accountId,
      invoiceId,
      roundId,
    ]);
  });
});

describe('minorAmount', () => {
  it('brands an amount of zero or more minor units', () => {
    expect(takesAmount(minorAmount(2_550n))).toBe(2_550n);
    expect(takesAmount(minorAmount(0n))).toBe(0n);
  });

  it('refuses a negative amount: money never moves on one', () => {
    expect(() => minorAmount(-1n)).toThrow(RangeError);
  });

  it('is the only way to a MinorAmount: a plain bigint or a number is refused by the compiler', () => {
    // @ts-expect-error a plain bigint is not a MinorAmount: it goes through minorAmount()
    takesAmount(2_550n);
    // @ts-expect-error a number of minor units is not a MinorAmount either
    takesAmount(2_550);
    // @ts-expect-error an id is not an amount
    takesAmount(playerId);
    // Arithmetic on a MinorAmount gives a plain bigint again, to be checked before it moves money.
    const doubled = minorAmount(100n) * 2n;
    // @ts-expect-error the product is a bigint, not a checked amount
    takesAmount(doubled);
    expect(takesAmount(minorAmount(doubled))).toBe(200n);
  });
});
