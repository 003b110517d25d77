import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReferralProgram, ReferralTransfer } from '@casino/shared';
import { queryRows } from '../../db/database';
import { accountsOf, gameIdOf, spin } from '../../testing/bonuses';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, registerPlayer } from '../../testing/players';
import { signedInitData, TEST_BOT_TOKEN, uniqueMessengerUserId } from '../../testing/telegram';
import { useTestApp } from '../../testing/test-app';
import { periodOf, REFERRAL_COMMISSION_BPS } from './referral.service';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN } });
const app = () => testApp.app;
const WEEK_MS = 7 * 86_400_000;

async function program(token: string): Promise<ReferralProgram> {
  const response = await app().inject({ method: 'GET', url: '/api/retention/referral', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReferralProgram>();
}

async function referrerOf(playerId: string): Promise<string | undefined> {
  const [row] = await queryRows<{ referrer: string }>(
    app().database.db,
    sql`select referrer_player_id::text as referrer from referrals where referred_player_id = ${playerId}::uuid`,
  );
  return row?.referrer;
}

/** A referred player who loses `loss` EUR minor units on a slot (settled now). */
async function referredLoser(fields: Record<string, unknown>, loss: number) {
  const player = await registerPlayer(app(), fields);
  await fundPlayer(app(), player.profile.id, 'EUR', BigInt(loss));
  await spin(app(), player.profile.id, 'EUR', await gameIdOf(app(), 'lucky-orbit'), loss, 0);
  return player;
}

describe('the referral programme', () => {
  it('gives each player a referral id and link, and attributes a sign-up once, by ref_id or the affiliate tag, never to a later code', async () => {
    const referrer = await registerPlayer(app());
    const { referralId, linkPath } = await program(referrer.accessToken);
    expect(referralId).toMatch(/^[A-Z0-9]{8}$/);
    expect(linkPath).toBe(`/?ref_id=${referralId}`);
    expect((await program(referrer.accessToken)).referralId).toBe(referralId);
    const byLink = await registerPlayer(app(), { ref_id: referralId.toLowerCase() });
    const byTag = await registerPlayer(app(), { affiliateTag: referralId });
    const nobody = await registerPlayer(app(), { ref_id: 'NOSUCHCODE' });
    expect(await referrerOf(byLink.profile.id)).toBe(referrer.profile.id);
    expect(await referrerOf(byTag.profile.id)).toBe(referrer.profile.id);
    expect(await referrerOf(nobody.profile.id)).toBeUndefined();
    // A later code changes nothing; nobody refers themselves.
    const other = await registerPlayer(app());
    const otherCode = (await program(other.accessToken)).referralId;
    await app().database.db.transaction((tx) =>
      app().retention.referral.attribute(tx, { playerId: byLink.profile.id, referralId: otherCode }),
    );
    await app().database.db.transaction((tx) =>
      app().retention.referral.attribute(tx, { playerId: other.profile.id, referralId: otherCode }),
    );
    expect(await referrerOf(byLink.profile.id)).toBe(referrer.profile.id);
    expect(await referrerOf(other.profile.id)).toBeUndefined();
    expect((await program(referrer.accessToken)).stats).toMatchObject({ signUps: 2, depositing: 0 });
    expect((await app().inject({ method: 'GET', url: '/api/retention/referral' })).statusCode).toBe(401);
  });

  it('attributes a messenger login that creates the player (ref_id), and not one that finds an existing player', async () => {
    const referrer = await registerPlayer(app());
    const code = (await program(referrer.accessToken)).referralId;
    const user = { id: uniqueMessengerUserId(), first_name: 'Ref' };
    const login = (refId: string) =>
      app().inject({
        method: 'POST',
        url: '/api/player/tg_login',
        payload: { tg_payload: signedInitData(user), ref_id: refId },
        remoteAddress: randomAddress(),
      });
    const first = await login(code);
    expect(first.statusCode, first.body).toBe(200);
    const playerId = first.json<{ profile: { id: string } }>().profile.id;
    expect(await referrerOf(playerId)).toBe(referrer.profile.id);
    const other = await registerPlayer(app());
    expect((await login((await program(other.accessToken)).referralId)).statusCode).toBe(200);
    expect(await referrerOf(playerId)).toBe(referrer.profile.id);
  });

  it('computes commission once per period, carries a negative period over, and transfers the balance to the wallet once', async () => {
    const referrer = await registerPlayer(app());
    const code = (await program(referrer.accessToken)).referralId;
    const referred = await registerPlayer(app(), { ref_id: code });
    await fundPlayer(app(), referred.profile.id, 'EUR', 20_000n);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    // Last week the referred player won 4 000 more than they staked: negative revenue, carried.
    const win = await spin(app(), referred.profile.id, 'EUR', slot, 1_000, 5_000);
    const lastWeek = new Date(periodOf(new Date()).startsAt.getTime() - 1_000);
    await app().database.db.execute(
      sql`update game_rounds set created_at = ${lastWeek.toISOString()}::timestamptz where id = ${win.roundId}::uuid`,
    );
    const { referral } = app().retention;
    await referral.computeFinishedPeriod(new Date());
    expect(await referral.computeFinishedPeriod(new Date())).toBe(0);
    expect((await program(referrer.accessToken)).stats.currencies).toEqual([
      { currency: 'EUR', earned: 0, balance: 0, carriedOver: -4_000 },
    ]);
    // This week they lose 10 000: 6 000 after the carry, 25% of it.
    await spin(app(), referred.profile.id, 'EUR', slot, 10_000, 0);
    const nextWeek = new Date(Date.now() + WEEK_MS);
    expect(await referral.computeFinishedPeriod(nextWeek)).toBe(1);
    expect(await referral.computeFinishedPeriod(nextWeek)).toBe(0);
    const commission = (6_000 * REFERRAL_COMMISSION_BPS) / 10_000;
    expect((await program(referrer.accessToken)).stats.currencies).toEqual([
      { currency: 'EUR', earned: commission, balance: commission, carriedOver: 0 },
    ]);
    const before =
      (await accountsOf(app(), referrer.accessToken)).find((account) => account.currency === 'EUR')?.balance ?? 0;
    const transfers = await Promise.all(
      [1, 2, 3].map(() =>
        app().inject({
          method: 'POST',
          url: '/api/retention/referral/transfer',
          headers: bearer(referrer.accessToken),
          payload: { currency: 'EUR' },
        }),
      ),
    );
    expect(
      transfers
        .filter((transfer) => transfer.statusCode === 200)
        .map((transfer) => transfer.json<ReferralTransfer>().amount),
    ).toEqual([commission]);
    expect(transfers.filter((transfer) => transfer.statusCode === 409)).toHaveLength(2);
    expect((await accountsOf(app(), referrer.accessToken)).find((account) => account.currency === 'EUR')?.balance).toBe(
      before + commission,
    );
    const bad = await app().inject({
      method: 'POST',
      url: '/api/retention/referral/transfer',
      headers: bearer(referrer.accessToken),
      payload: { currency: 7 },
    });
    expect(bad.statusCode).toBe(422);
    await expectLedgerIntact(app());
  });

  it('catches up the weeks a missed Monday left, oldest first, once', async () => {
    const referrer = await registerPlayer(app());
    const code = (await program(referrer.accessToken)).referralId;
    const referred = await registerPlayer(app(), { ref_id: code });
    await fundPlayer(app(), referred.profile.id, 'EUR', 20_000n);
    const slot = await gameIdOf(app(), 'lucky-orbit');
    // Losses in each of the next two weeks; no run on the Monday between them.
    const thisWeek = periodOf(new Date()).startsAt.getTime();
    for (const [weeks, loss] of [
      [1, 2_000],
      [2, 4_000],
    ] as const) {
      const { roundId } = await spin(app(), referred.profile.id, 'EUR', slot, loss, 0);
      await app().database.db.execute(
        sql`update game_rounds set created_at = ${new Date(thisWeek + weeks * WEEK_MS + 1_000).toISOString()}::timestamptz where id = ${roundId}::uuid`,
      );
    }
    const { referral } = app().retention;
    await referral.computeFinishedPeriod(new Date(thisWeek + 3 * WEEK_MS + 1_000));
    const rows = await queryRows<{ starts: string; commission: string }>(
      app().database.db,
      sql`select period_starts_at as starts, commission::text as commission from referral_commissions where referrer_player_id = ${referrer.profile.id}::uuid order by period_starts_at`,
    );
    expect(rows.map((row) => [new Date(row.starts).getTime(), Number(row.commission)])).toEqual([
      [thisWeek + WEEK_MS, (2_000 * REFERRAL_COMMISSION_BPS) / 10_000],
      [thisWeek + 2 * WEEK_MS, (4_000 * REFERRAL_COMMISSION_BPS) / 10_000],
    ]);
    expect(await referral.computeFinishedPeriod(new Date(thisWeek + 3 * WEEK_MS + 1_000))).toBe(0);
    expect((await program(referrer.accessToken)).stats.currencies).toEqual([
      { currency: 'EUR', earned: 1_500, balance: 1_500, carriedOver: 0 },
    ]);
  });

  it('marks a finished week complete: the daily runs after it write nothing and lock no balance', async () => {
    const referrer = await registerPlayer(app());
    const referred = await registerPlayer(app(), { ref_id: (await program(referrer.accessToken)).referralId });
    await fundPlayer(app(), referred.profile.id, 'EUR', 20_000n);
    // A loss in a week of its own, ahead of every other test's: its Monday run computes it.
    const week = periodOf(new Date()).startsAt.getTime() + 10 * WEEK_MS;
    const { roundId } = await spin(app(), referred.profile.id, 'EUR', await gameIdOf(app(), 'lucky-orbit'), 4_000, 0);
    await app().database.db.execute(
      sql`update game_rounds set created_at = ${new Date(week + 1_000).toISOString()}::timestamptz where id = ${roundId}::uuid`,
    );
    const { referral } = app().retention;
    const day = (days: number) => new Date(week + WEEK_MS + days * 86_400_000 + 15 * 60_000);
    expect(await referral.computeFinishedPeriod(day(0))).toBe(1);
    // xmin names the transaction that last wrote a row, xmax the last one that locked it (select … for update).
    const versions = () =>
      queryRows<{ row: string }>(
        app().database.db,
        sql`select 'balance ' || xmin::text || ' ' || xmax::text as row from referral_balances where player_id = ${referrer.profile.id}::uuid
            union all select 'commission ' || xmin::text || ' ' || xmax::text from referral_commissions where referrer_player_id = ${referrer.profile.id}::uuid`,
      );
    const computed = await versions();
    expect(computed).toHaveLength(2);
    // Monday's run again, then the rest of the week's daily runs: nothing new, nothing written or locked.
    for (const days of [0, 1, 2, 3, 4, 5, 6]) expect(await referral.computeFinishedPeriod(day(days))).toBe(0);
    expect(await versions()).toEqual(computed);
    expect((await program(referrer.accessToken)).stats.currencies).toEqual([
      { currency: 'EUR', earned: 1_000, balance: 1_000, carriedOver: 0 },
    ]);
  });

  it('never pays a self-referral through the same device, and shows it to the operator', async () => {
    const referrer = await registerPlayer(app(), { fingerprint: 'device-shared-1' });
    const code = (await program(referrer.accessToken)).referralId;
    const second = await referredLoser({ ref_id: code, fingerprint: 'device-shared-1' }, 10_000);
    expect(await referrerOf(second.profile.id)).toBe(referrer.profile.id);
    await app().retention.referral.computeFinishedPeriod(new Date(Date.now() + WEEK_MS));
    expect((await program(referrer.accessToken)).stats.currencies.every((row) => row.earned === 0)).toBe(true);
    const flags = await app().inject({
      method: 'GET',
      url: '/api/admin/retention/referral-flags',
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({
        referredPlayerId: second.profile.id,
        referrerPlayerId: referrer.profile.id,
        kind: 'device',
        value: 'device-shared-1',
      }),
    );
    await expectLedgerIntact(app());
  });

  it('never pays a self-referral through the same withdrawal card, found when commission is computed', async () => {
    const referrer = await registerPlayer(app(), { currency: 'USD' });
    const code = (await program(referrer.accessToken)).referralId;
    const second = await registerPlayer(app(), { currency: 'USD', ref_id: code });
    const slot = await gameIdOf(app(), 'lucky-orbit');
    for (const player of [referrer, second]) {
      await fundPlayer(app(), player.profile.id, 'USD', 10_000n);
      const withdrawal = await createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        currency: 'USD',
        amount: 2_000,
        fields: { card_number: '5555555555554444' },
      });
      expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    }
    await spin(app(), second.profile.id, 'USD', slot, 5_000, 0);
    await app().retention.referral.computeFinishedPeriod(new Date(Date.now() + WEEK_MS));
    expect((await program(referrer.accessToken)).stats.currencies.every((row) => row.earned === 0)).toBe(true);
    const flags = await app().inject({
      method: 'GET',
      url: '/api/admin/retention/referral-flags?perPage=100',
      headers: bearer(TEST_ADMIN_TOKEN),
    });
    expect(flags.json<{ data: unknown[] }>().data).toContainEqual(
      expect.objectContaining({ referredPlayerId: second.profile.id, kind: 'card' }),
    );
    await expectLedgerIntact(app());
  });
});
