import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBonusOffer } from './get-bonus-offers';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getBonusOffer', () => {
  it('asks for one offer by its page identity and currency', async () => {
    const fetch = vi.fn(async () =>
      answer(200, { id: 7, pageIdentity: 'welcome-1', kind: 'deposit', title: 'Welcome bonus' }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(getBonusOffer('welcome-1', 'EUR')).resolves.toMatchObject({
      id: 7,
      pageIdentity: 'welcome-1',
      title: 'Welcome bonus',
    });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/game/bonuses/offers/welcome-1?currency=EUR');
  });

  it('answers null for an identity no offer has (the page is then the 404 page), and lets other failures through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { error: { code: 'not_found', message: 'There is no such offer' } })),
    );
    await expect(getBonusOffer('nope', 'USD')).resolves.toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: { code: 'validation_failed', message: 'Bad currency' } })),
    );
    await expect(getBonusOffer('welcome-1', '??')).rejects.toMatchObject({ status: 400 });
  });
});
