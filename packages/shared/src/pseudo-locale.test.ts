import { describe, expect, it } from 'vitest';
import { pseudoLocalize } from './pseudo-locale';

describe('pseudoLocalize', () => {
  it('accents every letter and makes the text about 40 % longer, between brackets', () => {
    const text = 'Deposit your winnings';
    const pseudo = pseudoLocalize(text);
    expect(pseudo).toMatch(/^⟦Ðéé/);
    expect(pseudo.endsWith('⟧')).toBe(true);
    expect(pseudo).not.toMatch(/[a-zA-Z]/);
    expect(pseudo.length - 2).toBeGreaterThanOrEqual(Math.ceil(text.length * 1.4));
    expect(pseudo.length - 2).toBeLessThanOrEqual(Math.ceil(text.length * 1.4) + 1);
  });

  it('keeps placeholders and markup exactly', () => {
    const pseudo = pseudoLocalize('Bet between {min} and {count, number} <b>now</b>');
    expect(pseudo).toContain('{min}');
    expect(pseudo).toContain('{count, number}');
    expect(pseudo).toContain('<b>');
    expect(pseudo).toContain('</b>');
  });

  it('pads a text without vowels', () => {
    expect(pseudoLocalize('xyz 42')).toBe('⟦ẋýž 42···⟧');
  });
});
