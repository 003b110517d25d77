import { describe, expect, it } from 'vitest';
import { nationalPart } from './phone-handoff';

describe('nationalPart', () => {
  it('is the number after the calling code of the country the field was on', () => {
    expect(nationalPart({ phone: '+4915112345678', country: 'DE' })).toBe('15112345678');
    expect(nationalPart({ phone: '+14165550123', country: 'CA' })).toBe('4165550123');
  });

  it('is empty when the number does not start with that calling code, so nothing wrong is filled in', () => {
    expect(nationalPart({ phone: '+4915112345678', country: 'AT' })).toBe('');
    expect(nationalPart({ phone: '+4915112345678', country: 'XX' })).toBe('');
  });
});
