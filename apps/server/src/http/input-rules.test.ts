import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import {
  bearer,
  randomAddress,
  registerPlayer,
  registrationBody,
  STRONG_PASSWORD,
  type RegisteredPlayer,
} from '../testing/players';
import { expectLedgerIntact } from '../testing/ledger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forbiddenTextPaths } from './input-rules';

let testApp: TestApp;
let player: RegisteredPlayer;

beforeAll(async () => {
  testApp = await createTestApp();
  player = await registerPlayer(testApp.app);
});
afterAll(async () => testApp.close());

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });

function expectInvalidInput(response: LightMyRequestResponse, field?: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json<{ error: { code: string; message: string; fields?: Record<string, string[]> } }>();
  expect(error.code).toBe('invalid_input');
  expect(error.message).toMatch(/not allowed/);
  if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
}

async function countRows(table: 'players' | 'invoices', where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    testApp.app.database.db,
    sql`select count(*) as count from ${sql.raw(table)} where ${where}`,
  );
  return Number(row?.count);
}

describe('a NUL or an unpaired surrogate in any string of the request', () => {
  it('is refused at login, in the e-mail, before the database sees it', async () => {
    for (const email of [`${player.email}\u0000`, '\ud800x@example.com', 'x\udc00@example.com']) {
      expectInvalidInput(
        await inject({ method: 'POST', url: '/api/player/sessions', payload: { email, password: STRONG_PASSWORD } }),
        'email',
      );
    }
  });

  it('is refused in the registration country and bonus code, and no account is created', async () => {
    for (const overrides of [{ country: 'D\u0000E' }, { bonusCode: 'WELCOME\u0000' }, { nickname: 'lone\ud83d' }]) {
      const body = registrationBody(overrides);
      expectInvalidInput(
        await inject({ method: 'POST', url: '/api/player/register', payload: body }),
        Object.keys(overrides)[0],
      );
      expect(await countRows('players', sql`email = ${String(body.email)}`)).toBe(0);
    }
  });

  it('is refused in a deposit bonus code and in payment fields, and no invoice is made', async () => {
    const deposit = { paymentMethod: 'sandbox.deposit.card', amount: 5_000, currency: 'EUR' };
    const bodies = [
      { ...deposit, bonusCode: 'A\u0000' },
      { ...deposit, fields: { card_holder: 'Ann\u0000' } },
      { ...deposit, fields: { 'k\u0000': 'v' } },
    ];
    for (const payload of bodies) {
      const response = await inject({
        method: 'POST',
        url: '/api/payment/invoices/deposit',
        headers: bearer(player.accessToken),
        payload,
      });
      expectInvalidInput(response);
    }
    expect(await countRows('invoices', sql`player_id = ${player.profile.id}`)).toBe(0);
    await expectLedgerIntact(testApp.app);
  });

  it('is refused in query strings: game search, recent searches, the mailbox', async () => {
    expectInvalidInput(await inject({ method: 'GET', url: '/api/game/games?search=%00' }), 'search');
    expectInvalidInput(await inject({ method: 'GET', url: '/api/game/games/search?q=dra%00gon' }), 'q');
    const forget = await inject({
      method: 'DELETE',
      url: '/api/game/search/recent?query=a%00',
      headers: bearer(player.accessToken),
    });
    expectInvalidInput(forget, 'query');
    const mailboxKey = encodeURIComponent(testApp.app.config.mail.mailboxKey ?? '');
    expectInvalidInput(
      await inject({ method: 'GET', url: `/provider/mailbox/messages?key=${mailboxKey}&recipient=%00` }),
      'recipient',
    );
  });

  it('is refused in path parameters', async () => {
    expectInvalidInput(await inject({ method: 'GET', url: '/api/game/games/%00' }), 'id');
    expectInvalidInput(await inject({ method: 'GET', url: '/api/content/en/%00' }), 'directory');
    const close = await inject({
      method: 'PUT',
      url: '/api/player/sessions/%00/close',
      headers: bearer(player.accessToken),
    });
    expectInvalidInput(close, 'id');
  });

  it('is refused in nested values, and in keys, naming the field', async () => {
    const response = await inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { city: 'Berlin', address: 'Street\u0000 1' },
    });
    expectInvalidInput(response, 'address');
    const profile = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(profile.json<{ city: string | null }>().city).toBeNull();
  });
});

describe('fields named like members of every object', () => {
  it('are reported as fields, not taken for the inherited member (was a 500 outside the error format)', async () => {
    const headers = bearer(player.accessToken);
    const profile = await inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers,
      payload: { constructor: [null, 'x'], toString: {} },
    });
    expect(profile.statusCode, profile.body).toBe(422);
    expect(Object.keys(profile.json<{ error: { fields: Record<string, string[]> } }>().error.fields).sort()).toEqual([
      'constructor',
      'toString',
    ]);
    const query = await inject({ method: 'GET', url: '/api/game/games?__proto__=%00&constructor=%00' });
    expectInvalidInput(query, '__proto__');
    expect(Object.keys(query.json<{ error: { fields: Record<string, string[]> } }>().error.fields)).toContain(
      'constructor',
    );
  });
});

describe('forbiddenTextPaths', () => {
  it('names every bad value and key by its dotted path, and lets good text through', () => {
    expect(forbiddenTextPaths({ a: 'ok 😀 ü', b: ['x', { c: 'y\u0000' }], 'k\ud800': 1 }).sort()).toEqual([
      'b.1.c',
      'k\\ud800',
    ]);
    expect(forbiddenTextPaths('\u0000')).toEqual(['_']);
    expect(forbiddenTextPaths(Buffer.from([0, 0xed, 0xa0, 0x80]))).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack without failing', () => {
    let deep: unknown = 'end\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(forbiddenTextPaths(deep)).toHaveLength(1);
  });
});
