import { describe, expect, it } from 'vitest';
import { GAME_SEARCH_MAX_LENGTH } from '@casino/shared';
import { isSearchable, normalizeSearch, searchStage } from './search-rule';

describe('search rule', () => {
  it('trims and collapses spaces, and cuts at the maximum length', () => {
    expect(normalizeSearch('  orbit   dice ')).toBe('orbit dice');
    expect(normalizeSearch('x'.repeat(GAME_SEARCH_MAX_LENGTH + 10))).toHaveLength(GAME_SEARCH_MAX_LENGTH);
  });

  it('searches from three characters, not counting spaces around them', () => {
    expect(isSearchable('or')).toBe(false);
    expect(isSearchable('  or  ')).toBe(false);
    expect(isSearchable('orb')).toBe(true);
    expect(isSearchable('o b')).toBe(true);
  });

  it('tells an empty box from one that needs more characters', () => {
    expect(searchStage('')).toBe('idle');
    expect(searchStage('   ')).toBe('idle');
    expect(searchStage('ab')).toBe('too-short');
    expect(searchStage('abc')).toBe('search');
  });
});
