import type { PaymentDirection, PaymentFlow } from '@casino/shared';
import {
  accountNumberField,
  cardNumberField,
  cpfField,
  fullNameField,
  ibanField,
  phoneField,
  upiIdField,
  walletAddressField,
  type PaymentFieldDefinition,
} from './payment-fields';

/** Display groups of the wallet modal, in display order (SPEC.md section 3 labels). */
export const PAYMENT_METHOD_GROUPS = [
  { id: 'card', label: 'Card' },
  { id: 'crypto', label: 'Cryptocurrencies' },
  { id: 'open_banking', label: 'Open Banking' },
  { id: 'upi', label: 'UPI' },
  { id: 'pix', label: 'Pix' },
  { id: 'cash_agent', label: 'Cash agent' },
  { id: 'local_wallets', label: 'Local wallets' },
] as const;
export type PaymentMethodGroupId = (typeof PAYMENT_METHOD_GROUPS)[number]['id'];

/** Where a method is offered: a currency, and the countries it works in (absent: everywhere). */
export interface MethodOffer {
  readonly currency: string;
  readonly countries?: readonly string[];
}

/** One kind of a provider, in one direction; expanded into one method per offered currency. */
export interface PaymentMethodKind {
  readonly kind: string;
  readonly direction: PaymentDirection;
  readonly group: PaymentMethodGroupId;
  readonly label: string;
  /** Logo name, served by the provider as `/provider/pay/logos/{logo}.svg`. */
  readonly logo: string;
  readonly flow: PaymentFlow;
  readonly network?: string;
  readonly offers: readonly MethodOffer[];
  readonly fields: readonly PaymentFieldDefinition[];
}

const everywhere = (...currencies: string[]): MethodOffer[] => currencies.map((currency) => ({ currency }));
const inCountries = (currency: string, ...countries: string[]): MethodOffer => ({ currency, countries });

/** Currencies cards are issued in among the enabled fiat currencies. */
const CARD_CURRENCIES = ['USD', 'EUR', 'CAD', 'BRL', 'INR', 'TRY', 'UAH', 'KZT', 'PLN', 'MXN'];
/** Countries of the SEPA scheme among those players may pick. */
const SEPA_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'PT',
  'SI',
  'SK',
];
/** Sofort (Klarna) bank payments work with banks of these euro countries. */
const SOFORT_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'IT'];
/** Cash agents and local e-wallets: one country and its currency each. */
const CASH_AGENT_OFFERS = [
  inCountries('INR', 'IN'),
  inCountries('BRL', 'BR'),
  inCountries('UAH', 'UA'),
  inCountries('KZT', 'KZ'),
  inCountries('TRY', 'TR'),
  inCountries('MXN', 'MX'),
];
const LOCAL_WALLET_OFFERS = [inCountries('UAH', 'UA'), inCountries('KZT', 'KZ'), inCountries('TRY', 'TR')];

/** Crypto networks the sandbox takes coins on: currency, network, kind suffix, logo. */
const CRYPTO_NETWORKS = [
  { currency: 'BTC', network: 'BTC', kind: 'crypto_btc', label: 'Bitcoin', logo: 'btc' },
  { currency: 'ETH', network: 'ETH', kind: 'crypto_eth', label: 'Ethereum', logo: 'eth' },
  { currency: 'USDT', network: 'TRC20', kind: 'crypto_usdt_trc20', label: 'Tether (TRC20)', logo: 'usdt' },
  { currency: 'USDT', network: 'ERC20', kind: 'crypto_usdt_erc20', label: 'Tether (ERC20)', logo: 'usdt' },
  { currency: 'USDT', network: 'TON', kind: 'crypto_usdt_ton', label: 'Tether (TON)', logo: 'usdt' },
  { currency: 'USDT', network: 'BEP20', kind: 'crypto_usdt_bep20', label: 'Tether (BEP20)', logo: 'usdt' },
  { currency: 'TON', network: 'TON', kind: 'crypto_ton', label: 'Toncoin', logo: 'ton' },
] as const;

const cryptoKinds = (direction: PaymentDirection): PaymentMethodKind[] =>
  CRYPTO_NETWORKS.map(({ currency, network, kind, label, logo }) => ({
    kind,
    direction,
    group: 'crypto',
    label,
    logo,
    flow: 'crypto',
    network,
    offers: everywhere(currency),
    // A deposit shows our address; a withdrawal needs the player's.
    fields: direction === 'withdrawal' ? [walletAddressField(network)] : [],
  }));

