import { describe, expect, it } from 'vitest';
import { LimitDefinition, PlayerBonusResult, toNamedCodes } from './statuses';
import { isLocaleCode, LOCALE_CODES, LOCALE_DEFINITIONS } from './locales';

describe('toNamedCodes', () => {
  it('publishes a status table as ids with snake_case names', () => {
    expect(toNamedCodes(LimitDefinition)).toEqual([
      { id: 1, name: 'bet' },
      { id: 2, name: 'loss' },
      { id: 3, name: 'deposit' },
      { id: 4, name: 'self_exclusion' },
      { id: 5, name: 'cooling_off' },
      { id: 6, name: 'play_time' },
    ]);
    expect(toNamedCodes(PlayerBonusResult).map((code) => code.name)).toEqual([
      'none',
      'played',
      'canceled',
      'expired',
      'wager_expired',
    ]);
  });
});

describe('locales', () => {
  it('define each of the 26 locale codes once', () => {
    expect(LOCALE_CODES).toHaveLength(26);
    expect(LOCALE_DEFINITIONS.map((locale) => locale.code)).toEqual([...LOCALE_CODES]);
  });

  it('recognise only lowercase known codes', () => {
    expect(isLocaleCode('pt-br')).toBe(true);
    expect(isLocaleCode('pt-BR')).toBe(false);
    expect(isLocaleCode('xx')).toBe(false);
    expect(isLocaleCode('')).toBe(false);
  });
});
