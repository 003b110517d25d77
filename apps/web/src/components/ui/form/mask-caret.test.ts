import { describe, expect, it } from 'vitest';
import { caretAfter } from './mask-caret';

const isDigit = (character: string) => /\d/.test(character);

describe('caretAfter', () => {
  it('puts the caret after the same number of typed characters, skipping inserted separators', () => {
    expect(caretAfter('529.9', 4, isDigit)).toBe(5);
    expect(caretAfter('529.982.247-25', 3, isDigit)).toBe(3);
    expect(caretAfter('529.982.247-25', 7, isDigit)).toBe(9);
  });

  it('goes to the start when nothing was typed before it, and to the end past the text', () => {
    expect(caretAfter('529.982', 0, isDigit)).toBe(0);
    expect(caretAfter('529', 9, isDigit)).toBe(3);
  });
});
