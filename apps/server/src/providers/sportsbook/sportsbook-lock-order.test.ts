import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { TEST_ADMIN_TOKEN, waitUntil } from '../../testing/payments';
import { eventOf, makeSportsbookDay, selectionOf, upcomingEventIds } from '../../testing/sportsbook';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseServerUrl } from '../../testing/test-database';
import { sportsbookMarkets, sportsbookSelections } from './sportsbook.table';

/**
 * The book's lock order (betting/bet-placement.ts): markets before their selections, everywhere.
 * A bet holding a market while the match is resulted: the result waits for the market before it
 * writes any selection, so the bet then takes its selection and both finish; selections first,
 * the two would wait on each other (PostgreSQL ends one with a deadlock error).
 */
// PGlite serves one connection at a time: two transactions waiting on each other exist only on PostgreSQL.
describe.skipIf(!testDatabaseServerUrl)("the book's lock order on PostgreSQL", () => {
  const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });

  it('results a match while a bet holds one of its markets: the result waits, then both finish', async () => {
    const app = testApp.app;
    const db = app.database.db;
    await makeSportsbookDay(app);
    const [eventId] = await upcomingEventIds(app);
    const selection = selectionOf(await eventOf(app, eventId ?? 0), 'Match result', 'home');
    const [row] = await db
      .select({ marketId: sportsbookSelections.marketId, liability: sportsbookSelections.liability })
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.id, selection.id));
    const marketId = row?.marketId ?? 0;

    let holdsMarket!: () => void;
    const marketHeld = new Promise<void>((resolve) => (holdsMarket = resolve));
    let letBetGoOn!: () => void;
    const betMayGoOn = new Promise<void>((resolve) => (letBetGoOn = resolve));
    // A bet as placement takes its rows: its market locked, then its selection's liability.
    const bet = db.transaction(async (tx) => {
      await tx
        .select({ id: sportsbookMarkets.id })
        .from(sportsbookMarkets)
        .where(eq(sportsbookMarkets.id, marketId))
        .for('update');
      holdsMarket();
      await betMayGoOn;
      await tx
        .update(sportsbookSelections)
        .set({ liability: sql`${sportsbookSelections.liability} + 1` })
        .where(eq(sportsbookSelections.id, selection.id));
    });
    await marketHeld;
    const finished = app.sportsbook.trading.finishEvent(eventId ?? 0, { home: 1, away: 0 });
    // The result waits on a lock: the market the bet holds (it would hold the selections by now, were they first).
    const waiting = async () =>
      (
        await queryRows<{ waiting: number }>(
          db,
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      )[0]?.waiting === 1;
    await waitUntil(waiting);
    letBetGoOn();
    await expect(bet).resolves.toBeUndefined();
    await expect(finished).resolves.toBeUndefined();
    const [resulted] = await db
      .select({ result: sportsbookSelections.result, liability: sportsbookSelections.liability })
      .from(sportsbookSelections)
      .where(eq(sportsbookSelections.id, selection.id));
    // Both wrote: the bet's liability and the result.
    expect(resulted).toEqual({ result: 'win', liability: (row?.liability ?? 0n) + 1n });
    const [market] = await db
      .select({ status: sportsbookMarkets.status })
      .from(sportsbookMarkets)
      .where(eq(sportsbookMarkets.id, marketId));
    expect(market?.status).toBe('settled');
  });
});
