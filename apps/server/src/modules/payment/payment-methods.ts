import {
  DEFAULT_LOCALE,
  type LocaleCode,
  type PaymentDirection,
  type PaymentMethod,
  type PaymentMethodGroup,
} from '@casino/shared';
import { translate } from '../../http/server-messages';
import { toPublicField, type PaymentFieldDefinition } from './payment-fields';
import { AMOUNT_LIMITS_BY_CURRENCY } from './payment-limits';
import {
  PAYMENT_METHOD_GROUPS,
  SANDBOX_METHOD_KINDS,
  type PaymentMethodGroupId,
  type PaymentMethodKind,
} from './payment-methods.data';

/** The provider every method below goes through: the in-house sandbox (DESIGN.md, providers). */
export const SANDBOX_PROVIDER_NAME = 'sandbox';
/** Where the sandbox provider serves its method logos. */
const SANDBOX_LOGO_PATH = '/provider/pay/logos';

/** A method as offered in one currency, with what the server needs beyond the public view. */
export interface PaymentMethodDefinition extends PaymentMethod {
  readonly group: PaymentMethodGroupId;
  /** Countries the method works in; absent: everywhere. */
  readonly countries: readonly string[] | undefined;
  readonly fieldDefinitions: readonly PaymentFieldDefinition[];
}

function expand(kind: PaymentMethodKind): PaymentMethodDefinition[] {
  return kind.offers.flatMap((offer) => {
    const limits = AMOUNT_LIMITS_BY_CURRENCY[offer.currency];
    // A currency without limits is not offered: better no method than one without bounds.
    if (!limits) return [];
    return [
      {
        id: `${SANDBOX_PROVIDER_NAME}.${kind.direction}.${kind.kind}`,
        provider: SANDBOX_PROVIDER_NAME,
        kind: kind.kind,
        direction: kind.direction,
        label: kind.label,
        logo: `${SANDBOX_LOGO_PATH}/${kind.logo}.svg`,
        flow: kind.flow,
        currency: offer.currency,
        ...(kind.network ? { network: kind.network } : {}),
        minAmount: limits.minAmount,
        maxAmount: limits.maxAmount,
        presets: limits.presets,
        fields: kind.fields.map(toPublicField),
        group: kind.group,
        countries: offer.countries,
        fieldDefinitions: kind.fields,
      },
    ];
  });
}

const CATALOGUE: readonly PaymentMethodDefinition[] = SANDBOX_METHOD_KINDS.flatMap(expand);

/** True when a method may be used from `country`; an unknown country only gets unrestricted methods. */
function servesCountry(method: PaymentMethodDefinition, country: string | undefined): boolean {
  if (!method.countries) return true;
  return country !== undefined && method.countries.includes(country);
}

/**
 * The methods of one direction for a currency and country, grouped for display, their labels in
 * `locale` where they are words (Card, Bank transfer: `payment.*` of the server messages); names
 * (SEPA, Pix, Bitcoin) stay as they are.
 */
export function listPaymentMethodGroups(
  direction: PaymentDirection,
  currency: string,
  country: string | undefined,
  locale: LocaleCode = DEFAULT_LOCALE,
): PaymentMethodGroup[] {
  const offered = CATALOGUE.filter(
    (method) => method.direction === direction && method.currency === currency && servesCountry(method, country),
  );
  return PAYMENT_METHOD_GROUPS.map((group) => ({
    id: group.id,
    label: translate(locale, `payment.groups.${group.id}`) ?? group.label,
    paymentMethods: offered
      .filter((method) => method.group === group.id)
      .map((method) => ({
        ...toPublicMethod(method),
        label: translate(locale, `payment.methods.${method.kind}`) ?? method.label,
      })),
  })).filter((group) => group.paymentMethods.length > 0);
}

export type MethodLookup =
  | { readonly found: true; readonly method: PaymentMethodDefinition }
  | { readonly found: false; readonly problem: 'unknown_method' | 'currency' | 'country' };

/** The method a player asked for, or why it cannot be used for that currency and country. */
export function findPaymentMethod(
  direction: PaymentDirection,
  id: string,
  currency: string,
  country: string | undefined,
): MethodLookup {
  const candidates = CATALOGUE.filter((method) => method.direction === direction && method.id === id);
  if (candidates.length === 0) return { found: false, problem: 'unknown_method' };
  const inCurrency = candidates.find((method) => method.currency === currency);
  if (!inCurrency) return { found: false, problem: 'currency' };
  if (!servesCountry(inCurrency, country)) return { found: false, problem: 'country' };
  return { found: true, method: inCurrency };
}

/** A method by id and currency wherever it is offered: the one an existing invoice was made with. */
export function findMethodOfInvoice(
  direction: PaymentDirection,
  id: string,
  currency: string,
): PaymentMethodDefinition | undefined {
  return CATALOGUE.find((method) => method.direction === direction && method.id === id && method.currency === currency);
}

function toPublicMethod(method: PaymentMethodDefinition): PaymentMethod {
  const { group: _group, countries: _countries, fieldDefinitions: _fieldDefinitions, ...view } = method;
  return view;
}
