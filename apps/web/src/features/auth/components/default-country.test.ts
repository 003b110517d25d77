import { describe, expect, it } from 'vitest';
import { defaultCountry, defaultPhoneCountry } from './default-country';

const selectable = new Set(['DE', 'AT', 'BR', 'PT', 'CA', 'IE', 'MX', 'ES', 'SE']);

describe('defaultCountry', () => {
  it('takes the region of the site locale first', () => {
    expect(defaultCountry('pt-br', ['de-AT'], selectable)).toBe('BR');
    expect(defaultCountry('es-mx', [], selectable)).toBe('MX');
  });

  it('then the region of the browser languages', () => {
    expect(defaultCountry('de', ['de-AT', 'de'], selectable)).toBe('AT');
    expect(defaultCountry('en', ['en-IE'], selectable)).toBe('IE');
  });

  it('then the country of the site language', () => {
    expect(defaultCountry('de', ['de'], selectable)).toBe('DE');
    expect(defaultCountry('se', [], selectable)).toBe('SE');
  });

  it('never picks a country players may not choose, and leaves the choice open when none fits', () => {
    expect(defaultCountry('en', ['en-US', 'en-GB'], selectable)).toBe('');
    expect(defaultCountry('nl', ['nl-NL'], selectable)).toBe('');
    expect(defaultCountry('fr', ['fr-FR'], selectable)).toBe('');
  });
});

describe('the visitor country hint', () => {
  it('comes first when players may pick it, and is passed over when they may not', () => {
    expect(defaultCountry('en', ['en-US'], selectable, 'AT')).toBe('AT');
    expect(defaultCountry('pt-br', [], selectable, 'SE')).toBe('SE');
    expect(defaultCountry('de', [], selectable, 'US')).toBe('DE');
    expect(defaultCountry('de', [], selectable, null)).toBe('DE');
  });

  it('never starts a phone field on a restricted country: an American browser starts on the fallback', () => {
    expect(defaultPhoneCountry('en', ['en-US'], selectable)).toBe('DE');
    expect(defaultPhoneCountry('en', ['en-US'], selectable, 'US')).toBe('DE');
    expect(defaultPhoneCountry('en', ['en-US'], selectable, 'IE')).toBe('IE');
  });
});
