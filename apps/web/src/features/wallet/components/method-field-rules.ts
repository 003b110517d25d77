import { isValidCpf, isValidPhone, type PaymentMethodField } from '@casino/shared';

/** A loose e-mail shape: the provider checks deliverability, this only catches a slip. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The content key of what is wrong with a method field's value, or undefined when it will do.
 * Formats follow the shared validators (SPEC.md section 5: CPF check digits, phone numbers).
 */
export function methodFieldError(field: PaymentMethodField, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? 'modals:wallet.errors.fieldRequired' : undefined;
  if (field.type === 'cpf_number' && !isValidCpf(text)) return 'modals:wallet.errors.cpfInvalid';
  if (field.type === 'phone' && !isValidPhone(text)) return 'modals:wallet.errors.phoneInvalid';
  if (field.type === 'email' && !EMAIL_SHAPE.test(text)) return 'modals:wallet.errors.emailInvalid';
  return undefined;
}

/** What is sent for a field: CPF as its 11 digits, everything else trimmed. */
export function methodFieldValue(field: PaymentMethodField, value: string): string {
  return field.type === 'cpf_number' ? value.replace(/\D/g, '') : value.trim();
}
