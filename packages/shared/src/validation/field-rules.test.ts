import { describe, expect, it } from 'vitest';
import { FIELD_NAMES, FIELD_RULES, isFieldName } from './field-rules';
import { validateFields } from './validate-fields';

/** Errors of one field given the whole form's values. */
function errorsOf(field: string, values: Record<string, unknown>, required: readonly string[] = []) {
  return validateFields(values, [field], { required })[field] ?? [];
}

describe('FIELD_RULES', () => {
  it('covers every form field of the spec', () => {
    const specFields = [
      'password',
      'password_confirmation',
      'currentPassword',
      'newPassword',
      'repeatNewPassword',
      'firstName',
      'lastName',
      'fullName',
      'nationality',
      'nickname',
      'gender',
      'city',
      'address',
      'additionalAddress',
      'postalCode',
      'timeZone',
      'profession',
      'language',
      'captcha',
      'bonusCode',
      'securityQuestion',
      'securityAnswer',
      'email',
      'country',
      'currency',
      'agreements',
      'receiveEmailPromo',
      'receiveSmsPromo',
      'receiveBonus',
      'phone',
      'birthdate',
      'placeOfBirth',
      'personalIdNumber',
      'message',
      'locale',
      'age',
      'cpf_number',
      'wallet_id',
      'playerName',
      'playerEmail',
      'identify_doc_number',
    ];
    expect([...FIELD_NAMES].sort()).toEqual([...specFields].sort());
    expect(isFieldName('nickname')).toBe(true);
    expect(isFieldName('toString')).toBe(false);
  });

  it('is plain data a server can publish as JSON', () => {
    expect(JSON.parse(JSON.stringify(FIELD_RULES))).toEqual(FIELD_RULES);
  });
});

describe('spec field rules', () => {
  it('password: min 8', () => {
    expect(errorsOf('password', { password: 'short12' })).toEqual(['This field should be at least 8 characters long']);
    expect(errorsOf('password', { password: 'long enough' })).toEqual([]);
  });

  it('password_confirmation must match password', () => {
    expect(errorsOf('password_confirmation', { password: 'secret123', password_confirmation: 'secret321' })).toEqual([
      'The value must be equal to the password value',
    ]);
    expect(errorsOf('password_confirmation', { password: 'secret123', password_confirmation: 'secret123' })).toEqual(
      [],
    );
  });

  it('currentPassword is required; newPassword is required, min 8; repeatNewPassword must match', () => {
    expect(errorsOf('currentPassword', {})).toEqual(['Value is required']);
    expect(errorsOf('newPassword', {})).toEqual(['Value is required']);
    expect(errorsOf('newPassword', { newPassword: 'abc' })).toEqual([
      'This field should be at least 8 characters long',
    ]);
    expect(errorsOf('repeatNewPassword', { newPassword: 'abcdefgh', repeatNewPassword: 'abcdefgi' })).toHaveLength(1);
    expect(errorsOf('repeatNewPassword', { newPassword: 'abcdefgh', repeatNewPassword: 'abcdefgh' })).toEqual([]);
  });

  it('firstName, lastName and personalIdNumber: min 2', () => {
    for (const field of ['firstName', 'lastName', 'personalIdNumber']) {
      expect(errorsOf(field, { [field]: 'A' })).toEqual(['This field should be at least 2 characters long']);
      expect(errorsOf(field, { [field]: 'Al' })).toEqual([]);
    }
  });

  it('fullName: two words, max 30', () => {
    expect(errorsOf('fullName', { fullName: 'Ana Silva' })).toEqual([]);
    expect(errorsOf('fullName', { fullName: 'Ana' })).toEqual([
      'Enter exactly two words, each at least 2 characters long',
    ]);
    expect(errorsOf('fullName', { fullName: `Ana ${'S'.repeat(27)}` })).toEqual(['The maximum length allowed is 30']);
  });

  it('nickname: 3-24 of letters, digits, underscore, hyphen', () => {
    expect(errorsOf('nickname', { nickname: 'ab' })).toEqual(['The length must be between 3 and 24 characters']);
    expect(errorsOf('nickname', { nickname: 'a'.repeat(25) })).toHaveLength(1);
    expect(errorsOf('nickname', { nickname: 'bad name' })).toEqual([
      'Use only letters, digits, underscores and hyphens',
    ]);
    expect(errorsOf('nickname', { nickname: 'lucky_7-star' })).toEqual([]);
  });

  it('agreements must be accepted, even when not marked required', () => {
    expect(errorsOf('agreements', { agreements: false })).toEqual(['This must be accepted']);
    expect(errorsOf('agreements', {})).toEqual(['This must be accepted']);
    expect(errorsOf('agreements', { agreements: true })).toEqual([]);
  });

  it('email, phone, country, cpf_number, age, birthdate, locale and currency use their rules', () => {
    expect(errorsOf('email', { email: 'nope' })).toEqual(['Value is not a valid email address']);
    expect(errorsOf('phone', { phone: '12' })).toEqual(['Value is not a valid phone number']);
    expect(errorsOf('country', { country: 'br' })).toEqual(['The value is not a valid country code']);
    expect(errorsOf('nationality', { nationality: 'BRA' })).toEqual(['The value is not a valid country code']);
    expect(errorsOf('language', { language: 'PT' })).toEqual(['The value is not a valid language code']);
    expect(errorsOf('cpf_number', { cpf_number: '529.982.247-25' })).toEqual([]);
    expect(errorsOf('cpf_number', { cpf_number: '111.111.111-11' })).toEqual(['The value is not a valid CPF number']);
    expect(errorsOf('age', { age: '18.5' })).toEqual(['Value is not an integer']);
    expect(errorsOf('birthdate', { birthdate: '2001-02-29' })).toContain('Value is not a valid date');
    expect(errorsOf('birthdate', { birthdate: '1990-05-20' })).toEqual([]);
    expect(errorsOf('locale', { locale: 'pt-br' })).toEqual([]);
    expect(errorsOf('locale', { locale: 'pt_BR' })).toEqual(['The value format is invalid']);
    expect(errorsOf('currency', { currency: 'USDT' })).toEqual([]);
    expect(errorsOf('currency', { currency: 'usd' })).toEqual(['The value format is invalid']);
  });

  it('birthdate: players are adults', () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-${today.getUTCMonth() + 1}-${Math.min(today.getUTCDate(), 28)}`;
    expect(errorsOf('birthdate', { birthdate: seventeen })).toEqual(['You must be at least 18 years old']);
  });

  it('wallet_id: a required crypto address without spaces', () => {
    expect(errorsOf('wallet_id', {})).toEqual(['Value is required']);
    expect(errorsOf('wallet_id', { wallet_id: 'bc1q w508' })).toEqual(['The value format is invalid']);
    expect(errorsOf('wallet_id', { wallet_id: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' })).toEqual([]);
  });

  it('optional fields pass empty, and fail empty once the server marks them required', () => {
    for (const field of ['city', 'phone', 'birthdate', 'gender', 'message', 'postalCode']) {
      expect(errorsOf(field, {})).toEqual([]);
      expect(errorsOf(field, {}, [field])).toEqual(['Value is required']);
    }
  });

  it('flags accept booleans only', () => {
    expect(errorsOf('receiveBonus', { receiveBonus: true })).toEqual([]);
    expect(errorsOf('receiveBonus', { receiveBonus: 'maybe' })).toEqual(['The value must be true or false']);
  });
});
