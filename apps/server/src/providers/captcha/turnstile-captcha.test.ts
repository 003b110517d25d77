import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env';
import { AppError } from '../../http/app-error';
import { cspDirectives } from '../../testing/csp';
import { randomAddress, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { TurnstileCaptcha } from './turnstile-captcha';

const SECRET = 'test-secret-0x4AAA';
const SITE_KEY = '0x4AAAAAAATestSiteKey';
const SCRIPT_URL = 'https://captcha.example.test/turnstile/v0/api.js';

/**
 * A stand-in for the vendor's siteverify on 127.0.0.1, answering by the token it is sent, as the
 * vendor would: a good token once (then `timeout-or-duplicate`), a token made for another action,
 * a forged one, and a vendor that is failing, answers garbage, drops the connection or hangs.
 */
class SiteverifyStandIn {
  readonly checks: URLSearchParams[] = [];
  private readonly seen = new Set<string>();
  private readonly server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      this.checks.push(form);
      this.answer(form, request.socket.destroy.bind(request.socket), (status, text) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(text),
      );
    });
  });

  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(form: URLSearchParams, drop: () => void, send: (status: number, text: string) => void): void {
    const token = form.get('response') ?? '';
    const verdict = (fields: Record<string, unknown>) => send(200, JSON.stringify(fields));
    if (form.get('secret') !== SECRET) return verdict({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (token.startsWith('pass-') || token.startsWith('wrong-action-')) {
      if (this.seen.has(token)) return verdict({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      this.seen.add(token);
      const action = token.startsWith('pass-') ? 'frontend_form' : 'login';
      return verdict({ success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', action });
    }
    if (token === 'failing') return send(502, '<html>Bad gateway</html>');
    if (token === 'garbage') return send(200, '<html>Please enable cookies</html>');
    if (token === 'odd-shape') return verdict({ ok: 'yes' });
    if (token === 'dropped') return drop();
    if (token === 'hanging') return;
    return verdict({ success: false, 'error-codes': ['invalid-input-response'] });
  }
}

const standIn = new SiteverifyStandIn();
let testApp: TestApp;
let player: RegisteredPlayer;

beforeAll(async () => {
  await standIn.start();
  testApp = await createTestApp({
    environment: {
      CAPTCHA_MODE: 'on-failures',
      CAPTCHA_PROVIDER: 'turnstile',
      CAPTCHA_SITE_KEY: SITE_KEY,
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_SCRIPT_URL: SCRIPT_URL,
      CAPTCHA_VERIFY_URL: standIn.url,
    },
  });
  player = await registerPlayer(testApp.app);
});

afterAll(async () => {
  await testApp.close();
  await standIn.stop();
});

const signIn = (address: string, password: string, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password },
    remoteAddress: address,
    headers: token === undefined ? {} : { 'x-captcha-token': token },
  });

/** An address with five failed sign-ins: the captcha is on for it. */
async function suspectAddress(): Promise<string> {
  const address = randomAddress();
  for (let attempt = 0; attempt < 5; attempt += 1)
    expect((await signIn(address, `Wrong-${attempt}-Guess`)).statusCode).toBe(401);
  return address;
}

describe('the vendor captcha (siteverify) guarding sign-in', () => {
  it("tells the web the vendor's widget, its site key and script, and has no challenge of its own", async () => {
    const address = await suspectAddress();
    const requirement = await testApp.app.inject({ method: 'GET', url: '/api/captcha', remoteAddress: address });
    expect(requirement.json()).toEqual({
      provider: 'turnstile',
      action: 'frontend_form',
      required: true,
      siteKey: SITE_KEY,
      scriptUrl: SCRIPT_URL,
    });
    expect(requirement.body).not.toContain(SECRET);
    const challenge = await testApp.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(challenge.statusCode).toBe(404);
  });

  it("lets the site's CSP load, frame and call the vendor's origin, and no other", async () => {
    const policy = cspDirectives(
      (await testApp.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
    );
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(policy[name], name).toContain('https://captcha.example.test');
    expect(JSON.stringify(policy)).not.toContain('127.0.0.1');
  });

  it('lets a person in once with a good token, sending the secret, the address and an idempotency key', async () => {
    const address = await suspectAddress();
    expect((await signIn(address, player.password)).json()).toMatchObject({ error: { code: 'captcha_required' } });
    const passed = await signIn(address, player.password, 'pass-1');
    expect(passed.statusCode, passed.body).toBe(200);
    const check = standIn.checks.at(-1);
    expect(check?.get('secret')).toBe(SECRET);
    expect(check?.get('response')).toBe('pass-1');
    expect(check?.get('remoteip')).toBe(address);
    expect(check?.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);

    const replayed = await signIn(address, player.password, 'pass-1');
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject({
      error: { code: 'captcha_invalid', message: 'This captcha answer was already used. Solve the captcha again.' },
    });
  });

  it('refuses a token made for another action, a forged one and a malformed one with 422', async () => {
    const address = await suspectAddress();
    const checked = standIn.checks.length;
    for (const token of ['wrong-action-1', 'forged-token', 'has spaces', 'A'.repeat(5000)]) {
      const response = await signIn(address, player.password, token);
      expect(response.statusCode, token.slice(0, 20)).toBe(422);
      expect(response.json()).toMatchObject({
        error: { code: 'captcha_invalid', message: 'The captcha answer is not valid. Solve the captcha again.' },
      });
    }
    // Malformed tokens are refused without asking the vendor.
    expect(standIn.checks.length - checked).toBe(2);
  });

  it('refuses the form with a 503 in the error format while the vendor is failing, down or talking garbage', async () => {
    const address = await suspectAddress();
    for (const token of ['failing', 'garbage', 'odd-shape', 'dropped']) {
      const response = await signIn(address, player.password, token);
      expect(response.statusCode, token).toBe(503);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json()).toEqual({
        error: {
          code: 'captcha_unavailable',
          message: 'The captcha service cannot be reached right now. Try again in a few minutes.',
        },
      });
    }
    // Failing (5xx) and dropped connections are tried again once, under the same idempotency key.
    const failing = standIn.checks.filter((check) => check.get('response') === 'failing');
    expect(failing).toHaveLength(2);
    expect(failing[0]?.get('idempotency_key')).toBe(failing[1]?.get('idempotency_key'));
    // The person is let in once the vendor is back.
    expect((await signIn(address, player.password, 'pass-after-outage')).statusCode).toBe(200);
  });
});

describe('the siteverify adapter on its own', () => {
  const unavailable: unknown = expect.objectContaining({ statusCode: 503, code: 'captcha_unavailable' });

  it('answers 503 when nobody listens at the address, when the vendor hangs and when our secret is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/siteverify`;
    await new Promise((resolve) => closed.close(resolve));
    await expect(new TurnstileCaptcha({ secret: SECRET, verifyUrl: closedUrl }).verify('pass-x')).rejects.toEqual(
      unavailable,
    );
    await expect(
      new TurnstileCaptcha({ secret: SECRET, verifyUrl: standIn.url }, 300).verify('hanging'),
    ).rejects.toEqual(unavailable);
    const wrongSecret = new TurnstileCaptcha({ secret: 'not-ours', verifyUrl: standIn.url });
    await expect(wrongSecret.verify('pass-wrong-secret')).rejects.toBeInstanceOf(AppError);
    await expect(wrongSecret.verify('pass-wrong-secret')).rejects.toEqual(unavailable);
  });

  it('passes a good token once without an address when it has none', async () => {
    const captcha = new TurnstileCaptcha({ secret: SECRET, verifyUrl: standIn.url });
    expect(await captcha.challenge()).toBeUndefined();
    expect(await captcha.verify('pass-direct')).toBe('passed');
    expect(standIn.checks.at(-1)?.has('remoteip')).toBe(false);
    expect(await captcha.verify('pass-direct')).toBe('used');
  });
});

describe('the vendor captcha configuration', () => {
  const vendor = { CAPTCHA_PROVIDER: 'turnstile', CAPTCHA_SITE_KEY: SITE_KEY, CAPTCHA_SECRET: SECRET };

  it("defaults to Cloudflare Turnstile's script and siteverify", () => {
    expect(loadConfig({ NODE_ENV: 'test', ...vendor }).captcha.vendor).toEqual({
      siteKey: SITE_KEY,
      secret: SECRET,
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).captcha.vendor).toBeUndefined();
  });

  it('refuses the vendor without its key or secret, and addresses that are not http(s)', () => {
    expect(() => loadConfig({ ...vendor, CAPTCHA_SITE_KEY: '' })).toThrow(/CAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ ...vendor, CAPTCHA_SECRET: undefined })).toThrow(/CAPTCHA_SECRET/);
    expect(() => loadConfig({ ...vendor, CAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...vendor, CAPTCHA_VERIFY_URL: 'file:///etc/passwd' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...vendor, CAPTCHA_SITE_KEY: 'key"><script>' })).toThrow(ConfigError);
  });
});
