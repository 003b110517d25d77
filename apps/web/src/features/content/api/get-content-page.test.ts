import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContentPage, parseContentPage } from './get-content-page';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const terms = {
  identity: 'terms',
  kind: 'static',
  parentIdentity: null,
  locale: 'de',
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Die Bedingungen',
  html: '<h2>1. Wer spielen darf</h2>',
  updatedAt: '2026-11-25T10:00:00.000Z',
  children: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getContentPage', () => {
  it('asks for the page of its kind in the locale shown, as a guest', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer(200, terms));
    vi.stubGlobal('fetch', fetch);
    await expect(getContentPage('terms', 'de', 'static')).resolves.toEqual(terms);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/content/pages/terms?locale=de&kind=static');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  it('answers null for a page that does not exist (the 404 page is shown), and lets other failures through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { error: { code: 'not_found', message: "There is no page 'nope'" } })),
    );
    await expect(getContentPage('nope', 'en', 'page')).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, { error: { code: 'unavailable', message: 'Down' } })),
    );
    await expect(getContentPage('terms', 'en', 'static')).rejects.toMatchObject({ status: 503 });
  });
});

describe('parseContentPage', () => {
  it('refuses an answer with no body to show, and drops children without identity or title', () => {
    expect(() => parseContentPage({ identity: 'terms', kind: 'static' })).toThrow();
    expect(() => parseContentPage({ ...terms, kind: 'blog' })).toThrow();
    const list = parseContentPage({
      ...terms,
      kind: 'question',
      children: [{ identity: 'deposits', title: 'Deposits', description: 'How' }, { title: 'no identity' }, 7],
    });
    expect(list.children).toEqual([{ identity: 'deposits', title: 'Deposits', description: 'How' }]);
    expect(parseContentPage({ ...terms, locale: 'xx' }).locale).toBe('en');
  });
});
