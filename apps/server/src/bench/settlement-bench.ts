/**
 * `npm run bench:settlement [-- --bets 100000 --players 1000]`: one market with N open bets is
 * resulted and settled by the real settlement job's code (bet-settlement.ts: legs take the
 * results, every bet's payout through the seamless wallet and the ledger, liability released, a
 * push per bet), in batches that each commit. Prints the time and bets per second, then runs the
 * ledger integrity check and exits 1 when it fails.
 *
 * The bets are seeded through the real wallet (each stake a round, a wallet call and a ledger
 * transfer) in batched transactions, without the placement checks (bench:bets and the tests
 * cover those), so seeding 100,000 bets takes minutes rather than the hours of one HTTP call each.
 * Embedded PGlite in memory by default; BENCH_DATABASE_URL for PostgreSQL (rows are added to it).
 * Bounded: at most 200,000 bets.
 */
import { minorAmount, type MinorAmount, type PlayerId } from '@casino/shared';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { queryRows } from '../db/database';
import { transferFunds } from '../modules/wallet/ledger';
import { checkLedgerIntegrity } from '../modules/wallet/ledger-integrity';
import { settleMarkets } from '../providers/sportsbook/betting/bet-settlement';
import {
  sportsbookBetLegs,
  sportsbookBets,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
} from '../providers/sportsbook/sportsbook.table';

const MAX_BETS = 200_000;
const SEED_BATCH = 1_000;
const CURRENCY = 'EUR';
const STAKE_MINOR = 100n;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { bets: { type: 'string', default: '100000' }, players: { type: 'string', default: '1000' } },
  });
  const bets = Math.min(MAX_BETS, Math.max(1, Number(values.bets)));
  const players = Math.min(bets, Math.max(1, Number(values.players)));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      DATA_DIR: 'memory://',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
      SPORTSBOOK_FEED: 'off',
    }),
  );
  await app.ready();
  try {
    const { marketId, selectionId, price } = await oneMarket(app);
    const seedStarted = performance.now();
    const playerIds = await seedPlayers(app, players, minorAmount((BigInt(bets) / BigInt(players) + 1n) * STAKE_MINOR));
    await seedBets(app, bets, playerIds, { marketId, selectionId, price });
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    // The home side wins: half of the book's outcomes pay, as in a real market.
    await app.database.db.transaction(async (tx) => {
      await tx
        .update(sportsbookSelections)
        .set({ result: sql`case when outcome = 'home' then 'win' else 'lose' end` })
        .where(eq(sportsbookSelections.marketId, marketId));
      await tx
        .update(sportsbookMarkets)
        .set({ status: 'settled', settledAt: new Date() })
        .where(eq(sportsbookMarkets.id, marketId));
    });
    const started = performance.now();
    const settled = await settleMarkets(app.database.db, app.sportsbook.money, [marketId]);
    const seconds = (performance.now() - started) / 1000;
    const report = await checkLedgerIntegrity(app.database.db);
    const [open] = await queryRows<{ open: string }>(
      app.database.db,
      sql`select count(*)::text as open from sportsbook_bets where status = 'open'`,
    );
    const lines = [
      `bets on the market          ${bets} (${players} players), seeded through the wallet in ${seedSeconds.toFixed(1)} s`,
      `settled                     ${settled} in ${seconds.toFixed(1)} s (${Math.round(settled / seconds)} bets/s), ${open?.open ?? '?'} left open`,
      `ledger integrity            ${report.ok ? 'ok' : `FAILED ${JSON.stringify(report)}`}`,
    ];
    process.stdout.write(`\nsettlement benchmark (${app.database.kind})\n${lines.join('\n')}\n`);
    process.exitCode = report.ok && settled === bets ? 0 : 1;
  } finally {
    await app.close();
  }
}

