import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentStatus, DocumentType, VerificationStatus, type ApiErrorBody } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { storedServerSecret } from '../../modules/auth/server-secrets';
import type { DocumentView } from '../../modules/kyc/document-view';
import { jpegWithExif, png, uploadDocument } from '../../modules/kyc/kyc-testing';
import { runJobsUntilDone } from '../../testing/jobs';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { KYC_WEBHOOK_PATH } from './sumsub-sandbox';
import { payloadDigest, PAYLOAD_DIGEST_ALG } from './sumsub-signature';

let testApp: TestApp;
const app = (): FastifyInstance => testApp.app;
beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
});
afterAll(() => testApp.close());

const verificationOf = async (player: RegisteredPlayer) =>
  (await app().inject({ method: 'GET', url: '/api/player/verification', headers: bearer(player.accessToken) })).json<{
    status: number;
    level: string | null;
    rejectionReason: string | null;
  }>();
const documentsOf = async (player: RegisteredPlayer) =>
  (await app().inject({ method: 'GET', url: '/api/player/documents', headers: bearer(player.accessToken) })).json<{
    data: DocumentView[];
  }>().data;

/** The SDK page's form, as the browser posts it. */
async function submitApplicant(accessToken: string, firstName: string) {
  const boundary = 'sdk-boundary-42';
  const field = (name: string, value: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const file = (name: string, filename: string, type: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    field('accessToken', accessToken),
    field('firstName', firstName),
    field('lastName', 'Example'),
    file('document', 'passport.jpg', 'image/jpeg', await jpegWithExif('sdk')),
    file('selfie', 'selfie.png', 'image/png', await png()),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return app().inject({
    method: 'POST',
    url: '/provider/kyc/sdk/applicant',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function startVerification(player: RegisteredPlayer): Promise<{ accessToken: string; sdkUrl: string }> {
  const auth = await app().inject({
    method: 'POST',
    url: '/api/player/services/sumsub/auth',
    headers: bearer(player.accessToken),
  });
  expect(auth.statusCode, auth.body).toBe(200);
  return auth.json<{ accessToken: string; sdkUrl: string }>();
}

describe('the sandbox identity-verification provider', () => {
  it('takes the applicant on its SDK page, reviews, and reports by signed webhook: approved', async () => {
    const player = await registerPlayer(app());
    expect((await app().inject({ method: 'POST', url: '/api/player/services/sumsub/auth' })).statusCode).toBe(401);
    const { accessToken, sdkUrl } = await startVerification(player);
    const page = await app().inject({ method: 'GET', url: sdkUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('name="document"');

    const submitted = await submitApplicant(accessToken, 'Ada');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.body).toContain('/provider/kyc/sdk.js');
    expect((await verificationOf(player)).status).toBe(VerificationStatus.Pending);
    expect((await documentsOf(player)).map((document) => [document.type, document.status])).toEqual(
      expect.arrayContaining([
        [DocumentType.Identity, DocumentStatus.Pending],
        [DocumentType.Selfie, DocumentStatus.Pending],
      ]),
    );

    await runJobsUntilDone(app(), ['kyc.sandbox-webhook']);
    expect(await verificationOf(player)).toMatchObject({
      status: VerificationStatus.Approved,
      level: 'basic-kyc-level',
    });
    expect((await documentsOf(player)).every((document) => document.status === DocumentStatus.Approved)).toBe(true);
  });

  it('rejects by its documented rule (a name starting with REJECT), with the reason', async () => {
    const player = await registerPlayer(app());
    const { accessToken } = await startVerification(player);
    expect((await submitApplicant(accessToken, 'REJECT me')).statusCode).toBe(200);
    await runJobsUntilDone(app(), ['kyc.sandbox-webhook']);
    const verification = await verificationOf(player);
    expect(verification.status).toBe(VerificationStatus.Rejected);
    expect(verification.rejectionReason).toContain('REJECT');
  });

  it('refuses a forged or expired access token on its pages', async () => {
    const player = await registerPlayer(app());
    const { accessToken } = await startVerification(player);
    const forged = accessToken.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(
      (await app().inject({ method: 'GET', url: `/provider/kyc/sdk?accessToken=${encodeURIComponent(forged)}` }))
        .statusCode,
    ).toBe(401);
    expect((await submitApplicant(forged, 'Ada')).statusCode).toBe(401);
    const other = await registerPlayer(app());
    const swapped = accessToken.replace(player.profile.id, other.profile.id);
    expect((await submitApplicant(swapped, 'Ada')).statusCode).toBe(401);
    expect(await documentsOf(other)).toEqual([]);
  });
});

describe("the operators' queue follows the provider's review", () => {
  type QueueEntry = {
    playerId: string;
    status: number;
    waitingFor: string[];
    pendingDocuments: { type: number; source: string }[];
  };
  const queued = async (player: RegisteredPlayer) =>
    (
      await app().inject({
        method: 'GET',
        url: '/api/admin/verifications?perPage=200',
        headers: bearer(TEST_ADMIN_TOKEN),
      })
    )
      .json<{ data: QueueEntry[] }>()
      .data.find((entry) => entry.playerId === player.profile.id);

  it('shows a player waiting for the provider until its review arrives', async () => {
    const player = await registerPlayer(app());
    const { accessToken } = await startVerification(player);
    expect(await queued(player)).toBeUndefined();
    expect((await submitApplicant(accessToken, 'Grace')).statusCode).toBe(200);
    expect(await queued(player)).toMatchObject({
      status: VerificationStatus.Pending,
      waitingFor: ['provider'],
      pendingDocuments: [{ source: 'provider' }, { source: 'provider' }],
    });
    await runJobsUntilDone(app(), ['kyc.sandbox-webhook']);
    expect(await queued(player)).toBeUndefined();
  });

  it('keeps a player the provider rejected waiting while documents uploaded on the site are under review', async () => {
    const player = await registerPlayer(app());
    expect(
      (
        await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
          name: 'id.png',
          contentType: 'image/png',
          bytes: await png(),
        })
      ).statusCode,
    ).toBe(201);
    const { accessToken } = await startVerification(player);
    expect((await submitApplicant(accessToken, 'REJECT this')).statusCode).toBe(200);
    expect(await queued(player)).toMatchObject({ waitingFor: ['documents', 'provider'] });
    await runJobsUntilDone(app(), ['kyc.sandbox-webhook']);
    expect((await verificationOf(player)).status).toBe(VerificationStatus.Pending);
    expect(await queued(player)).toMatchObject({
      status: VerificationStatus.Pending,
      waitingFor: ['documents'],
      pendingDocuments: [{ type: DocumentType.Identity, source: 'upload' }],
    });
  });
});

describe('our webhook', () => {
  async function event(player: RegisteredPlayer, overrides: Record<string, unknown> = {}) {
    return JSON.stringify({
      type: 'applicantReviewed',
      correlationId: `event-${Math.random().toString(16).slice(2)}`,
      applicantId: 'applicant-1',
      externalUserId: player.profile.id,
      levelName: 'basic-kyc-level',
      reviewResult: { reviewAnswer: 'GREEN' },
      createdAtMs: Date.now(),
      ...overrides,
    });
  }
  const send = async (rawBody: string, digest?: string) => {
    const secret = await storedServerSecret(app().database.db, 'kyc-sandbox-secret', 32);
    return app().inject({
      method: 'POST',
      url: KYC_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': digest ?? payloadDigest(secret, rawBody),
        'x-payload-digest-alg': PAYLOAD_DIGEST_ALG,
      },
      payload: rawBody,
    });
  };

  it('changes nothing for a forged, stale or replayed event, and applies a good one once', async () => {
    const player = await registerPlayer(app());
    const body = await event(player);
    const forged = await send(body, payloadDigest('not-the-secret', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json<ApiErrorBody>().error.code).toBe('invalid_signature');
    // A tampered body under the digest of the original, and a digest of the wrong shape.
    const secret = await storedServerSecret(app().database.db, 'kyc-sandbox-secret', 32);
    expect((await send(body.replace('GREEN', 'RED'), payloadDigest(secret, body))).statusCode).toBe(401);
    expect((await send(body, 'x'.repeat(64))).statusCode).toBe(401);
    const stale = await send(await event(player, { createdAtMs: Date.now() - 10 * 60_000 }));
    expect(stale.statusCode).toBe(400);
    expect((await verificationOf(player)).status).toBe(VerificationStatus.NotStarted);

    expect((await send(body)).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await verificationOf(player)).status).toBe(VerificationStatus.Approved);
    // The same event again, or a RED with the same id: nothing changes.
    expect((await send(body)).json()).toEqual({ received: true, outcome: 'replayed' });
    const sameIdRejected = body.replace('"GREEN"', '"RED"');
    expect((await send(sameIdRejected)).json()).toEqual({ received: true, outcome: 'replayed' });
    expect((await verificationOf(player)).status).toBe(VerificationStatus.Approved);
    // Unknown players and events of other types are accepted and ignored.
    expect(
      (await send(await event(player, { externalUserId: '00000000-0000-4000-8000-000000000000' }))).json(),
    ).toMatchObject({ outcome: 'ignored' });
    expect((await send(JSON.stringify({ type: 'applicantCreated' }))).json()).toMatchObject({ outcome: 'ignored' });
    expect((await send('not json')).statusCode).toBe(200);
  });
});
