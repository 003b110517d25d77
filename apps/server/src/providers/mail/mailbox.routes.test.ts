import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { loadConfig } from '../../config/env';
import { latestMessageTo, messagesTo, type MailboxMessage } from '../../testing/mailbox';
import { randomAddress, registerPlayer, uniqueEmail } from '../../testing/players';
import { runJobsUntilDone } from '../../testing/jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { mailboxLink } from './mailbox.routes';

const ADMIN_TOKEN = 'operator-token-for-the-mailbox-tests';

describe('development mailbox (no SMTP_URL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ environment: { ADMIN_TOKEN } });
  });
  afterAll(() => testApp.close());

  /** The mailbox URL with the key of the start-up log's link. */
  const keyed = (url: string) =>
    `${url}${url.includes('?') ? '&' : '?'}key=${encodeURIComponent(testApp.config.mail.mailboxKey ?? '')}`;

  const insertMessage = (recipient: string, subject: string | null, body: string, secondsAgo = 0) =>
    testApp.app.database.db.execute(
      sql`insert into message_outbox (channel, recipient, subject, body_text, transport, created_at)
          values ('email', ${recipient}, ${subject}, ${body}, 'outbox', now() - make_interval(secs => ${secondsAgo}))`,
    );

  it('answers a guest without the key, or with a wrong one, as a path that does not exist', async () => {
    const player = await registerPlayer(testApp.app);
    await insertMessage(
      player.email,
      'Reset your password',
      'Open https://casino.example.test/password-reset/secret_reset_code to choose a new one.',
    );
    const refusals = [
      { url: '/provider/mailbox' },
      { url: '/provider/mailbox/messages' },
      { url: `/provider/mailbox/messages?recipient=${encodeURIComponent(player.email)}` },
      { url: '/provider/mailbox/messages?key=wrong-key-wrong-key-wrong' },
      { url: `/provider/mailbox/messages?key=${testApp.config.mail.mailboxKey ?? ''}x` },
      { url: '/provider/mailbox', headers: { authorization: `Bearer ${player.accessToken}` } },
      { url: '/provider/mailbox/messages', headers: { authorization: 'Bearer wrong-operator-token-wrong' } },
    ];
    for (const request of refusals) {
      const response = await testApp.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/^Route GET \/provider\/mailbox/);
      expect(response.body).not.toContain(player.email);
      expect(response.body).not.toContain('password-reset');
    }
    // The key is the one thing missing: with it the same request lists the reset link.
    expect((await latestMessageTo(testApp.app, player.email)).text).toContain('/password-reset/secret_reset_code');
  });

  it('opens with the key as a Bearer token, and with the operator token', async () => {
    for (const token of [testApp.config.mail.mailboxKey, ADMIN_TOKEN]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/provider/mailbox/messages',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('data');
    }
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/provider/mailbox',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Development mailbox');
  });

  it('keeps the key in the filter form and the "all messages" link, and sends no referrer', async () => {
    const key = testApp.config.mail.mailboxKey ?? '';
    const response = await testApp.app.inject({ method: 'GET', url: keyed('/provider/mailbox') });
    expect(response.body).toContain(`<input type="hidden" name="key" value="${key}">`);
    expect(response.body).toContain(`<a href="/provider/mailbox?key=${key}">All messages</a>`);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('shows every message, newest first, with links clickable', async () => {
    const recipient = uniqueEmail('page');
    await insertMessage(recipient, 'Older', 'The first one', 60);
    await insertMessage(recipient, 'Newer', 'Open https://casino.example.test/verify/abc_123. Then play.');
    const response = await testApp.app.inject({
      method: 'GET',
      url: keyed(`/provider/mailbox?recipient=${encodeURIComponent(recipient)}`),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const page = response.body;
    expect(page.indexOf('Newer')).toBeLessThan(page.indexOf('Older'));
    expect(page).toContain(
      '<a href="https://casino.example.test/verify/abc_123" rel="noopener noreferrer">https://casino.example.test/verify/abc_123</a>. Then play.',
    );
    expect(page).toContain(recipient);
    expect(page).toContain('E-mail');
  });

  it('escapes the HTML of subjects, bodies and recipients, and links nothing but http(s)', async () => {
    const recipient = `${uniqueEmail('xss')}<img src=x onerror=alert(1)>`;
    await insertMessage(
      recipient,
      '<script>alert("subject")</script>',
      '<b>bold</b> javascript:alert(1) "quoted" https://ok.example/"onmouseover="x',
    );
    const page = (await testApp.app.inject({ method: 'GET', url: keyed('/provider/mailbox') })).body;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>bold</b>');
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page).not.toContain('href="javascript');
    expect(page).toContain('<a href="https://ok.example/" rel="noopener noreferrer">');
    expect(page).not.toMatch(/<a [^>]*onmouseover/);
  });

  it('escapes the recipient filter echoed into the page', async () => {
    const page = (
      await testApp.app.inject({
        method: 'GET',
        url: keyed(`/provider/mailbox?recipient=${encodeURIComponent('"><script>x</script>')}`),
      })
    ).body;
    expect(page).not.toContain('<script>x');
    expect(page).toContain('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it('lists messages as JSON for one recipient, reading an unencoded + of a phone number', async () => {
    const recipient = '+4915100000001';
    await testApp.app.database.db.execute(
      sql`insert into message_outbox (channel, recipient, body_text, transport) values ('sms', ${recipient}, '123456 is your code', 'outbox')`,
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: keyed('/provider/mailbox/messages?recipient=+4915100000001'),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: MailboxMessage[] }>();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      channel: 'sms',
      recipient,
      subject: null,
      text: '123456 is your code',
      transport: 'outbox',
    });
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      'channel',
      'createdAt',
      'id',
      'recipient',
      'subject',
      'text',
      'transport',
    ]);
    expect(await messagesTo(testApp.app, 'nobody@example.com')).toEqual([]);
  });

  it('shows at most the latest 100', async () => {
    const recipient = uniqueEmail('many');
    await testApp.app.database.db.execute(
      sql`insert into message_outbox (channel, recipient, body_text, transport, created_at)
          select 'email', ${recipient}, 'message ' || n, 'outbox', now() - make_interval(secs => n) from generate_series(1, 120) as n`,
    );
    const messages = await messagesTo(testApp.app, recipient);
    expect(messages).toHaveLength(100);
    expect(messages[0]?.text).toBe('message 1');
  });

  it('refuses an overlong filter with 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: keyed(`/provider/mailbox/messages?recipient=${'x'.repeat(300)}`),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the mailbox key', () => {
  it('is MAILBOX_KEY when set, else a fresh random key at every start; none with SMTP_URL', () => {
    expect(loadConfig({ MAILBOX_KEY: 'a-key-of-my-own-choosing' }).mail.mailboxKey).toBe('a-key-of-my-own-choosing');
    const first = loadConfig({}).mail.mailboxKey ?? '';
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(loadConfig({}).mail.mailboxKey).not.toBe(first);
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:25', MAILBOX_KEY: 'a-key-of-my-own-choosing' }).mail.mailboxKey,
    ).toBeUndefined();
    expect(() => loadConfig({ MAILBOX_KEY: 'short' })).toThrow('MAILBOX_KEY');
  });

  it('is in the link the start-up log prints', () => {
    expect(mailboxLink('http://localhost:3000', 'k3y_k3y-k3y_k3y-k3y')).toBe(
      'http://localhost:3000/provider/mailbox?key=k3y_k3y-k3y_k3y-k3y',
    );
  });
});

