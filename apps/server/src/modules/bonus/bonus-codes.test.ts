import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BonusCodeStatus,
  PlayerBonusStatus,
  type BonusCodeRedemption,
  type CreatedDeposit,
  type PlayerBonusCode,
} from '@casino/shared';
import { accountsOf, bonusIdOf, playerBonuses } from '../../testing/bonuses';
import { expectLedgerIntact } from '../../testing/ledger';
import { createInvoice, sandboxEventBody, sendSandboxWebhook, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

async function createCode(body: Record<string, unknown>): Promise<string> {
  const code = `T${randomUUID().replaceAll('-', '').slice(0, 10)}`.toUpperCase();
  const response = await app().inject({
    method: 'POST',
    url: '/api/admin/bonuses/codes',
    headers: bearer(TEST_ADMIN_TOKEN),
    payload: { code, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return code;
}

const redeem = (token: string, bonusCode: unknown, trigger: unknown = 'activation') =>
  app().inject({
    method: 'POST',
    url: '/api/game/bonuses/bonuscodes',
    headers: bearer(token),
    payload: { bonusCode, trigger },
  });

describe('bonus codes', () => {
  it('holds the total use limit under 20 concurrent redemptions', async () => {
    const code = await createCode({
      bonusId: await bonusIdOf(app(), 'no-deposit-10'),
      trigger: 'activation',
      maxUses: 5,
    });
    const players = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(app(), { currency: 'USD' })));
    const replies = await Promise.all(players.map((player) => redeem(player.accessToken, code.toLowerCase())));
    const granted = replies.filter((reply) => reply.statusCode === 201);
    expect(granted).toHaveLength(5);
    for (const reply of granted) {
      expect(reply.json<BonusCodeRedemption>().status).toBe(BonusCodeStatus.Used);
      expect(reply.json<BonusCodeRedemption>().playerBonusId).not.toBeNull();
    }
    for (const reply of replies.filter((candidate) => candidate.statusCode !== 201)) {
      expect(reply.statusCode).toBe(409);
      expect(reply.json()).toMatchObject({
        error: { code: 'bonus_code_not_available', domainCode: BonusCodeStatus.NotAvailable },
      });
    }
    // Each granted player has the 10 USD no-deposit bonus active.
    const winner = players[replies.findIndex((reply) => reply.statusCode === 201)];
    if (!winner) throw new Error('no winner');
    expect(await playerBonuses(app(), winner.accessToken)).toEqual([
      expect.objectContaining({ pageIdentity: 'no-deposit-10', status: PlayerBonusStatus.Active, balance: 1_000 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('holds the per-player limit under concurrent redemptions by one player', async () => {
    const code = await createCode({
      bonusId: await bonusIdOf(app(), 'no-deposit-10'),
      trigger: 'activation',
      maxUsesPerPlayer: 2,
    });
    const player = await registerPlayer(app(), { currency: 'USD' });
    const replies = await Promise.all(Array.from({ length: 10 }, () => redeem(player.accessToken, code)));
    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(2);
    // One is active, the second waits as issued (one active bonus per currency).
    const bonuses = await playerBonuses(app(), player.accessToken);
    expect(bonuses.map((bonus) => bonus.status).sort()).toEqual([PlayerBonusStatus.Issued, PlayerBonusStatus.Active]);
    expect(await accountsOf(app(), player.accessToken)).toEqual([
      expect.objectContaining({ balance: 0, bonusBalance: 1_000 }),
    ]);
    await expectLedgerIntact(app());
  });

  it('answers an unknown code, a code of another trigger and a code outside its dates with their statuses', async () => {
    const player = await registerPlayer(app(), { currency: 'USD' });
    const unknown = await redeem(player.accessToken, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      error: { code: 'bonus_code_incorrect', domainCode: BonusCodeStatus.Incorrect },
    });
    const wrongTrigger = await redeem(player.accessToken, 'ORBIT10', 'deposit');
    expect(wrongTrigger.json()).toMatchObject({ error: { domainCode: BonusCodeStatus.Incorrect } });
    const later = await createCode({
      bonusId: await bonusIdOf(app(), 'no-deposit-10'),
      trigger: 'activation',
      validFrom: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const early = await redeem(player.accessToken, later);
    expect(early.statusCode).toBe(409);
    for (const [bonusCode, trigger] of [
      ['', 'activation'],
      ['x'.repeat(65), 'activation'],
      [42, 'activation'],
      ['ORBIT10', 'later'],
      [null, 'activation'],
    ] as const) {
      const response = await redeem(player.accessToken, bonusCode, trigger);
      expect(response.statusCode, String(bonusCode)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await playerBonuses(app(), player.accessToken)).toEqual([]);
  });

  it('a deposit code waits for the next deposit, which takes its bonus once; another player cannot remove it', async () => {
    const code = await createCode({ bonusId: await bonusIdOf(app(), 'reload'), trigger: 'deposit' });
    const player = await registerPlayer(app(), { currency: 'USD' });
    const other = await registerPlayer(app(), { currency: 'USD' });
    const applied = await redeem(player.accessToken, code, 'deposit');
    expect(applied.statusCode, applied.body).toBe(201);
    const redemption = applied.json<BonusCodeRedemption>();
    expect(redemption).toMatchObject({ status: BonusCodeStatus.Applied, playerBonusId: null });
    const listed = await app().inject({
      method: 'GET',
      url: '/api/game/bonuses/bonuscodes?trigger=deposit',
      headers: bearer(player.accessToken),
    });
    expect(listed.json<{ data: PlayerBonusCode[] }>().data).toEqual([
      expect.objectContaining({ code, status: BonusCodeStatus.Applied }),
    ]);
    const foreign = await app().inject({
      method: 'DELETE',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(other.accessToken),
      payload: { playerBonusCodeId: redemption.playerBonusCodeId },
    });
    expect(foreign.statusCode).toBe(404);
    // The deposit names the code (as the wallet modal's field does); paid twice over, the bonus comes once.
    const created = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      currency: 'USD',
      amount: 8_000,
      bonusCode: code.toLowerCase(),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<CreatedDeposit>().bonusCode).toBeUndefined();
    const body = sandboxEventBody({
      type: 'payment.succeeded',
      reference: created.json<CreatedDeposit>().id,
      amount: 8_000,
      currency: 'USD',
    });
    await Promise.all([sendSandboxWebhook(app(), body), sendSandboxWebhook(app(), body)]);
    const [reload, ...others] = await playerBonuses(app(), player.accessToken);
    expect(others).toEqual([]);
    expect(reload).toMatchObject({
      pageIdentity: 'reload',
      status: PlayerBonusStatus.Active,
      amount: 2_000,
      wager: { required: 100_000 },
    });
    const after = await app().inject({
      method: 'GET',
      url: '/api/game/bonuses/bonuscodes',
      headers: bearer(player.accessToken),
    });
    expect(after.json<{ data: PlayerBonusCode[] }>().data).toEqual([
      expect.objectContaining({ code, status: BonusCodeStatus.Used }),
    ]);
    // An unknown code on a deposit comes back with status 3 and the deposit goes on.
    const unknown = await createInvoice(app(), player.accessToken, 'deposit', {
      paymentMethod: 'sandbox.deposit.card',
      currency: 'USD',
      amount: 8_000,
      bonusCode: 'NOPE',
    });
    expect(unknown.json<CreatedDeposit>().bonusCode).toEqual({ code: 'NOPE', status: BonusCodeStatus.Incorrect });
    await expectLedgerIntact(app());
  });
});
