import { useRegistrationValidations } from '../api/get-field-validations';

/** What the server requires when its validations call cannot be reached: the same list it enforces. */
const FALLBACK_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'agreements',
  'nickname',
  'bonusCode',
  'receiveEmailPromo',
  'receiveSmsPromo',
];
const FALLBACK_REQUIRED = ['email', 'password', 'password_confirmation', 'currency', 'country', 'agreements'];

export interface RegistrationRules {
  readonly shown: ReadonlySet<string>;
  readonly required: readonly string[];
}

/**
 * The registration form's fields and required ones, from `GET /api/player/fields/validations`.
 * For phone registration the phone stands in for the e-mail.
 */
export function useRegistrationRules(method: 'email' | 'phone'): RegistrationRules {
  const { data } = useRegistrationValidations();
  const fields = data?.fields ?? FALLBACK_FIELDS;
  const required = data?.required ?? FALLBACK_REQUIRED;
  const swap = (list: readonly string[]) => (method === 'phone' ? list.filter((name) => name !== 'email') : list);
  return { shown: new Set(swap(fields)), required: swap(required) };
}
