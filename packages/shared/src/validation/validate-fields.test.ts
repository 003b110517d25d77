import { describe, expect, it } from 'vitest';
import { rulesForField, validateField, validateFields } from './validate-fields';

describe('validateFields', () => {
  const registration = {
    email: 'player@example.com',
    password: 'long enough',
    password_confirmation: 'long enough',
    agreements: true,
  };
  const fields = ['email', 'password', 'password_confirmation', 'agreements'] as const;

  it('returns an empty object for a valid form', () => {
    expect(validateFields(registration, fields, { required: ['email', 'password'] })).toEqual({});
  });

  it('returns the messages of each invalid field, and only the fields asked for', () => {
    const errors = validateFields({ ...registration, email: 'x', password_confirmation: 'other' }, [
      'email',
      'password_confirmation',
    ]);
    expect(errors).toEqual({
      email: ['Value is not a valid email address'],
      password_confirmation: ['The value must be equal to the password value'],
    });
  });

  it('adds required for fields the server marks so, once', () => {
    expect(validateFields({}, ['email', 'currentPassword'], { required: ['email', 'currentPassword'] })).toEqual({
      email: ['Value is required'],
      currentPassword: ['Value is required'],
    });
    expect(rulesForField('currentPassword', { required: ['currentPassword'] })).toHaveLength(1);
  });

  it('reports every failing rule of a field, in order', () => {
    const rules = {
      code: [
        { rule: 'digits', params: { param: 6 } },
        { rule: 'maxLength', params: { max: 3 } },
      ] as const,
    };
    expect(validateField('code', { code: '12345' }, { rules })).toEqual([
      'The value must be 6 digits',
      'The maximum length allowed is 3',
    ]);
  });

  it('gives unknown fields no rules, unless options give them some', () => {
    expect(validateFields({ whatever: '' }, ['whatever'])).toEqual({});
    expect(validateFields({ whatever: '' }, ['whatever'], { required: ['whatever'] })).toEqual({
      whatever: ['Value is required'],
    });
    expect(validateFields({ nickname: 'x' }, ['nickname'], { rules: { nickname: [] } })).toEqual({});
  });
});

describe('message overrides', () => {
  it('uses content-provided templates by message key, filling their placeholders', () => {
    const errors = validateFields({ password: 'short' }, ['password'], {
      messages: { minLength: 'Mindestens {min} Zeichen' },
    });
    expect(errors).toEqual({ password: ['Mindestens 8 Zeichen'] });
  });

  it('lets a per-field template win over the general one', () => {
    const options = {
      messages: { required: 'Pflichtfeld' },
      fieldMessages: { email: { required: 'Enter your e-mail' } },
      required: ['email', 'city'],
    };
    expect(validateFields({}, ['email', 'city'], options)).toEqual({
      email: ['Enter your e-mail'],
      city: ['Pflichtfeld'],
    });
  });

  it('names the other field by its label in {other}', () => {
    const errors = validateFields({ newPassword: 'abcdefgh', repeatNewPassword: 'x' }, ['repeatNewPassword'], {
      labels: { newPassword: 'new password' },
    });
    expect(errors).toEqual({ repeatNewPassword: ['The value must be equal to the new password value'] });
  });
});
