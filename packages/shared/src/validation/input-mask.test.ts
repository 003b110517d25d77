import { describe, expect, it } from 'vitest';
import { applyMask, isMaskComplete, unmask } from './input-mask';

describe('applyMask', () => {
  it("'#' takes a digit, '@' a letter, '*' either; other characters are literals", () => {
    expect(applyMask('###.###.###-##', '52998224725')).toBe('529.982.247-25');
    expect(applyMask('@@-###', 'ab123')).toBe('ab-123');
    expect(applyMask('***-***', 'a1b2c3')).toBe('a1b-2c3');
    expect(applyMask('@@@', 'Жор')).toBe('Жор');
  });

  it('drops characters a position does not accept', () => {
    expect(applyMask('###.###.###-##', 'a5b2c9 98224725')).toBe('529.982.247-25');
    expect(applyMask('@@-###', '1a2b333')).toBe('ab-333');
    expect(applyMask('#####', '12-34')).toBe('1234');
  });

  it('takes already formatted text unchanged and stops at the mask end', () => {
    expect(applyMask('###.###.###-##', '529.982.247-25')).toBe('529.982.247-25');
    expect(applyMask('##/##', '12/345')).toBe('12/34');
  });

  it('leaves no dangling literal while typing', () => {
    expect(applyMask('###.###', '123')).toBe('123');
    expect(applyMask('###.###', '123.')).toBe('123');
    expect(applyMask('###.###', '1234')).toBe('123.4');
    expect(applyMask('(##) ####', '1')).toBe('(1');
    expect(applyMask('###', '')).toBe('');
  });

  it('writes leading literals, and a typed literal does not fill a token', () => {
    expect(applyMask('+7 (###) ###', '9121')).toBe('+7 (912) 1');
    expect(applyMask('+7 (###) ###', '+7 (912) 1')).toBe('+7 (912) 1');
  });
});

describe('unmask and isMaskComplete', () => {
  it('unmask keeps only what was typed into the tokens', () => {
    expect(unmask('###.###.###-##', '529.982.247-25')).toBe('52998224725');
    expect(unmask('@@-###', 'ab-12')).toBe('ab12');
    expect(unmask('+7 (###) ###', '+7 (912) 345')).toBe('912345');
    expect(unmask('###', '')).toBe('');
  });

  it('isMaskComplete says whether every token is filled', () => {
    expect(isMaskComplete('###.###.###-##', '529.982.247-25')).toBe(true);
    expect(isMaskComplete('###.###.###-##', '529.982.247-2')).toBe(false);
    expect(isMaskComplete('(###)', '(123')).toBe(true);
  });
});
