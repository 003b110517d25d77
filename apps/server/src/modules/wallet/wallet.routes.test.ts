import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);

interface Account {
  id: string;
  currency: string;
  balance: number;
  status: number;
  isSelected: boolean;
}

async function accountsOf(token: string): Promise<Account[]> {
  return (await inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(token) })).json<{
    data: Account[];
  }>().data;
}

const openAccount = (token: string, currency: unknown) =>
  inject({ method: 'POST', url: '/api/wallet/accounts', headers: bearer(token), payload: { currency } });

describe('wallet accounts', () => {
  it('opens one account per currency, the first one selected, balances in minor units', async () => {
    const player = await registerPlayer(testApp.app, { currency: 'USD' });
    const response = await openAccount(player.accessToken, 'BTC');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ currency: 'BTC', balance: 0, status: 1, isSelected: false });
    expect((await accountsOf(player.accessToken)).map((account) => [account.currency, account.isSelected])).toEqual([
      ['USD', true],
      ['BTC', false],
    ]);
    const again = await openAccount(player.accessToken, 'BTC');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'account_exists' } });
  });

  it('refuses an unknown or disabled currency with 422', async () => {
    const player = await registerPlayer(testApp.app);
    await testApp.app.database.db.execute(sql`update currencies set is_enabled = false where code = 'TRX'`);
    try {
      for (const currency of ['XYZ', 'TRX']) {
        const response = await openAccount(player.accessToken, currency);
        expect(response.statusCode, currency).toBe(422);
        expect(response.json()).toMatchObject({
          error: { code: 'validation_failed', fields: { currency: ['This currency is not available'] } },
        });
      }
    } finally {
      await testApp.app.database.db.execute(sql`update currencies set is_enabled = true where code = 'TRX'`);
    }
    for (const currency of ['', 'usd', 42, null, 'X'.repeat(100)]) {
      expect((await openAccount(player.accessToken, currency)).statusCode).toBe(422);
    }
    expect(await accountsOf(player.accessToken)).toHaveLength(1);
  });

  it('opens the same currency once when two requests race', async () => {
    const player = await registerPlayer(testApp.app);
    const results = await Promise.all([openAccount(player.accessToken, 'ETH'), openAccount(player.accessToken, 'ETH')]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
    expect((await accountsOf(player.accessToken)).filter((account) => account.currency === 'ETH')).toHaveLength(1);
  });

  it('switches the selected account, one selected at a time even when switches race', async () => {
    const player = await registerPlayer(testApp.app, { currency: 'EUR' });
    const usd = (await openAccount(player.accessToken, 'USD')).json<Account>();
    const ton = (await openAccount(player.accessToken, 'TON')).json<Account>();
    const switched = await inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${usd.id}/switch`,
      headers: bearer(player.accessToken),
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: usd.id, isSelected: true });
    await Promise.all(
      [usd, ton, usd, ton].map((account) =>
        inject({
          method: 'PUT',
          url: `/api/wallet/accounts/${account.id}/switch`,
          headers: bearer(player.accessToken),
        }),
      ),
    );
    expect((await accountsOf(player.accessToken)).filter((account) => account.isSelected)).toHaveLength(1);
  });

  it('hides an account, not the selected one, and shows it again when opened anew', async () => {
    const player = await registerPlayer(testApp.app, { currency: 'EUR' });
    const [euro] = await accountsOf(player.accessToken);
    const pln = (await openAccount(player.accessToken, 'PLN')).json<Account>();
    const hideSelected = await inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${euro?.id}/hide`,
      headers: bearer(player.accessToken),
    });
    expect(hideSelected.statusCode).toBe(422);
    const hide = await inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${pln.id}/hide`,
      headers: bearer(player.accessToken),
    });
    expect(hide.json()).toMatchObject({ id: pln.id, status: 2 });
    const switchHidden = await inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${pln.id}/switch`,
      headers: bearer(player.accessToken),
    });
    expect(switchHidden.statusCode).toBe(422);
    const reopened = await openAccount(player.accessToken, 'PLN');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ id: pln.id, status: 1 });
  });

  it("never touches another player's account: it is not found", async () => {
    const owner = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    const extra = (await openAccount(owner.accessToken, 'LTC')).json<Account>();
    for (const action of ['switch', 'hide']) {
      const response = await inject({
        method: 'PUT',
        url: `/api/wallet/accounts/${extra.id}/${action}`,
        headers: bearer(intruder.accessToken),
      });
      expect(response.statusCode, action).toBe(404);
    }
    expect((await accountsOf(owner.accessToken)).find((account) => account.id === extra.id)).toMatchObject({
      status: 1,
      isSelected: false,
    });
  });

  it('needs a logged-in player', async () => {
    expect((await inject({ method: 'GET', url: '/api/wallet/accounts' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/wallet/accounts', payload: { currency: 'USD' } })).statusCode,
    ).toBe(401);
  });
});
