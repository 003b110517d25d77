import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DocumentStatus, DocumentType, type ApiErrorBody } from '@casino/shared';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer } from '../../testing/players';
import { createInvoice, TEST_ADMIN_TOKEN } from '../../testing/payments';
import { expectLedgerIntact, fundPlayer } from '../../testing/ledger';
import { MAX_DOCUMENT_BYTES } from './document-content';
import type { DocumentView } from './document-view';
import { MAX_DOCUMENTS_PER_PLAYER } from './documents.service';
import { EXE, jpegWithExif, PDF, png, uploadDocument } from './kyc-testing';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, KYC_WITHDRAWAL_THRESHOLD: '500' } });
});
afterAll(async () => {
  await expectLedgerIntact(app());
  await testApp.close();
});

const errorOf = (response: LightMyRequestResponse) => response.json<ApiErrorBody>().error;
const admin = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  app().inject({ method, url: `/api/admin${url}`, headers: bearer(TEST_ADMIN_TOKEN), ...(payload ? { payload } : {}) });
const listOf = async (token: string) =>
  (await app().inject({ method: 'GET', url: '/api/player/documents', headers: bearer(token) })).json<{
    data: DocumentView[];
  }>().data;

describe('documents', () => {
  it('stores a photo without its metadata, and serves it to its owner and operators only', async () => {
    const player = await registerPlayer(app());
    const other = await registerPlayer(app());
    const marker = 'GPS-52.5200N-13.4050E-secret';
    const photo = await jpegWithExif(marker);
    expect(photo.includes(marker)).toBe(true);
    const uploaded = await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
      name: '../../passport.jpg',
      contentType: 'image/jpeg',
      bytes: photo,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json<DocumentView>();
    expect(document).toMatchObject({
      type: DocumentType.Identity,
      status: DocumentStatus.Pending,
      fileName: 'passport.jpg',
      mimeType: 'image/jpeg',
    });

    const file = await app().inject({
      method: 'GET',
      url: `/api/player/documents/${document.id}/file`,
      headers: bearer(player.accessToken),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(file.rawPayload.includes(marker)).toBe(false);
    expect(file.rawPayload.includes('TestCam')).toBe(false);

    // Another player: as if it did not exist.
    expect(
      (
        await app().inject({
          method: 'GET',
          url: `/api/player/documents/${document.id}/file`,
          headers: bearer(other.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await app().inject({
          method: 'DELETE',
          url: `/api/player/documents/${document.id}`,
          headers: bearer(other.accessToken),
        })
      ).statusCode,
    ).toBe(404);
    expect(await listOf(other.accessToken)).toEqual([]);
    expect((await app().inject({ method: 'GET', url: `/api/player/documents/${document.id}/file` })).statusCode).toBe(
      401,
    );
    expect((await admin('GET', `/documents/${document.id}/file`)).statusCode).toBe(200);
  });

  it('recognises files by their content: a renamed program is refused, a PNG and a PDF are taken', async () => {
    const player = await registerPlayer(app());
    const exe = await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
      name: 'passport.png',
      contentType: 'image/png',
      bytes: EXE,
    });
    expect(exe.statusCode).toBe(415);
    expect(errorOf(exe).code).toBe('unsupported_file_type');
    const fakePng = await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
      name: 'x.png',
      contentType: 'image/png',
      bytes: Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(40)]),
    });
    expect(fakePng.statusCode).toBe(415);
    const pdf = await uploadDocument(app(), player.accessToken, DocumentType.ProofOfAddress, {
      name: 'bill.txt',
      contentType: 'text/plain',
      bytes: PDF,
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json<DocumentView>().mimeType).toBe('application/pdf');
    const picture = await uploadDocument(app(), player.accessToken, DocumentType.Selfie, {
      name: 'me.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(picture.statusCode).toBe(201);
    expect((await listOf(player.accessToken)).map((document) => document.type)).toEqual([
      DocumentType.Selfie,
      DocumentType.ProofOfAddress,
    ]);
  });

  it('refuses a file of 10 MB + 1 byte, bad fields and a JSON body, storing nothing', async () => {
    const player = await registerPlayer(app());
    const tooBig = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 32)]);
    const big = await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
      name: 'big.pdf',
      contentType: 'application/pdf',
      bytes: tooBig,
    });
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).code).toBe('file_too_large');
    const exactly = await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
      name: 'max.pdf',
      contentType: 'application/pdf',
      bytes: tooBig.subarray(0, MAX_DOCUMENT_BYTES),
    });
    expect(exactly.statusCode).toBe(201);
    for (const type of [undefined, 0, 5, 'passport', '1.5', '-1']) {
      const response = await uploadDocument(app(), player.accessToken, type, {
        name: 'a.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      });
      expect(response.statusCode, String(type)).toBe(422);
    }
    expect((await uploadDocument(app(), player.accessToken, DocumentType.Identity, undefined)).statusCode).toBe(422);
    const json = await app().inject({
      method: 'POST',
      url: '/api/player/documents',
      headers: bearer(player.accessToken),
      payload: { type: 1, file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await listOf(player.accessToken)).toHaveLength(1);
  });

  it('caps the documents a player holds, even when uploads race', async () => {
    const player = await registerPlayer(app());
    const answers = await Promise.all(
      Array.from({ length: MAX_DOCUMENTS_PER_PLAYER + 5 }, () =>
        uploadDocument(app(), player.accessToken, DocumentType.PaymentMethod, {
          name: 'card.pdf',
          contentType: 'application/pdf',
          bytes: PDF,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_DOCUMENTS_PER_PLAYER);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => errorOf(answer).code)).toEqual(
      Array(5).fill('document_limit_reached'),
    );
  });

  it('lets operators approve or reject; an approved document cannot be deleted, a rejected one can', async () => {
    const player = await registerPlayer(app());
    const first = (
      await uploadDocument(app(), player.accessToken, DocumentType.Identity, {
        name: 'id.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      })
    ).json<DocumentView>();
    const second = (
      await uploadDocument(app(), player.accessToken, DocumentType.ProofOfAddress, {
        name: 'bill.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      })
    ).json<DocumentView>();
    const queue = (await admin('GET', '/documents?status=1')).json<{ data: { id: string; playerId: string }[] }>().data;
    expect(queue.map((entry) => entry.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await app().inject({ method: 'GET', url: '/api/admin/documents' })).statusCode).toBe(401);
    expect((await admin('POST', `/documents/${first.id}/approve`)).json()).toMatchObject({
      status: DocumentStatus.Approved,
      playerId: player.profile.id,
    });
    expect((await admin('POST', `/documents/${first.id}/approve`)).statusCode).toBe(409);
    expect((await admin('POST', `/documents/${second.id}/reject`, { reason: '' })).statusCode).toBe(422);
    expect(
      (await admin('POST', `/documents/${second.id}/reject`, { reason: 'The bill is older than 3 months' })).json(),
    ).toMatchObject({ status: DocumentStatus.Rejected, rejectionReason: 'The bill is older than 3 months' });
    expect(
      errorOf(
        await app().inject({
          method: 'DELETE',
          url: `/api/player/documents/${first.id}`,
          headers: bearer(player.accessToken),
        }),
      ).code,
    ).toBe('document_locked');
    expect(
      (
        await app().inject({
          method: 'DELETE',
          url: `/api/player/documents/${second.id}`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(204);
    expect((await listOf(player.accessToken)).map((document) => document.id)).toEqual([first.id]);
  });
});

describe('verification gates withdrawals', () => {
  it('refuses a withdrawal above the threshold until the verification is approved', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 200_000n);
    const withdraw = (amount: number) =>
      createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        amount,
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
      });
    // 500 USD threshold; EUR at 1.08: 450 EUR is below, 470 EUR above.
    expect((await withdraw(45_000)).statusCode).toBe(201);
    const refused = await withdraw(47_000);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('verification_required');
    const status = (
      await app().inject({ method: 'GET', url: '/api/player/verification', headers: bearer(player.accessToken) })
    ).json<unknown>();
    expect(status).toMatchObject({ status: 0, withdrawalThreshold: { amount: 500, currency: 'USD' } });

    expect(
      (await admin('POST', `/verifications/${player.profile.id}/reject`, { reason: 'Blurred photo' })).json(),
    ).toMatchObject({ status: 3 });
    expect((await withdraw(47_000)).statusCode).toBe(409);
    expect((await admin('POST', `/verifications/${player.profile.id}/approve`)).json()).toMatchObject({ status: 2 });
    expect((await withdraw(47_000)).statusCode).toBe(201);
    expect((await admin('POST', '/verifications/00000000-0000-4000-8000-000000000000/approve')).statusCode).toBe(404);
  });
});

describe('documents and the verification are one journey', () => {
  const verificationOf = async (token: string) =>
    (await app().inject({ method: 'GET', url: '/api/player/verification', headers: bearer(token) })).json<{
      status: number;
      level: string | null;
      rejectionReason: string | null;
      missingDocuments: number[];
    }>();
  const upload = async (token: string, type: DocumentType) =>
    (
      await uploadDocument(app(), token, type, { name: `${type}.png`, contentType: 'image/png', bytes: await png() })
    ).json<DocumentView>();
  const waitingPlayers = async () =>
    (await admin('GET', '/verifications?status=1&perPage=200'))
      .json<{ data: { playerId: string }[] }>()
      .data.map((entry) => entry.playerId);

  it('the operator approving the required documents verifies the player, and the refused withdrawal then goes through', async () => {
    const player = await registerPlayer(app());
    await fundPlayer(app(), player.profile.id, 'EUR', 200_000n);
    const withdraw = () =>
      createInvoice(app(), player.accessToken, 'withdrawal', {
        paymentMethod: 'sandbox.withdrawal.card',
        amount: 60_000,
        currency: 'EUR',
        fields: { card_number: '4242424242424242' },
      });
    expect(errorOf(await withdraw()).code).toBe('verification_required');
    expect(await verificationOf(player.accessToken)).toMatchObject({
      status: 0,
      missingDocuments: [DocumentType.Identity, DocumentType.Selfie],
    });

    // An identity document: the player waits in the operators' one queue, and is told what is still missing.
    const identity = await upload(player.accessToken, DocumentType.Identity);
    expect(await verificationOf(player.accessToken)).toMatchObject({
      status: 1,
      missingDocuments: [DocumentType.Selfie],
    });
    expect(await waitingPlayers()).toContain(player.profile.id);
    const selfie = await upload(player.accessToken, DocumentType.Selfie);
    expect(await verificationOf(player.accessToken)).toMatchObject({ status: 1, missingDocuments: [] });

    expect((await admin('POST', `/documents/${identity.id}/approve`)).statusCode).toBe(200);
    expect((await verificationOf(player.accessToken)).status).toBe(1);
    expect(errorOf(await withdraw()).code).toBe('verification_required');
    expect((await admin('POST', `/documents/${selfie.id}/approve`)).statusCode).toBe(200);
    expect(await verificationOf(player.accessToken)).toMatchObject({
      status: 2,
      level: 'document-review',
      missingDocuments: [],
    });
    expect(await waitingPlayers()).not.toContain(player.profile.id);
    expect((await withdraw()).statusCode).toBe(201);
  });

  it('a rejected document sends the player back with its reason; a new one puts them in the queue again', async () => {
    const player = await registerPlayer(app());
    const identity = await upload(player.accessToken, DocumentType.Identity);
    await admin('POST', `/documents/${identity.id}/reject`, { reason: 'The photo is blurred' });
    expect(await verificationOf(player.accessToken)).toMatchObject({
      status: 3,
      rejectionReason: 'The photo is blurred',
      missingDocuments: [DocumentType.Identity, DocumentType.Selfie],
    });
    expect(await waitingPlayers()).not.toContain(player.profile.id);
    await upload(player.accessToken, DocumentType.Identity);
    expect(await verificationOf(player.accessToken)).toMatchObject({ status: 1, rejectionReason: null });
    expect(await waitingPlayers()).toContain(player.profile.id);
  });

  it('a player who deletes the only document under review leaves the queue', async () => {
    const player = await registerPlayer(app());
    const identity = await upload(player.accessToken, DocumentType.Identity);
    expect((await verificationOf(player.accessToken)).status).toBe(1);
    expect(
      (
        await app().inject({
          method: 'DELETE',
          url: `/api/player/documents/${identity.id}`,
          headers: bearer(player.accessToken),
        })
      ).statusCode,
    ).toBe(204);
    expect((await verificationOf(player.accessToken)).status).toBe(0);
    expect(await waitingPlayers()).not.toContain(player.profile.id);
  });
});

describe("the operators' verification queue", () => {
  type QueueEntry = {
    playerId: string;
    status: number;
    waitingFor: string[];
    pendingDocuments: { id: string; type: number; source: string }[];
    missingDocuments: number[];
    waitingSince: string | null;
  };
  type QueuePage = {
    data: QueueEntry[];
    meta: { page: number; perPage: number; totalRows: number; totalPages: number };
  };
  const queue = async (query = 'perPage=200') => (await admin('GET', `/verifications?${query}`)).json<QueuePage>();
  const entryOf = async (playerId: string) => (await queue()).data.find((entry) => entry.playerId === playerId);
  const upload = async (token: string, type: DocumentType) =>
    (
      await uploadDocument(app(), token, type, { name: `${type}.png`, contentType: 'image/png', bytes: await png() })
    ).json<DocumentView>();

  it('lists each waiting player once, with what they wait for and the documents to review, longest wait first', async () => {
    const first = await registerPlayer(app());
    const second = await registerPlayer(app());
    const identity = await upload(first.accessToken, DocumentType.Identity);
    const selfie = await upload(first.accessToken, DocumentType.Selfie);
    await upload(second.accessToken, DocumentType.Identity);

    const page = await queue();
    const ids = page.data.map((entry) => entry.playerId);
    expect(ids.filter((id) => id === first.profile.id)).toHaveLength(1);
    expect(ids.indexOf(first.profile.id)).toBeLessThan(ids.indexOf(second.profile.id));
    expect(page.data.find((entry) => entry.playerId === first.profile.id)).toMatchObject({
      status: 1,
      waitingFor: ['documents'],
      pendingDocuments: [
        { id: identity.id, type: DocumentType.Identity, source: 'upload' },
        { id: selfie.id, type: DocumentType.Selfie, source: 'upload' },
      ],
      missingDocuments: [],
    });
    expect(await entryOf(second.profile.id)).toMatchObject({
      waitingFor: ['documents'],
      missingDocuments: [DocumentType.Selfie],
    });
    expect(page.meta).toMatchObject({ page: 1, perPage: 200 });
    expect(page.meta.totalRows).toBeGreaterThanOrEqual(2);

    // One page at a time; one player's documents on their own.
    const single = await queue('perPage=1');
    expect(single.data).toHaveLength(1);
    expect(single.meta.totalPages).toBe(single.meta.totalRows);
    const documents = (await admin('GET', `/documents?playerId=${second.profile.id}`)).json<{
      data: { playerId: string }[];
    }>().data;
    expect(documents.map((document) => document.playerId)).toEqual([second.profile.id]);
  });

  it('keeps a player whose documents wait even when their verification says otherwise, and leaves out a verified one', async () => {
    const waiting = await registerPlayer(app());
    await upload(waiting.accessToken, DocumentType.Identity);
    // As stored before documents and the verification were one journey: documents waiting, no pending verification.
    await app().database.db.execute(
      sql`update player_verifications set status = 0 where player_id = ${waiting.profile.id}`,
    );
    expect(await entryOf(waiting.profile.id)).toMatchObject({ status: 1, waitingFor: ['documents'] });

    const verified = await registerPlayer(app());
    await upload(verified.accessToken, DocumentType.ProofOfAddress);
    expect(await entryOf(verified.profile.id)).toBeDefined();
    await admin('POST', `/verifications/${verified.profile.id}/approve`);
    expect(await entryOf(verified.profile.id)).toBeUndefined();
    expect(
      (await queue('status=2&perPage=200')).data.find((entry) => entry.playerId === verified.profile.id),
    ).toMatchObject({ status: 2, level: 'operator-review', waitingFor: ['documents'] });
  });

  it('refuses a bad query with 400 and anyone without the operator token', async () => {
    for (const query of ['status=9', 'page=0', 'perPage=0', 'perPage=201', 'status=x']) {
      const response = await admin('GET', `/verifications?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('invalid_request');
    }
    expect((await admin('GET', '/documents?playerId=someone')).statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: '/api/admin/verifications' })).statusCode).toBe(401);
    const player = await registerPlayer(app());
    expect(
      (await app().inject({ method: 'GET', url: '/api/admin/verifications', headers: bearer(player.accessToken) }))
        .statusCode,
    ).toBe(401);
  });
});
