import { describe, expect, it } from 'vitest';
import type { Invoice } from '@casino/shared';
import { storedServerSecret } from '../auth/auth.service';
import { payloadDigest, PAYLOAD_DIGEST_ALG } from '../../providers/kyc/sumsub-signature';
import { KYC_WEBHOOK_PATH } from '../../providers/kyc/sumsub-sandbox';
import {
  createInvoice,
  depositFor,
  sandboxEventBody,
  sendSandboxWebhook,
  TEST_ADMIN_TOKEN,
} from '../../testing/payments';
import { bearer, randomAddress, registerPlayer, STRONG_PASSWORD, type RegisteredPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { text } from '../../http/server-messages';
import { expectOneMessage, messagesOf, speakGerman } from './notification-testing';

/**
 * The domain's own events write the player's message (issue 26), on the event's transaction and
 * once, however often the event arrives: payments, identity verification and sign-ins here,
 * bonuses, retention and the sportsbook in notification-triggers-play.test.ts, limits and breaks
 * in notification-triggers-limits.test.ts.
 */

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const operator = (method: 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app().inject({ method, url: `/api/admin${url}`, headers: bearer(TEST_ADMIN_TOKEN), ...(payload ? { payload } : {}) });
const CARD_PAYOUT = {
  paymentMethod: 'sandbox.withdrawal.card',
  currency: 'EUR',
  fields: { card_number: '4242424242424242' },
};

/** The provider's signed event, sent as often as asked: a replay, and the same event at two nodes at once. */
async function sendTimes(body: string, times: number): Promise<void> {
  const responses = await Promise.all(Array.from({ length: times }, () => sendSandboxWebhook(app(), body)));
  for (const response of responses) expect(response.statusCode, response.body).toBe(200);
}

async function openDeposit(player: RegisteredPlayer, amount: number): Promise<Invoice> {
  const created = await createInvoice(app(), player.accessToken, 'deposit', {
    paymentMethod: 'sandbox.deposit.card',
    amount,
    currency: 'EUR',
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Invoice>();
}

async function withdrawal(player: RegisteredPlayer, amount: number): Promise<Invoice> {
  const created = await createInvoice(app(), player.accessToken, 'withdrawal', { ...CARD_PAYOUT, amount });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<Invoice>();
}

describe('payments', () => {
  it("a credited deposit: one message in the player's language, however often its webhook comes", async () => {
    const player = await registerPlayer(app());
    await speakGerman(app(), player.profile.id);
    const invoice = await openDeposit(player, 5_000);
    const body = sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount: 5_000, currency: 'EUR' });
    await sendTimes(body, 3);
    // Another event of the provider's for the same payment (a resend under a new id) finds the invoice ended.
    await sendTimes(
      sandboxEventBody({ type: 'payment.succeeded', reference: invoice.id, amount: 5_000, currency: 'EUR' }),
      1,
    );
    const message = await expectOneMessage(app(), player.profile.id, 'deposit.credited', 'de');
    expect(message.title).not.toBe(text('en', 'notification.deposit.credited.title'));
    expect(message.params.amount).toMatch(/50,00/);
    expect(message.dedupeKey).toBe(`deposit.credited:invoice:${invoice.id}`);
  });

  it('a failed deposit is told once; a deposit the player cancels is not told at all', async () => {
    const player = await registerPlayer(app());
    const failed = await openDeposit(player, 2_000);
    await sendTimes(
      sandboxEventBody({ type: 'payment.failed', reference: failed.id, amount: 2_000, currency: 'EUR' }),
      2,
    );
    const message = await expectOneMessage(app(), player.profile.id, 'deposit.failed');
    expect(message.body).toContain('20.00 EUR');
    const cancelled = await openDeposit(player, 3_000);
    const declined = await app().inject({
      method: 'PUT',
      url: `/api/payment/invoices/${cancelled.id}/decline`,
      headers: bearer(player.accessToken),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await messagesOf(app(), player.profile.id, 'deposit.failed')).toHaveLength(1);
  });

  it('a withdrawal approved, then paid: one message each, the payout webhook replayed', async () => {
    const player = await registerPlayer(app());
    await depositFor(app(), player.accessToken, 10_000, 'EUR');
    const invoice = await withdrawal(player, 4_000);
    expect((await operator('PUT', `/payment/withdrawals/${invoice.id}/approve`)).statusCode).toBe(200);
    // Approving again while it is on its way asks the provider again, and tells the player nothing new.
    expect((await operator('PUT', `/payment/withdrawals/${invoice.id}/approve`)).statusCode).toBe(200);
    await expectOneMessage(app(), player.profile.id, 'withdrawal.approved');
    await sendTimes(
      sandboxEventBody({
        id: `evt_paid_${invoice.id}`,
        type: 'payout.succeeded',
        reference: invoice.id,
        amount: 4_000,
        currency: 'EUR',
      }),
      3,
    );
    const paid = await expectOneMessage(app(), player.profile.id, 'withdrawal.paid');
    expect(paid.params.amount).toBe('40.00 EUR');
  });

  it("a withdrawal the operator declines is told once; the player's own cancel is not", async () => {
    const player = await registerPlayer(app());
    await depositFor(app(), player.accessToken, 10_000, 'EUR');
    const rejected = await withdrawal(player, 3_000);
    expect((await operator('PUT', `/payment/withdrawals/${rejected.id}/reject`)).statusCode).toBe(200);
    expect((await operator('PUT', `/payment/withdrawals/${rejected.id}/reject`)).statusCode).toBe(409);
    await expectOneMessage(app(), player.profile.id, 'withdrawal.declined');
    const mine = await withdrawal(player, 1_000);
    expect(
      (
        await app().inject({
          method: 'PUT',
          url: `/api/payment/invoices/${mine.id}/decline`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(200);
    expect(await messagesOf(app(), player.profile.id, 'withdrawal.declined')).toHaveLength(1);
  });
});

describe('identity verification', () => {
  async function sendReview(player: RegisteredPlayer, correlationId: string, answer: 'GREEN' | 'RED') {
    const secret = await storedServerSecret(app().database.db, 'kyc-sandbox-secret', 32);
    const body = JSON.stringify({
      type: 'applicantReviewed',
      correlationId,
      applicantId: 'applicant-1',
      externalUserId: player.profile.id,
      levelName: 'basic-kyc-level',
      reviewResult: { reviewAnswer: answer, moderationComment: answer === 'RED' ? 'Blurred photo' : null },
      createdAtMs: Date.now(),
    });
    const headers = {
      'content-type': 'application/json',
      'x-payload-digest': payloadDigest(secret, body),
      'x-payload-digest-alg': PAYLOAD_DIGEST_ALG,
    };
    const response = await app().inject({ method: 'POST', url: KYC_WEBHOOK_PATH, headers, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("the provider's approval: one message, its webhook replayed and a second review that changes nothing", async () => {
    const player = await registerPlayer(app());
    await Promise.all([
      sendReview(player, 'review-approved-1', 'GREEN'),
      sendReview(player, 'review-approved-1', 'GREEN'),
    ]);
    await sendReview(player, 'review-approved-2', 'GREEN');
    await expectOneMessage(app(), player.profile.id, 'verification.approved');
  });

  it("an operator's rejection is told once per rejection: deciding the same again tells nothing", async () => {
    const player = await registerPlayer(app());
    await speakGerman(app(), player.profile.id);
    expect(
      (await operator('POST', `/verifications/${player.profile.id}/reject`, { reason: 'The document has expired' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await operator('POST', `/verifications/${player.profile.id}/reject`, { reason: 'The document has expired' }))
        .statusCode,
    ).toBe(200);
    await expectOneMessage(app(), player.profile.id, 'verification.rejected', 'de');
    // Approved later: that is a new event.
    expect((await operator('POST', `/verifications/${player.profile.id}/approve`)).statusCode).toBe(200);
    await expectOneMessage(app(), player.profile.id, 'verification.approved', 'de');
  });
});

describe('sign-ins', () => {
  const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  const login = async (player: RegisteredPlayer, userAgent?: string, fingerprint?: string) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/player/sessions',
      remoteAddress: randomAddress(),
      headers: userAgent ? { 'user-agent': userAgent } : {},
      payload: { email: player.email, password: STRONG_PASSWORD, ...(fingerprint ? { fingerprint } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a sign-in from a device never seen for the player is told once, naming the browser and system', async () => {
    const player = await registerPlayer(app());
    // The registration's own device (the test client's user agent) is no news.
    await login(player);
    expect(await messagesOf(app(), player.profile.id)).toEqual([]);
    await login(player, FIREFOX_LINUX);
    await login(player, FIREFOX_LINUX);
    const message = await expectOneMessage(app(), player.profile.id, 'login.new-device');
    expect(message.params.device).toBe('Firefox (Linux)');
    // A known browser with a new device fingerprint is still a device seen before (same user agent).
    await login(player, FIREFOX_LINUX, 'fp-another-tab');
    expect(await messagesOf(app(), player.profile.id, 'login.new-device')).toHaveLength(1);
  });
});
