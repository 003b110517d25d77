import { EMAIL_MAX_LENGTH } from './validation/format-rules';
import type { RuleSpec } from './validation/rules';
import { validateFields, type FieldErrors, type ValidateFieldsOptions } from './validation/validate-fields';

/**
 * The contact form (`/contact`, `POST /api/notification/communications`): its fields, their rules
 * and the answer, once for the web form and the server (authoritative).
 */
export const CONTACT_LIMITS = {
  /** Ours: a name as a person signs a letter; the column is varchar(100). */
  nameMaxLength: 100,
  /** RFC 5321's longest usable address, as every e-mail field of the site. */
  emailMaxLength: EMAIL_MAX_LENGTH,
  /** Ours: a subject line reads in one glance; the column is varchar(200). */
  subjectMaxLength: 200,
  /** Ours: about two pages of text; a longer exchange belongs in the live chat. The column checks it too. */
  messageMaxLength: 5000,
  /** Ours: captcha tokens (reCAPTCHA, hCaptcha, Turnstile) are 1-2 kB; twice that is bounded and enough. */
  captchaTokenMaxLength: 4096,
} as const;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Every field is required and trimmed before it is checked. */
export const CONTACT_FIELD_RULES: Readonly<Record<ContactField, readonly RuleSpec[]>> = {
  name: [
    { rule: 'required' },
    { rule: 'string' },
    { rule: 'maxLength', params: { max: CONTACT_LIMITS.nameMaxLength } },
  ],
  email: [{ rule: 'required' }, { rule: 'string' }, { rule: 'email' }],
  subject: [
    { rule: 'required' },
    { rule: 'string' },
    { rule: 'maxLength', params: { max: CONTACT_LIMITS.subjectMaxLength } },
  ],
  message: [
    { rule: 'required' },
    { rule: 'string' },
    { rule: 'maxLength', params: { max: CONTACT_LIMITS.messageMaxLength } },
  ],
};

/** What the form sends. `captchaToken` only when a captcha is configured (issue 27's adapter). */
export interface ContactMessageForm {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
  readonly captchaToken?: string;
}

/** The stored message: 201's answer. */
export interface ContactMessageReceipt {
  readonly id: string;
  readonly createdAt: string;
}

/** Where a contact message stands for the operators: new, answered (by e-mail), or closed without an answer. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
/** What an operator may set: a handled message is answered or closed; it never becomes new again. */
export const CONTACT_MESSAGE_HANDLED_STATUSES = ['answered', 'closed'] as const;

/** The values as they are checked and stored: text trimmed, anything else left for the rules to refuse. */
export function trimContactForm(
  values: Readonly<Partial<Record<ContactField, unknown>>>,
): Partial<Record<ContactField, unknown>> {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, typeof values[field] === 'string' ? values[field].trim() : values[field]]),
  );
}

/** The form's errors by field (`{}` when it may be sent), with the web's message texts when given. */
export function validateContactForm(
  values: Readonly<Partial<Record<ContactField, unknown>>>,
  options: Omit<ValidateFieldsOptions, 'rules' | 'required'> = {},
): FieldErrors<ContactField> {
  return validateFields(trimContactForm(values), CONTACT_FIELDS, { ...options, rules: CONTACT_FIELD_RULES });
}

export function parseContactMessageReceipt(body: unknown): ContactMessageReceipt {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (typeof record.id !== 'string' || typeof record.createdAt !== 'string')
    throw new Error('Unexpected response: contact message receipt');
  return { id: record.id, createdAt: record.createdAt };
}
