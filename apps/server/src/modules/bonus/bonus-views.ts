import type { PlayerBonus, PlayerFreespin } from '@casino/shared';
import type { playerBonuses, playerFreespins } from './bonus.table';
import { conversionLimit } from './bonus-contribution';

type PlayerBonusRow = typeof playerBonuses.$inferSelect;
type PlayerFreespinRow = typeof playerFreespins.$inferSelect;

/** Minor units as a JSON integer (DESIGN.md, Money): a value beyond 2^53 is a bug, not an answer. */
export function money(value: bigint): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new Error(`amount ${value} does not fit a JSON integer`);
  return number;
}

export function toPlayerBonusView(
  row: PlayerBonusRow,
  extra: { hasOpenRound: boolean; pageIdentity?: string | null },
): PlayerBonus {
  return {
    id: row.id,
    bonusId: row.bonusId,
    pageIdentity: extra.pageIdentity ?? null,
    title: row.title,
    kind: row.kind,
    status: row.status,
    result: row.result,
    amount: money(row.amount),
    balance: money(row.balance),
    currency: row.currency,
    packageId: row.packageId,
    issueSessionId: null,
    wagerCasinoConditions: { gameIds: row.gameIds },
    wager: {
      isEnabled: row.wagerMultiplier > 0,
      multiplier: row.wagerMultiplier,
      required: money(row.wagerRequired),
      wagered: money(row.wagered),
      maxBet: row.maxBet === null ? null : money(row.maxBet),
      maxConversion: conversionLimitOf(row),
      contribution: row.contribution,
    },
    convertedAmount: money(row.convertedAmount),
    forfeitedAmount: money(row.forfeitedAmount),
    hasOpenRound: extra.hasOpenRound,
    issuedAt: row.issuedAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export function toPlayerFreespinView(row: PlayerFreespinRow, gameIdentity: string | null): PlayerFreespin {
  return {
    id: row.id,
    bonusId: row.bonusId,
    title: row.title,
    status: row.status,
    result: row.result as PlayerFreespin['result'],
    count: row.count,
    played: row.played,
    betAmount: money(row.betAmount),
    winnings: money(row.winnings),
    currency: row.currency,
    gameId: row.gameId,
    gameIdentity,
    packageId: row.packageId,
    playerBonusId: row.playerBonusId,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The most the bonus can convert, as the player is shown it (the engine's own limit). */
function conversionLimitOf(row: typeof playerBonuses.$inferSelect): number | null {
  const limit = conversionLimit(row);
  return limit === null ? null : money(limit);
}
