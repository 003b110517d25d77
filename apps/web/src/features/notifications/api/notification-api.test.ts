import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationState } from '@casino/shared';
import { deleteMessages } from './delete-messages';
import { getMessages } from './get-messages';
import { getPushes, readPushes } from './get-pushes';
import { readAllMessages, readMessages } from './read-messages';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stubs fetch with one answer; returns what was asked: method, URL and JSON body. */
function serverAnswers(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer(status, body));
  vi.stubGlobal('fetch', fetch);
  return () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return {
      url: String(url),
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
  };
}

const row = {
  id: 'm-1',
  kind: 'deposit.credited',
  state: 1,
  readAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  content: { title: 'Deposit credited', body: '50.00 EUR is on your balance.' },
};

describe('the inbox calls', () => {
  it('reads a page with its unread count', async () => {
    const asked = serverAnswers(200, {
      data: [row],
      meta: { page: 1, perPage: 3, totalPages: 1, totalRows: 1, totalUnread: 1 },
    });
    const page = await getMessages(1, 3);
    expect(asked()).toMatchObject({ url: '/api/notification/messenger/messages?page=1&perPage=3', method: 'GET' });
    expect(page.meta.totalUnread).toBe(1);
    expect(page.data[0]).toEqual({ ...row, state: NotificationState.Unread });
  });

  it('reads an unknown kind as a service message and a missing count as 0, but refuses a row without id', async () => {
    serverAnswers(200, { data: [{ ...row, kind: 'future.kind' }], meta: { page: 1, perPage: 3 } });
    const page = await getMessages(1, 3);
    expect(page.data[0]?.kind).toBe('operator.service');
    expect(page.meta.totalUnread).toBe(0);
    serverAnswers(200, { data: [{ ...row, id: undefined }], meta: {} });
    await expect(getMessages(1, 3)).rejects.toThrow();
  });

  it('marks read, marks all read and deletes by id, answering the new count', async () => {
    let asked = serverAnswers(200, { totalUnread: 2 });
    await expect(readMessages(['m-1', 'm-2'])).resolves.toEqual({ totalUnread: 2 });
    expect(asked()).toEqual({
      url: '/api/notification/messenger/messages/read',
      method: 'POST',
      body: { messageIds: ['m-1', 'm-2'] },
    });

    asked = serverAnswers(200, { totalUnread: 0 });
    await expect(readAllMessages()).resolves.toEqual({ totalUnread: 0 });
    expect(asked()).toMatchObject({ url: '/api/notification/messenger/messages/read/all', method: 'POST' });

    asked = serverAnswers(200, { totalUnread: 1 });
    await expect(deleteMessages(['m-3'])).resolves.toEqual({ totalUnread: 1 });
    expect(asked()).toEqual({
      url: '/api/notification/messenger/messages',
      method: 'DELETE',
      body: { messageIds: ['m-3'] },
    });
  });

  it('lets a refusal through as the error the page shows', async () => {
    serverAnswers(422, { error: { code: 'validation_failed', message: 'messageIds: too many' } });
    await expect(readMessages([])).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
  });
});

describe('the push calls', () => {
  it('lists 20 to a page and marks a batch read', async () => {
    let asked = serverAnswers(200, {
      data: [
        {
          id: 'p-1',
          kind: 'bonus.issued',
          state: 1,
          readAt: null,
          createdAt: '2026-03-01T12:00:00.000Z',
          title: 'A bonus for you',
        },
      ],
      meta: { page: 1, perPage: 20, totalPages: 1, totalRows: 1, totalUnread: 1 },
    });
    const pushes = await getPushes();
    expect(asked().url).toBe('/api/notification/pushes?page=1&perPage=20');
    expect(pushes.data[0]?.title).toBe('A bonus for you');

    asked = serverAnswers(200, { totalUnread: 0 });
    await readPushes(['p-1']);
    expect(asked()).toEqual({ url: '/api/notification/pushes/read', method: 'POST', body: { pushIds: ['p-1'] } });
  });
});
