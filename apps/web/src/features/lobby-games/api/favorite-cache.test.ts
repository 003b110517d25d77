import { describe, expect, it } from 'vitest';
import { withFavorite } from '../api/favorite-cache';

const game = (id: string, isFavorite = false) => ({ id, name: id, isFavorite });
const list = (...games: ReturnType<typeof game>[]) => ({
  data: games,
  meta: { page: 1, perPage: 24, totalPages: 1, totalRows: games.length },
});

describe('favourite in cached lists', () => {
  it('sets the heart of the game in a list, leaving the others', () => {
    const next = withFavorite(list(game('a'), game('b')), 'b', true) as ReturnType<typeof list>;
    expect(next.data.map((item) => item.isFavorite)).toEqual([false, true]);
  });

  it('reaches into pages of an infinite list and into a single game', () => {
    const pages = { pages: [list(game('a')), list(game('b'))], pageParams: [1, 2] };
    const next = withFavorite(pages, 'b', true) as typeof pages;
    expect(next.pages[1]?.data[0]?.isFavorite).toBe(true);
    expect(next.pages[0]).toBe(pages.pages[0]);
    expect(withFavorite(game('a'), 'a', true)).toEqual(game('a', true));
  });

  it('returns the same object when nothing changes, so no list re-renders', () => {
    const cached = list(game('a', true));
    expect(withFavorite(cached, 'a', true)).toBe(cached);
    expect(withFavorite(cached, 'zzz', false)).toBe(cached);
    expect(withFavorite(undefined, 'a', true)).toBeUndefined();
    expect(withFavorite([1, 2], 'a', true)).toEqual([1, 2]);
  });
});
