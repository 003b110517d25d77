import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, NO_FILTERS, searchWithFilters } from './games-filters';

describe('games filters <-> query string', () => {
  it('reads features, sort and search', () => {
    expect(filtersFromSearch('?features=jackpot,free-spins&sort=new&search=%20dragon%20')).toEqual({
      features: ['free-spins', 'jackpot'],
      sort: 'new',
      search: 'dragon',
    });
  });

  it('ignores unknown features and sorts, and repeated keys add up', () => {
    expect(filtersFromSearch('?features=jackpot,teleport&features=bonus-buy&sort=random')).toEqual({
      features: ['bonus-buy', 'jackpot'],
      sort: undefined,
      search: '',
    });
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
  });

  it('writes one URL per choice, in the feature order, and keeps other keys', () => {
    const search = searchWithFilters('?games-filter=true&features=jackpot', {
      features: ['jackpot', 'free-spins'],
      sort: 'rtp',
      search: 'sun',
    });
    expect(search).toBe('?games-filter=true&features=free-spins%2Cjackpot&sort=rtp&search=sun');
    expect(filtersFromSearch(search)).toEqual({ features: ['free-spins', 'jackpot'], sort: 'rtp', search: 'sun' });
  });

  it('leaves empty filters out of the URL entirely', () => {
    expect(searchWithFilters('?features=jackpot&sort=new&search=x', NO_FILTERS)).toBe('');
    expect(searchWithFilters('?sign-in=true&sort=new', { features: [], search: '  ' })).toBe('?sign-in=true');
  });

  it('round-trips whatever it writes', () => {
    const filters = { features: ['multiplier', 'hold-and-win'] as const, sort: 'name' as const, search: 'gold rush' };
    expect(filtersFromSearch(searchWithFilters('', filters))).toEqual({
      ...filters,
      features: ['multiplier', 'hold-and-win'],
    });
  });

  it('counts the feature and sort choices', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ features: ['jackpot', 'bonus-buy'], sort: 'new', search: 'x' })).toBe(3);
  });
});