describe('with SMTP_URL set', () => {
  it('has no mailbox, and a refusing SMTP server neither fails nor undoes a registration', async () => {
    const closedPort = await freePort();
    const testApp = await createTestApp({
      environment: {
        SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
        MAILBOX_KEY: 'mailbox-key-that-opens-nothing',
        ADMIN_TOKEN,
      },
    });
    try {
      for (const url of ['/provider/mailbox', '/provider/mailbox/messages']) {
        expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
        expect(
          (await testApp.app.inject({ method: 'GET', url: `${url}?key=mailbox-key-that-opens-nothing` })).statusCode,
        ).toBe(404);
        expect(
          (await testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }))
            .statusCode,
        ).toBe(404);
      }
      const player = await registerPlayer(testApp.app);
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { email: player.email, password: player.password },
      });
      expect(login.statusCode).toBe(200);
      const reset = await testApp.app.inject({
        method: 'POST',
        url: '/api/player/passwords/reset',
        payload: { email: player.email },
        remoteAddress: randomAddress(),
      });
      expect(reset.statusCode).toBe(202);
      // The reset mail is sent by a job after the answer (the same answer for known and unknown addresses).
      await runJobsUntilDone(testApp.app, ['player.password-reset-mail']);
      const rows = () =>
        queryRows<{ transport: string; subject: string }>(
          testApp.app.database.db,
          sql`select transport, subject from message_outbox where recipient = ${player.email} order by created_at`,
        );
      await expect.poll(rows).toEqual([
        { transport: 'failed', subject: 'Confirm your e-mail address' },
        { transport: 'failed', subject: 'Reset your Lucky Orbit password' },
      ]);
    } finally {
      await testApp.close();
    }
  });

  it('sends through the SMTP server and logs the message as smtp', async () => {
    const smtp = await startFakeSmtpServer();
    const testApp = await createTestApp({
      environment: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Casino <mail@casino.test>' },
    });
    try {
      const player = await registerPlayer(testApp.app);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]?.envelope).toEqual({ from: 'mail@casino.test', to: [player.email] });
      expect(smtp.messages[0]?.data).toContain('Subject: Confirm your e-mail address');
      expect(smtp.messages[0]?.data).toContain('/verify/');
      const rows = await queryRows<{ transport: string }>(
        testApp.app.database.db,
        sql`select transport from message_outbox where recipient = ${player.email}`,
      );
      expect(rows).toEqual([{ transport: 'smtp' }]);
    } finally {
      await testApp.close();
      await smtp.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface ReceivedMail {
  readonly envelope: { from: string; to: string[] };
  readonly data: string;
}

/** Just enough of an SMTP server (RFC 5321, no TLS, no auth) to receive what nodemailer sends. */
async function startFakeSmtpServer(): Promise<{ port: number; messages: ReceivedMail[]; close: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string[] | undefined;
    let envelope = { from: '', to: [] as string[] };
    socket.setEncoding('utf8');
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push({ envelope, data: data.join('\n') });
            data = undefined;
            envelope = { from: '', to: [] };
            socket.write('250 2.0.0 queued\r\n');
          } else {
            data.push(line);
          }
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'MAIL') envelope.from = address;
        if (verb === 'RCPT') envelope.to.push(address);
        if (verb === 'DATA') {
          data = [];
          socket.write('354 end with <CRLF>.<CRLF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
