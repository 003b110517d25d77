import { sql } from 'drizzle-orm';
import { GameRoundStatus, type GameFeature, type PlayerId } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { houseEdgeBps, SPORTS_HOUSE_EDGE_BPS } from '../bonus/bonus.service';
import type { Loyalty } from './loyalty';
import { questEvent, type QuestDependencies, type RetentionEvent } from './quest-progress';
import { loadRates } from './retention-money';
import { retentionEvents } from './retention.table';

interface RoundRow {
  readonly id: string;
  readonly player_id: PlayerId | null;
  readonly currency: string;
  readonly bet: string;
  readonly bonus_bet: string;
  readonly win: string;
  readonly status: number;
  readonly is_demo: boolean;
  readonly created_at: string | Date;
  readonly game_id: string;
  readonly identity: string;
  readonly rtp_basis_points: number;
  readonly features: GameFeature[];
  readonly integration: string;
  readonly provider_round_id: string;
}

/**
 * Events as retention counts them, each exactly once: the event's row in `retention_events` is
 * written in the transaction of all its effects (points, rakeback, quest progress, rewards), so a
 * replayed job, a retry after a crash, or a second node running the same job finds the row and
 * changes nothing (the second insert waits for the first's commit, then conflicts).
 */
export class RetentionEvents {
  constructor(
    private readonly db: Database,
    private readonly loyalty: Loyalty,
    private readonly quests: QuestDependencies,
  ) {}

  /** A settled real-money round (casino or sports): points and rakeback for its own-money stake, quest progress. */
  async roundSettled(roundId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [round] = await queryRows<RoundRow>(
        tx,
        sql`select r.id::text as id, r.player_id::text as player_id, r.currency, r.bet::text as bet, r.bonus_bet::text as bonus_bet, r.win::text as win, r.status, r.is_demo,
                   r.created_at, g.id::text as game_id, g.identity, g.rtp_basis_points, g.features, p.integration, r.provider_round_id
            from game_rounds r join games g on g.id = r.game_id join game_providers p on p.id = r.provider_id
            where r.id = ${roundId}::uuid`,
      );
      if (!round || !round.player_id || round.is_demo || round.status !== GameRoundStatus.Settled) return false;
      if (!(await this.record(tx, 'round', round.id, round.player_id))) return false;
      const sports = round.integration === 'sportsbook';
      const bet = sports ? await sportsBetOf(tx, round.provider_round_id) : undefined;
      const voided = bet?.status === 'void' || bet?.status === 'rejected';
      const ownStake = BigInt(round.bet) - BigInt(round.bonus_bet);
      const rates = await loadRates(tx);
      const edgeBps = voided
        ? 0
        : sports
          ? SPORTS_HOUSE_EDGE_BPS
          : houseEdgeBps({ rtpBasisPoints: round.rtp_basis_points, features: round.features });
      await this.loyalty.stakeSettled(tx, rates, {
        playerId: round.player_id,
        currency: round.currency,
        ownStake,
        edgeBps,
      });
      const event: RetentionEvent = {
        kind: 'round',
        playerId: round.player_id,
        currency: round.currency,
        at: new Date(),
        stake: BigInt(round.bet),
        ownStake,
        win: BigInt(round.win),
        gameId: round.game_id,
        gameIdentity: round.identity,
        sports,
        oddsHundredths: bet?.oddsHundredths ?? null,
        voided,
      };
      await questEvent(tx, this.quests, rates, event);
      return true;
    });
  }

  /** A credited deposit: deposit tasks. */
  async depositCredited(deposit: {
    invoiceId: string;
    playerId: PlayerId;
    currency: string;
    amount: bigint;
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.record(tx, 'deposit', deposit.invoiceId, deposit.playerId))) return false;
      await questEvent(tx, this.quests, await loadRates(tx), {
        kind: 'deposit',
        playerId: deposit.playerId,
        currency: deposit.currency,
        amount: deposit.amount,
        at: new Date(),
      });
      return true;
    });
  }

  /** A day the player logged in or came back (UTC): login-day tasks. A day on a break is no quest's day. */
  async loginDay(playerId: PlayerId, day: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (await this.quests.bonuses.onBreak(tx, playerId)) return false;
      if (!(await this.record(tx, 'login', `${playerId}:${day}`, playerId))) return false;
      await questEvent(tx, this.quests, await loadRates(tx), { kind: 'login', playerId, day, at: new Date() });
      return true;
    });
  }

  private async record(
    tx: Executor,
    kind: 'round' | 'deposit' | 'login',
    sourceId: string,
    playerId: PlayerId,
  ): Promise<boolean> {
    const [inserted] = await tx
      .insert(retentionEvents)
      .values({ kind, sourceId, playerId })
      .onConflictDoNothing()
      .returning({ kind: retentionEvents.kind });
    if (inserted === undefined) return false;
    await this.loyalty.lockAccount(tx, playerId);
    return true;
  }
}

/** The sportsbook's bet behind a round (`bet-{id}`): its status and combined odds in hundredths, read-only. */
async function sportsBetOf(
  tx: Executor,
  providerRoundId: string,
): Promise<{ status: string; oddsHundredths: number } | undefined> {
  const id = /^bet-(\d+)$/.exec(providerRoundId)?.[1];
  if (!id) return undefined;
  const [bet] = await queryRows<{ status: string; odds_numerator: string; odds_denominator: string }>(
    tx,
    sql`select status, odds_numerator, odds_denominator from sportsbook_bets where id = ${Number(id)}`,
  );
  if (!bet) return undefined;
  return {
    status: bet.status,
    oddsHundredths: Number((BigInt(bet.odds_numerator) * 100n) / BigInt(bet.odds_denominator)),
  };
}