/** A soccer match of the feed, its match result market and the home selection. */
async function oneMarket(app: FastifyInstance) {
  await app.sportsbook.feed.saveChampionships();
  await app.sportsbook.feed.makeFixtures(new Date(), [3001]);
  const [event] = await app.database.db.select({ id: sportsbookEvents.id }).from(sportsbookEvents).limit(1);
  if (!event) throw new Error('the feed made no fixture');
  await app.database.db.update(sportsbookEvents).set({ status: 'ended' }).where(eq(sportsbookEvents.id, event.id));
  const [selection] = await app.database.db
    .select({
      selectionId: sportsbookSelections.id,
      marketId: sportsbookSelections.marketId,
      numerator: sportsbookSelections.priceNumerator,
      denominator: sportsbookSelections.priceDenominator,
    })
    .from(sportsbookSelections)
    .innerJoin(sportsbookMarkets, eq(sportsbookMarkets.id, sportsbookSelections.marketId))
    .where(
      sql`${sportsbookMarkets.eventId} = ${event.id} and ${sportsbookMarkets.marketKey} = 'match_result' and ${sportsbookSelections.outcome} = 'home'`,
    );
  if (!selection) throw new Error('no match result market');
  return {
    marketId: selection.marketId,
    selectionId: selection.selectionId,
    price: { numerator: selection.numerator, denominator: selection.denominator },
    eventId: event.id,
  };
}

/** Players with an EUR account each, funded through the ledger from the house's clearing account. */
async function seedPlayers(app: FastifyInstance, count: number, funds: MinorAmount): Promise<PlayerId[]> {
  const db = app.database.db;
  const rows = await queryRows<{ id: PlayerId }>(
    db,
    sql`with made as (insert into players (locale) select 'en' from generate_series(1, ${count}) returning id),
        accounts as (insert into wallet_accounts (player_id, currency, is_selected) select id, ${CURRENCY}, true from made returning player_id)
        select player_id as id from accounts`,
  );
  const ids = rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += SEED_BATCH) {
    await db.transaction(async (tx) => {
      for (const playerId of ids.slice(start, start + SEED_BATCH)) {
        await transferFunds(tx, {
          idempotencyKey: `bench:funding:${playerId}`,
          reason: 'bench_funding',
          currency: CURRENCY,
          amount: funds,
          from: { kind: 'house', account: 'payment_clearing' },
          to: { kind: 'player', playerId },
        });
      }
    });
  }
  return ids;
}

async function seedBets(
  app: FastifyInstance,
  count: number,
  playerIds: readonly PlayerId[],
  leg: { marketId: number; selectionId: number; price: { numerator: number; denominator: number } },
): Promise<void> {
  const [selection] = await app.database.db
    .select({ eventId: sportsbookSelections.eventId })
    .from(sportsbookSelections)
    .where(eq(sportsbookSelections.id, leg.selectionId));
  const potential = (STAKE_MINOR * BigInt(leg.price.numerator)) / BigInt(leg.price.denominator);
  for (let start = 0; start < count; start += SEED_BATCH) {
    const size = Math.min(SEED_BATCH, count - start);
    await app.database.db.transaction(async (tx) => {
      const rows = await tx
        .insert(sportsbookBets)
        .values(
          Array.from({ length: size }, (_, index) => ({
            playerId: playerIds[(start + index) % playerIds.length]!,
            requestId: crypto.randomUUID(),
            currency: CURRENCY,
            kind: 'single' as const,
            unitStake: STAKE_MINOR,
            totalStake: STAKE_MINOR,
            potentialPayout: potential,
            oddsNumerator: String(leg.price.numerator),
            oddsDenominator: String(leg.price.denominator),
            status: 'open' as const,
            oddsChange: 'any' as const,
          })),
        )
        .returning();
      await tx.insert(sportsbookBetLegs).values(
        rows.map((bet) => ({
          betId: bet.id,
          legIndex: 0,
          selectionId: leg.selectionId,
          marketId: leg.marketId,
          eventId: selection!.eventId,
          priceNumerator: leg.price.numerator,
          priceDenominator: leg.price.denominator,
          inPlay: false,
        })),
      );
      for (const bet of rows) await app.sportsbook.money.stake(tx, bet);
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
