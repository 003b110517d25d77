import { isValidCpf, isValidPhone, RULES, type PaymentMethodField } from '@casino/shared';

/** A field a payment method asks for, with the server's (authoritative) check of its value. */
export interface PaymentFieldDefinition extends PaymentMethodField {
  /** The value as stored: trimmed, and spaces removed where people type them for readability. */
  normalize(value: string): string;
  isValid(normalized: string): boolean;
  readonly message: string;
  /**
   * What is kept of a valid value, when it may not be kept whole (a card number becomes its
   * mask). Runs before anything is stored, logged or announced; the whole value dies with the request.
   */
  readonly keep?: (normalized: string) => string;
}

/** Longest value any field takes (an IBAN is at most 34, a UPI id 256 with its handle). */
export const PAYMENT_FIELD_VALUE_MAX_LENGTH = 256;

/**
 * Address formats per crypto network, as wallets write them: Bitcoin bech32 (bc1…) or legacy
 * base58 (1…, 3…); Ethereum-style 0x + 40 hex (ERC20, BEP20); TRON base58 starting with T;
 * TON user-friendly base64url (EQ…/UQ…, 48 characters) or raw (0:…64 hex).
 */
export const CRYPTO_ADDRESS_PATTERNS: Readonly<Record<string, RegExp>> = {
  BTC: /^(?:bc1[02-9ac-hj-np-z]{25,59}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  TON: /^(?:[EU]Q[A-Za-z0-9_-]{46}|-?[0-9]:[0-9a-fA-F]{64})$/,
};

const trimmed = (value: string) => value.trim();
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

export function walletAddressField(network: string): PaymentFieldDefinition {
  const pattern = CRYPTO_ADDRESS_PATTERNS[network];
  if (!pattern) throw new Error(`no address format for network ${network}`);
  return {
    name: 'wallet_id',
    type: 'wallet_id',
    required: true,
    label: `Wallet address (${network})`,
    normalize: trimmed,
    isValid: (value) => pattern.test(value),
    message: `This is not a ${network} address`,
  };
}

export const cpfField: PaymentFieldDefinition = {
  name: 'cpf_number',
  type: 'cpf_number',
  required: true,
  label: 'CPF',
  normalize: trimmed,
  isValid: (value) => isValidCpf(value),
  message: 'This is not a valid CPF',
};

export const ibanField: PaymentFieldDefinition = {
  name: 'iban',
  type: 'iban',
  required: true,
  label: 'IBAN',
  normalize: (value) => withoutSpaces(value).toUpperCase(),
  isValid: isValidIban,
  message: 'This is not a valid IBAN',
};

export const upiIdField: PaymentFieldDefinition = {
  name: 'upi_id',
  type: 'upi_id',
  required: true,
  label: 'UPI ID',
  normalize: trimmed,
  // name@bank: the handle part is letters only (NPCI's virtual payment address format).
  isValid: (value) => /^[A-Za-z0-9._-]{2,200}@[A-Za-z]{2,50}$/.test(value),
  message: 'This is not a UPI ID (name@bank)',
};

export const phoneField: PaymentFieldDefinition = {
  name: 'phone',
  type: 'phone',
  required: true,
  label: 'Phone number',
  normalize: trimmed,
  isValid: (value) => isValidPhone(value),
  message: 'This is not a valid phone number',
};

export const fullNameField: PaymentFieldDefinition = {
  name: 'fullName',
  type: 'fullName',
  required: true,
  label: 'Account holder name',
  normalize: (value) => value.trim().replace(/\s+/g, ' '),
  // Two words of two letters or more, as the full name rule of SPEC.md section 5.
  isValid: (value) => value.length <= 60 && RULES.twoWords.test(value, { min: 2 }, {}, 'fullName'),
  message: 'Enter the first and last name of the account holder',
};

export const accountNumberField: PaymentFieldDefinition = {
  name: 'account_number',
  type: 'account_number',
  required: true,
  label: 'Account number',
  normalize: (value) => withoutSpaces(value).toUpperCase(),
  // Domestic account numbers and IBANs: 6 to 34 letters and digits.
  isValid: (value) => /^[A-Z0-9]{6,34}$/.test(value),
  message: 'This is not an account number',
};

/**
 * Card payouts go to a card number (12-19 digits with a valid Luhn check digit). Only its mask is
 * kept (PCI DSS: a full card number may not be stored by a merchant outside a certified vault):
 * the operator sees which card, and the sandbox pays out to it by invoice. A real PSP would take
 * the number in its own hosted field or tokenise it here, and we would keep its token beside the mask.
 */
export const cardNumberField: PaymentFieldDefinition = {
  name: 'card_number',
  type: 'account_number',
  required: true,
  label: 'Card number',
  normalize: withoutSpaces,
  isValid: (value) => /^\d{12,19}$/.test(value) && luhnValid(value),
  message: 'This is not a card number',
  keep: maskCardNumber,
};

/** Digits of a card number a mask always hides: 5 leave 10,000 candidates even after the Luhn check. */
const CARD_MASK_MIN_HIDDEN = 5;

/**
 * 411111******1111: the issuer's first 6 digits and the last 4, as card networks allow them to be
 * shown. Shorter numbers show fewer leading digits, so that at least 5 stay hidden.
 */
export function maskCardNumber(digits: string): string {
  const tail = 4;
  const head = Math.max(0, Math.min(6, digits.length - tail - CARD_MASK_MIN_HIDDEN));
  return `${digits.slice(0, head)}${'*'.repeat(digits.length - head - tail)}${digits.slice(-tail)}`;
}

/** ISO 13616: country, check digits, then the account; valid when the number mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const digits = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks the values a player sent against what the method asks for. Keeps only the declared
 * fields (nothing else the client sends is stored), each as its definition keeps it (a card
 * number masked), and returns messages keyed `fields.<name>`,
 * the dotted form the error format uses for nested body fields.
 */
export function checkMethodFields(
  definitions: readonly PaymentFieldDefinition[],
  input: Readonly<Record<string, string>> | undefined,
): { values: Record<string, string>; problems: Record<string, string[]> } {
  const values: Record<string, string> = {};
  const problems: Record<string, string[]> = {};
  for (const field of definitions) {
    const raw = input?.[field.name];
    const value = raw === undefined ? '' : field.normalize(raw);
    if (value === '') {
      if (field.required) problems[`fields.${field.name}`] = ['Value is required'];
      continue;
    }
    if (!field.isValid(value)) problems[`fields.${field.name}`] = [field.message];
    else values[field.name] = field.keep ? field.keep(value) : value;
  }
  return { values, problems };
}

/** The field as the methods API shows it: no checks, just what the form needs. */
export function toPublicField(field: PaymentFieldDefinition): PaymentMethodField {
  return { name: field.name, type: field.type, required: field.required, label: field.label };
}
