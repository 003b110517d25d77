import { describe, expect, it } from 'vitest';
import { cpf } from './cpf';

describe('cpf', () => {
  it('accepts 11 digits with valid check digits, bare or masked', () => {
    for (const value of ['52998224725', '529.982.247-25', '11144477735', '111.444.777-35'])
      expect(cpf(value), value).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(cpf('52998224735')).toBe(false);
    expect(cpf('52998224724')).toBe(false);
    expect(cpf('111.444.777-36')).toBe(false);
  });

  it('refuses all digits equal, though their arithmetic checks out', () => {
    for (let digit = 0; digit <= 9; digit += 1) expect(cpf(String(digit).repeat(11))).toBe(false);
    expect(cpf('000.000.000-00')).toBe(false);
  });

  it('refuses other lengths and formats', () => {
    for (const value of ['5299822472', '529982247250', '529.982.24725', '529 982 247 25', '529.982.247-2a']) {
      expect(cpf(value), String(value)).toBe(false);
    }
  });

  it('passes an empty value', () => {
    expect(cpf('')).toBe(true);
    expect(cpf(null)).toBe(true);
  });
});
