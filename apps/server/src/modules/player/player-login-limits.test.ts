import { inArray, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/database';
import { DUMMY_PASSWORD_HASH, PASSWORD_HASH_PARAMETERS } from './password';
import { players } from './player.table';
import { randomAddress, registerPlayer, registrationBody, uniqueEmail } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Every argon2 call of the app, counted: how many passwords a burst really got checked. */
const argon2Calls = vi.hoisted(() => ({ verify: 0, hash: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2Calls.verify += 1;
      return original.verify(...args);
    },
    hash: (...args: Parameters<typeof original.hash>) => {
      argon2Calls.hash += 1;
      return original.hash(...args);
    },
  };
});

let testApp: TestApp;
beforeAll(async () => {
  // Behind a proxy, as in production: the client address comes from X-Forwarded-For.
  testApp = await createTestApp({ environment: { TRUST_PROXY: 'true' } });
});
afterAll(() => testApp.close());
beforeEach(() => {
  argon2Calls.verify = 0;
  argon2Calls.hash = 0;
});

const inject = (options: InjectOptions) => testApp.app.inject(options);
const loginFrom = (address: string, payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/player/sessions', payload, headers: { 'x-forwarded-for': address } });

describe('login limits hold under a burst', () => {
  it('checks at most 10 passwords of 60 concurrent wrong logins on one account from one address', async () => {
    const player = await registerPlayer(testApp.app);
    argon2Calls.verify = 0;
    const address = randomAddress();
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        loginFrom(address, { email: player.email, password: `Wrong-${index}-Guess` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    expect(argon2Calls.verify).toBe(10);
  });

  it('lets the owner in from another address while an attacker is refused on the account', async () => {
    const player = await registerPlayer(testApp.app);
    const attacker = randomAddress();
    for (let attempt = 0; attempt < 12; attempt += 1)
      await loginFrom(attacker, { email: player.email, password: `Wrong-${attempt}-Guess` });
    const attackerWithRightPassword = await loginFrom(attacker, { email: player.email, password: player.password });
    expect(attackerWithRightPassword.statusCode).toBe(429);
    expect(Number(attackerWithRightPassword.headers['retry-after'])).toBeGreaterThan(0);

    const owner = await loginFrom(randomAddress(), { email: player.email, password: player.password });
    expect(owner.statusCode).toBe(200);
    expect(owner.json<{ profile: { id: string } }>().profile.id).toBe(player.profile.id);
  });

  it('does not count successful logins as failures', async () => {
    const player = await registerPlayer(testApp.app);
    const address = randomAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await loginFrom(address, { email: player.email, password: player.password })).statusCode).toBe(200);
    }
  });
});

describe('login answers known and unknown accounts alike', () => {
  it('checks exactly one password, hashes nothing, and answers the same for an unknown e-mail and a wrong password', async () => {
    const player = await registerPlayer(testApp.app);
    argon2Calls.verify = 0;
    argon2Calls.hash = 0;
    const wrong = await loginFrom(randomAddress(), { email: player.email, password: 'Not-The-Password-1' });
    expect(argon2Calls).toEqual({ verify: 1, hash: 0 });
    const unknown = await loginFrom(randomAddress(), { email: uniqueEmail('nobody'), password: 'Not-The-Password-1' });
    expect(argon2Calls).toEqual({ verify: 2, hash: 0 });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('checks unknown accounts against a dummy hash made with the parameters of real ones', async () => {
    const player = await registerPlayer(testApp.app);
    const [row] = await queryRows<{ password_hash: string }>(
      testApp.app.database.db,
      sql`select password_hash from players where id = ${player.profile.id}`,
    );
    const parametersOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parametersOf(DUMMY_PASSWORD_HASH)).toBe(parametersOf(row?.password_hash ?? ''));
    const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_PARAMETERS;
    expect(parametersOf(DUMMY_PASSWORD_HASH)).toBe(`argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}`);
  });
});

describe('registration limit holds under a burst', () => {
  it('creates exactly 20 accounts of 40 concurrent registrations from one address', async () => {
    const address = randomAddress();
    const bodies = Array.from({ length: 40 }, () => registrationBody());
    const responses = await Promise.all(
      bodies.map((payload) =>
        inject({ method: 'POST', url: '/api/player/register', payload, headers: { 'x-forwarded-for': address } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(20);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(20);
    const created = await testApp.app.database.db
      .select({ id: players.id })
      .from(players)
      .where(
        inArray(
          players.email,
          bodies.map((body) => String(body.email)),
        ),
      );
    expect(created).toHaveLength(20);
  });
});
