import type { PlayerId } from '@casino/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { JobKind } from '../../jobs/job-kind';
import type { PlayerGuard } from '../../http/player-guard';
import type { BonusService } from '../bonus/bonus.service';
import type { Notify } from '../notification/notification.service';
import type { WalletService } from '../wallet/wallet.service';
import { Loyalty, type BreakCheck, type RewardBonuses } from './loyalty';
import { QuestService } from './quests.service';
import { ReferralService } from './referral.service';
import { RetentionEvents } from './retention-events';
import { retentionRoutes } from './retention.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Quests, loyalty and referral (issue 25); tests run its jobs' work directly and move its clocks. */
    readonly retention: Retention;
  }
}

export interface Retention {
  readonly loyalty: Loyalty;
  readonly quests: QuestService;
  readonly referral: ReferralService;
  readonly events: RetentionEvents;
  /** On a settled round's transaction: its retention job. */
  roundSettled(executor: Executor, roundId: string): Promise<void>;
  /** On a credited deposit's transaction: its retention job. */
  depositCredited(
    executor: Executor,
    deposit: { id: string; playerId: PlayerId; currency: string; amount: bigint },
  ): Promise<void>;
  /** A login or a return: that day's retention job. */
  playerSeen(playerId: string, executor?: Executor): Promise<void>;
}

/** Once a minute across all nodes: live quests past their end expire (5 or 6). */
const QUEST_EXPIRY_SCHEDULE = '* * * * *';
/** Daily 00:15 UTC: the week just finished gets its referral commission on Monday, and a missed Monday the day after. */
const REFERRAL_COMMISSION_SCHEDULE = '15 0 * * *';
const EVENT_RETRY = { limit: 10, delaySeconds: 5, backoff: true, maxDelaySeconds: 600 } as const;

/** The bonus engine's templates and grants, as retention's rewards use them. */
function rewardBonuses(bonuses: BonusService): RewardBonuses {
  return {
    grantReward: (executor, reward) => bonuses.grantReward(executor, reward),
    onBreak: async (executor, playerId) => (await bonuses.breaks.breakOf(playerId, executor)) !== null,
    templates: async (executor, pageIdentities) => {
      if (pageIdentities.length === 0) return new Map();
      const list = sql.join(
        pageIdentities.map((identity) => sql`${identity}`),
        sql`, `,
      );
      const rows = await queryRows<{ id: number; page_identity: string; title: string; has_spins: boolean }>(
        executor,
        sql`select id, page_identity, title, freespins is not null as has_spins from bonuses where page_identity in (${list})`,
      );
      return new Map(
        rows.map((row) => [
          row.page_identity,
          { id: Number(row.id), title: row.title, kind: row.has_spins ? 'freespins' : 'bonus' },
        ]),
      );
    },
  };
}

/**
 * Builds retention and registers its routes under /api/retention and its jobs: one per settled
 * round, credited deposit and login day (enqueued in the transaction of the change, so the bet
 * path only adds a job row), quest expiry and the weekly referral commission.
 */
export async function registerRetention(
  app: FastifyInstance,
  options: {
    db: Database;
    wallet: WalletService;
    bonuses: BonusService;
    guard: PlayerGuard;
    assertNoBreak: BreakCheck;
    notify?: Notify;
  },
): Promise<Retention> {
  const { db, wallet } = options;
  const rewards = rewardBonuses(options.bonuses);
  const loyalty = new Loyalty(db, wallet, rewards, options.assertNoBreak, options.notify);
  const deps = { loyalty, ledger: wallet, bonuses: rewards, ...(options.notify ? { notify: options.notify } : {}) };
  const quests = new QuestService(db, deps, options.assertNoBreak);
  const referral = new ReferralService(
    db,
    {
      transfer: (executor, request) => wallet.transfer(executor, request),
      openAccount: (executor, playerId, currency) => wallet.openAccount(executor, playerId, currency),
    },
    options.assertNoBreak,
  );
  const events = new RetentionEvents(db, loyalty, deps);

  const roundJob = app.jobs.define<{ roundId: string }>({
    name: 'retention.round',
    retry: EVENT_RETRY,
    timeoutSeconds: 60,
    run: async ({ roundId }) => void (await events.roundSettled(roundId)),
  });
  const depositJob = app.jobs.define<{ invoiceId: string; playerId: PlayerId; currency: string; amount: string }>({
    name: 'retention.deposit',
    retry: EVENT_RETRY,
    timeoutSeconds: 60,
    run: async (deposit) => void (await events.depositCredited({ ...deposit, amount: BigInt(deposit.amount) })),
  });
  const loginJob = app.jobs.define<{ playerId: PlayerId; day: string }>({
    name: 'retention.login',
    retry: EVENT_RETRY,
    timeoutSeconds: 60,
    run: async ({ playerId, day }) => void (await events.loginDay(playerId, day)),
  });
  const expiry: JobKind<Record<string, never>> = {
    name: 'retention.quest-expiry',
    cron: QUEST_EXPIRY_SCHEDULE,
    retry: { limit: 1, delaySeconds: 30, backoff: false },
    timeoutSeconds: 5 * 60,
    run: async () => void (await quests.expire()),
  };
  const commission: JobKind<Record<string, never>> = {
    name: 'retention.referral-commission',
    cron: REFERRAL_COMMISSION_SCHEDULE,
    retry: { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3600 },
    timeoutSeconds: 30 * 60,
    run: async () => void (await referral.computeFinishedPeriod(referral.now())),
  };
  app.jobs.define(expiry);
  app.jobs.define(commission);

  const retention: Retention = {
    loyalty,
    quests,
    referral,
    events,
    roundSettled: (executor, roundId) => app.jobs.enqueue(roundJob, { roundId }, { executor }),
    depositCredited: (executor, deposit) =>
      app.jobs.enqueue(
        depositJob,
        {
          invoiceId: deposit.id,
          playerId: deposit.playerId,
          currency: deposit.currency,
          amount: deposit.amount.toString(),
        },
        { executor },
      ),
    playerSeen: async (playerId, executor) => {
      const day = new Date().toISOString().slice(0, 10);
      try {
        await app.jobs.enqueue(
          loginJob,
          { playerId, day },
          { ...(executor ? { executor } : {}), singletonKey: `${playerId}:${day}` },
        );
      } catch (error) {
        // A login is never refused for its login day (a queue not open yet: a tool building the app without serving).
        app.log.warn({ err: error, playerId }, 'a login day could not be recorded');
      }
    },
  };
  app.decorate('retention', retention);
  await app.register(retentionRoutes, { prefix: '/api/retention', quests, loyalty, referral, guard: options.guard });
  return retention;
}
