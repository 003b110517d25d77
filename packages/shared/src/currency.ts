export const CURRENCY_TYPES = ['fiat', 'crypto'] as const;
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

/** A network a currency can move on (USDT on TRC20, ERC20, TON, ...). */
export interface SubCurrency {
  readonly code: string;
  readonly network: string;
  readonly name: string;
}

/** A currency as `GET /api/settings/currencies` returns it. */
export interface Currency {
  readonly code: string;
  readonly name: string;
  readonly type: CurrencyType;
  readonly isEnabled: boolean;
  readonly isBase: boolean;
  readonly visible: boolean;
  /** Minor units in one unit: USD 100, BTC 100000000. Amounts are integers of minor units. */
  readonly subunitToUnit: number;
  readonly symbol: string;
  /** Value of one unit of this currency in the base currency, as an exact decimal string. */
  readonly rate: { readonly rate: string };
  readonly subCurrencies: readonly SubCurrency[];
}

export interface Country {
  readonly code: string;
  readonly name: string;
  readonly locale: string;
  /** False for countries players may not pick (SPEC.md section 5). */
  readonly isSelectable: boolean;
}

/** `GET /api/settings/visitor-country`: where the CDN in front of the site places the visitor. */
export interface VisitorCountry {
  /** Two letters when players may pick that country (sign-up forms and calling codes start there); else null. */
  readonly country: string | null;
  /**
   * The visitor is in a country players may not come from (the non-selectable ones): the site shows
   * the geo popup, and the server refuses registration and deposits (403 country_restricted).
   */
  readonly restricted: boolean;
}

/** Countries removed from every selectable country list (SPEC.md section 5). */
export const NON_SELECTABLE_COUNTRY_CODES = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF'] as const;
