import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storedServerSecret } from '../../modules/auth/server-secrets';
import { RateLimiter } from '../../security/rate-limiter';
import { randomAddress, registerPlayer, registrationBody, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { ALTCHA_CHALLENGE_TTL_SECONDS, AltchaCaptcha } from './altcha-captcha';
import { CAPTCHA_SECRET_NAME } from './captcha.plugin';

const testApp = useTestApp({ environment: { CAPTCHA_MODE: 'on-failures' } });

const inject = (options: InjectOptions) => testApp.app.inject(options);
const from = (address: string, token?: string) => ({
  remoteAddress: address,
  headers: token === undefined ? {} : { 'x-captcha-token': token },
});

async function solvedToken(address: string): Promise<string> {
  const response = await inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: address });
  expect(response.statusCode, response.body).toBe(200);
  return solve(response.json<Challenge>());
}

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const signIn = (address: string, email: string, password: string, token?: string) =>
  inject({ method: 'POST', url: '/api/player/sessions', payload: { email, password }, ...from(address, token) });

/** Five failed sign-ins from `address`: the captcha is on for it. */
async function failSignIns(address: string, email: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await signIn(address, email, `Wrong-${attempt}-Guess`)).statusCode).toBe(401);
  }
}

const requirementOf = async (address: string) =>
  (await inject({ method: 'GET', url: '/api/captcha', remoteAddress: address })).json<{
    required: boolean;
    provider: string;
    action: string;
  }>();

describe('the captcha after repeated failed sign-ins', () => {
  it('is required from the failing address only, and a solved token lets the person in once', async () => {
    const player = await registerPlayer(testApp.app);
    const attacker = randomAddress();
    expect(await requirementOf(attacker)).toEqual({ provider: 'altcha', action: 'frontend_form', required: false });
    await failSignIns(attacker, player.email);
    expect((await requirementOf(attacker)).required).toBe(true);

    const refused = await signIn(attacker, player.email, player.password);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'captcha_required' } });
    // Another address is not touched by the first one's failures.
    expect((await requirementOf(randomAddress())).required).toBe(false);
    expect((await signIn(randomAddress(), player.email, player.password)).statusCode).toBe(200);

    const token = await solvedToken(attacker);
    expect((await signIn(attacker, player.email, player.password, token)).statusCode).toBe(200);
    const replayed = await signIn(attacker, player.email, player.password, token);
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject({ error: { code: 'captcha_invalid' } });
  });

  it('refuses forged, expired, malformed and oversized tokens with 422, never 5xx', async () => {
    const player = await registerPlayer(testApp.app);
    const address = randomAddress();
    await failSignIns(address, player.email);
    const token = await solvedToken(address);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const otherKey = payload.solution.derivedKey.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    const forgeries = [
      // Less work asked: the signature no longer matches the parameters.
      { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } },
      // A key nobody derived: the work was not done.
      { ...payload, solution: { ...payload.solution, derivedKey: otherKey } },
      { ...payload, challenge: { ...payload.challenge, signature: '0'.repeat(64) } },
    ].map((forged) => Buffer.from(JSON.stringify(forged)).toString('base64'));
    const junk = [
      'not-a-token',
      Buffer.from('{"challenge":1}').toString('base64'),
      Buffer.from('[]').toString('base64'),
      '%%%',
      'A'.repeat(5000),
    ];
    for (const bad of [...forgeries, ...junk]) {
      const response = await signIn(address, player.email, player.password, bad);
      expect(response.statusCode, bad.slice(0, 40)).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: 'captcha_invalid' } });
    }
    // A challenge made 11 minutes ago (with the server's own secret) has expired.
    const secret = await storedServerSecret(testApp.app.database.db, CAPTCHA_SECRET_NAME, 32);
    const past = new AltchaCaptcha(
      secret,
      new RateLimiter(testApp.app.database.db),
      () => Date.now() - (ALTCHA_CHALLENGE_TTL_SECONDS + 60) * 1000,
    );
    const expired = await signIn(address, player.email, player.password, await solve(await past.challenge()));
    expect(expired.json()).toMatchObject({
      error: { code: 'captcha_invalid', message: 'The captcha has expired. Solve it again.' },
    });
    // The forgeries used up nothing: the real token still works.
    expect((await signIn(address, player.email, player.password, token)).statusCode).toBe(200);
  });

  it('guards registration, password reset and the contact form of the address too', async () => {
    const player = await registerPlayer(testApp.app);
    const address = randomAddress();
    await failSignIns(address, player.email);
    const register = (token?: string) =>
      inject({ method: 'POST', url: '/api/player/register', payload: registrationBody(), ...from(address, token) });
    const reset = (token?: string) =>
      inject({
        method: 'POST',
        url: '/api/player/passwords/reset',
        payload: { email: player.email },
        ...from(address, token),
      });
    const contact = (payload: Record<string, unknown>, token?: string) =>
      inject({
        method: 'POST',
        url: '/api/notification/communications',
        payload: {
          name: 'Ann',
          email: uniqueEmail(),
          subject: 'Hello',
          message: 'A question about my bonus.',
          ...payload,
        },
        ...from(address, token),
      });
    expect((await register()).json()).toMatchObject({ error: { code: 'captcha_required' } });
    expect((await reset()).json()).toMatchObject({ error: { code: 'captcha_required' } });
    expect((await contact({})).json()).toMatchObject({ error: { code: 'captcha_required' } });
    expect((await register(await solvedToken(address))).statusCode).toBe(201);
    expect((await reset(await solvedToken(address))).statusCode).toBe(202);
    // The contact form also takes the token in its own field.
    expect((await contact({ captchaToken: await solvedToken(address) })).statusCode).toBe(201);
    expect((await contact({ captchaToken: 'forged' })).json()).toMatchObject({ error: { code: 'captcha_invalid' } });
  });

  it('turns on after a burst of contact messages from one address', async () => {
    const address = randomAddress();
    const contact = () =>
      inject({
        method: 'POST',
        url: '/api/notification/communications',
        payload: { name: 'Ann', email: uniqueEmail(), subject: 'Hi', message: 'Where is my deposit?' },
        ...from(address),
      });
    for (let sent = 0; sent < 3; sent += 1) expect((await contact()).statusCode).toBe(201);
    expect((await contact()).json()).toMatchObject({ error: { code: 'captcha_required' } });
  });
});

describe('the captcha modes', () => {
  const always = useTestApp({ environment: { CAPTCHA_MODE: 'always' } });

  it('always: every guarded form needs a token, from any address', async () => {
    const response = await always.app.inject({
      method: 'POST',
      url: '/api/player/register',
      payload: registrationBody(),
      remoteAddress: randomAddress(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'captcha_required' } });
    expect(
      (await always.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: randomAddress() })).json(),
    ).toMatchObject({ required: true });
  });

  it('limits the challenges one address may ask for', async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let asked = 0; asked < 61; asked += 1)
      statuses.push(
        (await always.app.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress: address })).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
