import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http';
import { fieldErrorsOf, requestErrorKey, showSubmitError } from './request-error';

describe('requestErrorKey', () => {
  it('names the refusals a player can act on', () => {
    expect(requestErrorKey(new HttpError(401, 'invalid_credentials', 'x'))).toBe('modals:sign-in.invalidCredentials');
    expect(requestErrorKey(new HttpError(401, 'autologin_token_invalid', 'x'))).toBe(
      'global-components:account.autologin.invalid',
    );
    expect(requestErrorKey(new HttpError(429, 'rate_limited', 'x'))).toBe('alerts:account.tooManyAttempts');
  });

  it('falls back to a generic error, and to the network error for a request that never got an answer', () => {
    expect(requestErrorKey(new HttpError(500, 'internal', 'x'))).toBe('alerts:generic.error');
    expect(requestErrorKey(new TypeError('Failed to fetch'))).toBe('alerts:generic.networkError');
  });
});

describe('fieldErrorsOf', () => {
  const refusal = new HttpError(422, 'validation_failed', 'x', {
    email: ['This e-mail is already registered'],
    verificationToken: ['The phone verification has expired'],
  });

  it('puts messages on the fields the form has, and keeps the others for the form', () => {
    expect(fieldErrorsOf(refusal, ['email', 'password'])).toEqual({
      onFields: { email: ['This e-mail is already registered'] },
      other: ['The phone verification has expired'],
    });
  });

  it('finds nothing in an error without field messages', () => {
    expect(fieldErrorsOf(new HttpError(401, 'invalid_credentials', 'x'), ['email'])).toEqual({
      onFields: {},
      other: [],
    });
    expect(fieldErrorsOf(new Error('boom'), ['email'])).toEqual({ onFields: {}, other: [] });
  });
});

describe('showSubmitError', () => {
  const texts = { t: (key: string) => `text of ${key}`, tooManyKey: 'contact.tooMany' };
  const target = () => {
    const shown: { fields?: unknown; message?: string | undefined } = {};
    return {
      shown,
      setServerErrors: (errors: unknown) => void (shown.fields = errors),
      setFormError: (message: string | undefined) => void (shown.message = message),
    };
  };

  it("says a burst in the form's own words", () => {
    const form = target();
    showSubmitError(new HttpError(429, 'rate_limited', 'x'), ['email'], form, texts);
    expect(form.shown).toEqual({ message: 'text of contact.tooMany' });
  });

  it("says a burst in the site's words when the form has none of its own", () => {
    const form = target();
    showSubmitError(new HttpError(429, 'rate_limited', 'x'), ['email'], form, { t: texts.t });
    expect(form.shown).toEqual({ message: 'text of alerts:account.tooManyAttempts' });
  });

  it('puts the fields it has on them, and the rest beside the button', () => {
    const form = target();
    const refusal = new HttpError(422, 'validation_failed', 'x', { email: ['Not an e-mail'], other: ['Gone'] });
    showSubmitError(refusal, ['email'], form, texts);
    expect(form.shown).toEqual({ fields: { email: ['Not an e-mail'] }, message: 'Gone' });
  });

  it('shows a refusal without fields as its message', () => {
    const form = target();
    showSubmitError(new HttpError(500, 'internal', 'x'), ['email'], form, texts);
    expect(form.shown).toEqual({ message: 'text of alerts:generic.error' });
  });
});
