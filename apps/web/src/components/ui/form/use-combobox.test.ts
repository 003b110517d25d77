import { describe, expect, it } from 'vitest';
import { filterOptions, searchText } from './use-combobox';

const countries = [
  { value: 'PL', label: 'Poland', detail: 'PL' },
  { value: 'PT', label: 'Portugal', detail: 'PT' },
  { value: 'ST', label: 'São Tomé & Príncipe', detail: 'ST' },
  { value: 'GB', label: 'United Kingdom', detail: 'GB', keywords: ['UK', 'Britain'] },
  { value: 'SG', label: 'Singapore', detail: 'SG' },
];

describe('searchText', () => {
  it('ignores case, accents and surrounding space', () => {
    expect(searchText('  São Tomé ')).toBe('sao tome');
  });
});

describe('filterOptions', () => {
  it('keeps every option for an empty query', () => {
    expect(filterOptions(countries, '  ')).toHaveLength(countries.length);
  });

  it('finds by name without accents, names starting with the text first', () => {
    expect(filterOptions(countries, 'sao').map((option) => option.value)).toEqual(['ST']);
    expect(filterOptions(countries, 'po').map((option) => option.value)).toEqual(['PL', 'PT', 'SG']);
  });

  it('finds by code and keywords', () => {
    expect(filterOptions(countries, 'uk').map((option) => option.value)).toEqual(['GB']);
    expect(filterOptions(countries, 'gb').map((option) => option.value)).toEqual(['GB']);
  });

  it('finds nothing for text no option contains', () => {
    expect(filterOptions(countries, 'zzz')).toEqual([]);
  });
});
