import { describe, expect, it } from 'vitest';
import type { ContactMessageReceipt, ListResponse } from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, randomAddress, registerPlayer, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import type { ContactMessageView } from './contact.service';

// A fresh database of its own: the operator's list holds exactly what this file sends.
const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

const LIST = '/api/admin/notification/communications';

async function sendMessage(subject: string, token?: string): Promise<ContactMessageReceipt> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/notification/communications',
    remoteAddress: randomAddress(),
    headers: token ? bearer(token) : {},
    payload: { name: 'Grace Hopper', email: uniqueEmail('operator-list'), subject, message: `About ${subject}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContactMessageReceipt>();
}

const operator = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = bearer(TEST_ADMIN_TOKEN),
) => app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

const list = async (query = ''): Promise<ListResponse<ContactMessageView>> => {
  const response = await operator('GET', `${LIST}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<ContactMessageView>>();
};

describe('the operator list of contact messages', () => {
  it('lists them newest first, page by page, with the sender and the player', async () => {
    const player = await registerPlayer(app());
    const sent: ContactMessageReceipt[] = [];
    for (const subject of ['first', 'second', 'third']) sent.push(await sendMessage(subject));
    sent.push(await sendMessage('fourth', player.accessToken));

    const firstPage = await list('?page=1&perPage=3');
    expect(firstPage.meta).toEqual({ page: 1, perPage: 3, totalRows: 4, totalPages: 2 });
    expect(firstPage.data.map((message) => message.subject)).toEqual(['fourth', 'third', 'second']);
    expect(firstPage.data[0]).toMatchObject({
      playerId: player.profile.id,
      name: 'Grace Hopper',
      message: 'About fourth',
      locale: 'en',
      status: 'new',
      handledAt: null,
    });
    expect(firstPage.data[1]?.playerId).toBeNull();
    const secondPage = await list('?page=2&perPage=3');
    expect(secondPage.data.map((message) => message.id)).toEqual([sent[0]?.id]);
  });

  it('marks a message answered or closed, stamps when, and filters by status', async () => {
    const { id } = await sendMessage('to be answered');
    const answered = await operator('PUT', `${LIST}/${id}`, { status: 'answered' });
    expect(answered.statusCode, answered.body).toBe(200);
    const view = answered.json<ContactMessageView>();
    expect(view).toMatchObject({ id, status: 'answered' });
    expect(Date.parse(view.handledAt ?? '')).toBeGreaterThan(Date.parse(view.createdAt) - 1000);

    const { id: closedId } = await sendMessage('to be closed');
    expect((await operator('PUT', `${LIST}/${closedId}`, { status: 'closed' })).statusCode).toBe(200);

    expect((await list('?status=answered')).data.map((message) => message.id)).toEqual([id]);
    expect((await list('?status=closed')).data.map((message) => message.id)).toEqual([closedId]);
    expect((await list('?status=new')).data.every((message) => message.status === 'new')).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one or a bad query', async () => {
    const unknown = await operator('PUT', `${LIST}/00000000-0000-4000-8000-000000000000`, { status: 'closed' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found', message: 'There is no such contact message' } });
    const malformed = await operator('PUT', `${LIST}/not-an-id`, { status: 'closed' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'invalid_request' } });
    for (const query of ['?status=lost', '?page=0', '?perPage=1000', '?page=abc']) {
      expect((await operator('GET', `${LIST}${query}`)).statusCode, query).toBe(400);
    }
  });

  it('refuses a status other than answered or closed, and unknown fields', async () => {
    const { id } = await sendMessage('status rules');
    for (const payload of [
      { status: 'new' },
      { status: 'deleted' },
      {},
      { status: 'closed', handledAt: '2020-01-01T00:00:00Z' },
    ]) {
      const response = await operator('PUT', `${LIST}/${id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await list('?status=new')).data.some((message) => message.id === id)).toBe(true);
  });

  it('is closed to callers without the operator token, a player included', async () => {
    const player = await registerPlayer(app());
    const { id } = await sendMessage('private');
    for (const headers of [{}, bearer(player.accessToken), bearer('wrong-token')]) {
      const listed = await operator('GET', LIST, undefined, headers);
      expect(listed.statusCode).toBe(401);
      expect(listed.json()).toMatchObject({ error: { code: 'admin_unauthorized' } });
      const changed = await operator('PUT', `${LIST}/${id}`, { status: 'closed' }, headers);
      expect(changed.statusCode).toBe(401);
    }
    expect((await list('?status=new')).data.some((message) => message.id === id)).toBe(true);
  });
});