const DEPOSIT_KINDS: PaymentMethodKind[] = [
  // Card details are typed on the provider's hosted page, never sent to us.
  {
    kind: 'card',
    direction: 'deposit',
    group: 'card',
    label: 'Card',
    logo: 'card',
    flow: 'redirect',
    offers: everywhere(...CARD_CURRENCIES),
    fields: [],
  },
  ...cryptoKinds('deposit'),
  {
    kind: 'bank_transfer',
    direction: 'deposit',
    group: 'open_banking',
    label: 'Bank transfer',
    logo: 'bank',
    flow: 'redirect',
    offers: everywhere('USD', 'EUR', 'CAD', 'MXN', 'PLN', 'TRY', 'KZT', 'UAH'),
    fields: [],
  },
  {
    kind: 'sepa',
    direction: 'deposit',
    group: 'open_banking',
    label: 'SEPA',
    logo: 'sepa',
    flow: 'redirect',
    offers: [inCountries('EUR', ...SEPA_COUNTRIES)],
    fields: [ibanField],
  },
  {
    kind: 'sofort',
    direction: 'deposit',
    group: 'open_banking',
    label: 'Sofort',
    logo: 'sofort',
    flow: 'redirect',
    offers: [inCountries('EUR', ...SOFORT_COUNTRIES)],
    fields: [],
  },
  {
    kind: 'blik',
    direction: 'deposit',
    group: 'open_banking',
    label: 'Blik',
    logo: 'blik',
    flow: 'redirect',
    offers: [inCountries('PLN', 'PL')],
    fields: [],
  },
  {
    kind: 'multibanco',
    direction: 'deposit',
    group: 'open_banking',
    label: 'Multibanco',
    logo: 'multibanco',
    flow: 'redirect',
    offers: [inCountries('EUR', 'PT')],
    fields: [],
  },
  {
    kind: 'upi',
    direction: 'deposit',
    group: 'upi',
    label: 'UPI',
    logo: 'upi',
    flow: 'redirect',
    offers: [inCountries('INR', 'IN')],
    fields: [upiIdField],
  },
  {
    kind: 'pix',
    direction: 'deposit',
    group: 'pix',
    label: 'Pix',
    logo: 'pix',
    flow: 'redirect',
    offers: [inCountries('BRL', 'BR')],
    fields: [cpfField],
  },
  {
    kind: 'cash_agent',
    direction: 'deposit',
    group: 'cash_agent',
    label: 'Cash agent',
    logo: 'cash',
    flow: 'redirect',
    offers: CASH_AGENT_OFFERS,
    fields: [phoneField],
  },
  {
    kind: 'local_wallet',
    direction: 'deposit',
    group: 'local_wallets',
    label: 'Local wallet',
    logo: 'wallet',
    flow: 'redirect',
    offers: LOCAL_WALLET_OFFERS,
    fields: [phoneField],
  },
];

const WITHDRAWAL_KINDS: PaymentMethodKind[] = [
  {
    kind: 'card',
    direction: 'withdrawal',
    group: 'card',
    label: 'Card',
    logo: 'card',
    flow: 'redirect',
    offers: everywhere(...CARD_CURRENCIES),
    fields: [cardNumberField],
  },
  ...cryptoKinds('withdrawal'),
  {
    kind: 'bank_transfer',
    direction: 'withdrawal',
    group: 'open_banking',
    label: 'Bank transfer',
    logo: 'bank',
    flow: 'redirect',
    offers: everywhere('USD', 'CAD', 'MXN', 'PLN', 'TRY', 'KZT', 'UAH'),
    fields: [fullNameField, accountNumberField],
  },
  {
    kind: 'sepa',
    direction: 'withdrawal',
    group: 'open_banking',
    label: 'SEPA',
    logo: 'sepa',
    flow: 'redirect',
    offers: [inCountries('EUR', ...SEPA_COUNTRIES)],
    fields: [fullNameField, ibanField],
  },
  {
    kind: 'upi',
    direction: 'withdrawal',
    group: 'upi',
    label: 'UPI',
    logo: 'upi',
    flow: 'redirect',
    offers: [inCountries('INR', 'IN')],
    fields: [upiIdField],
  },
  {
    kind: 'pix',
    direction: 'withdrawal',
    group: 'pix',
    label: 'Pix',
    logo: 'pix',
    flow: 'redirect',
    offers: [inCountries('BRL', 'BR')],
    fields: [cpfField],
  },
  {
    kind: 'cash_agent',
    direction: 'withdrawal',
    group: 'cash_agent',
    label: 'Cash agent',
    logo: 'cash',
    flow: 'redirect',
    offers: CASH_AGENT_OFFERS,
    fields: [phoneField],
  },
  {
    kind: 'local_wallet',
    direction: 'withdrawal',
    group: 'local_wallets',
    label: 'Local wallet',
    logo: 'wallet',
    flow: 'redirect',
    offers: LOCAL_WALLET_OFFERS,
    fields: [phoneField],
  },
];

/** Everything the sandbox provider offers, both directions. */
export const SANDBOX_METHOD_KINDS: readonly PaymentMethodKind[] = [...DEPOSIT_KINDS, ...WITHDRAWAL_KINDS];
