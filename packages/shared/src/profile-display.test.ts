import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { callingCodeOf, displayName, maskedPhone, nicknameFromEmail, UNKNOWN_PLAYER_NAME } from './profile-display';

describe('nicknameFromEmail', () => {
  it.each([
    ['johndoe@example.com', 'john***'],
    ['abcd@example.com', 'a***'],
    ['abc@example.com', 'a***'],
    ['ab@example.com', 'a***'],
    ['a@example.com', 'a***'],
    ['first.last+casino@mail.example', 'first.last+cas***'],
    ['  johndoe@example.com  ', 'john***'],
    ['josé.müller@example.de', 'josé.mül***'],
  ])('masks %s as %s', (email, masked) => {
    expect(nicknameFromEmail(email)).toBe(masked);
  });

  it('masks only the last 3 characters from 4 characters on', () => {
    expect(nicknameFromEmail('abcde@example.com')).toBe('ab***');
  });

  it('reads a text without @ as the local part', () => {
    expect(nicknameFromEmail('johndoe')).toBe('john***');
  });

  it('gives an empty name without an address', () => {
    expect(nicknameFromEmail(null)).toBe('');
    expect(nicknameFromEmail(undefined)).toBe('');
    expect(nicknameFromEmail('   ')).toBe('');
  });
});

describe('displayName', () => {
  const full = { nickname: 'orbit_ace', firstName: 'Ana', tgUserId: '123456789', email: 'ana.silva@example.com' };

  it('prefers the nickname', () => {
    expect(displayName(full)).toBe('orbit_ace');
  });

  it('falls back to the first name, then the messenger id, then the e-mail, then Unknown', () => {
    expect(displayName({ ...full, nickname: null })).toBe('Ana');
    expect(displayName({ ...full, nickname: null, firstName: '' })).toBe('123456789');
    expect(displayName({ ...full, nickname: null, firstName: null, tgUserId: null })).toBe('ana.si***');
    expect(displayName({ nickname: null, firstName: null, tgUserId: null, email: null })).toBe(UNKNOWN_PLAYER_NAME);
  });

  it('names a player with only a phone by the masked phone, before Unknown', () => {
    expect(displayName({ nickname: null, firstName: null, tgUserId: null, email: null, phone: '+447700900089' })).toBe(
      '+44 ••• ••• 89',
    );
    expect(displayName({ email: 'ana.silva@example.com', phone: '+447700900089' })).toBe('ana.si***');
    expect(displayName({ nickname: 'orbit_ace', phone: '+447700900089' })).toBe('orbit_ace');
  });

  it('treats blank texts as absent', () => {
    expect(displayName({ nickname: '  ', firstName: ' Ana ', email: 'x@y.z' })).toBe('Ana');
  });

  it('accepts a numeric messenger id', () => {
    expect(displayName({ tgUserId: 42 })).toBe('42');
  });

  it('names a missing profile Unknown, or the text given for it', () => {
    expect(displayName(undefined)).toBe('Unknown');
    expect(displayName(null, 'Unbekannt')).toBe('Unbekannt');
    expect(displayName({}, 'Unbekannt')).toBe('Unbekannt');
  });
});

describe('maskedPhone', () => {
  it.each([
    ['+447700900089', '+44 ••• ••• 89'],
    ['+12025550143', '+1 ••• ••• 43'],
    ['+79161234567', '+7 ••• ••• 67'],
    ['+351912345678', '+351 ••• ••• 78'],
    ['+55 11 91234-5678', '+55 ••• ••• 78'],
  ])('masks %s as %s', (phone, masked) => {
    expect(maskedPhone(phone)).toBe(masked);
  });

  it('gives nothing for no number or one too short to hide anything', () => {
    expect(maskedPhone(null)).toBe('');
    expect(maskedPhone('')).toBe('');
    expect(maskedPhone('+4412')).toBe('');
  });

  it('reads the calling code of every country as the phone library does', () => {
    for (const country of getCountries()) {
      const code = getCountryCallingCode(country);
      expect(callingCodeOf(`${code}123456789`), country).toBe(code);
    }
  });
});
