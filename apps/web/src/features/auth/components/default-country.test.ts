import { describe, expect, it } from 'vitest';
import { defaultCountry } from './default-country';

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
