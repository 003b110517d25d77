// Currency seed (SPEC.md section 3 "Currency", DESIGN.md section 2 "Money"). USD is the base
// currency; `rate` is the value of one unit in USD, as an exact decimal string. Rates are the
// starting values an operator adjusts later: a second start never overwrites them.
import type { CurrencyType, SubCurrency } from '@casino/shared';

export interface CurrencySeed {
  readonly code: string;
  readonly name: string;
  readonly type: CurrencyType;
  readonly subunitToUnit: number;
  readonly symbol: string;
  readonly rate: string;
  readonly isBase?: boolean;
  readonly subCurrencies?: readonly SubCurrency[];
}

export const BASE_CURRENCY_CODE = 'USD';

export const currencySeeds: readonly CurrencySeed[] = [
  { code: 'USD', name: 'US Dollar', type: 'fiat', subunitToUnit: 100, symbol: '$', rate: '1', isBase: true },
  { code: 'EUR', name: 'Euro', type: 'fiat', subunitToUnit: 100, symbol: '€', rate: '1.08' },
  { code: 'BRL', name: 'Brazilian Real', type: 'fiat', subunitToUnit: 100, symbol: 'R$', rate: '0.18' },
  { code: 'INR', name: 'Indian Rupee', type: 'fiat', subunitToUnit: 100, symbol: '₹', rate: '0.0118' },
  { code: 'TRY', name: 'Turkish Lira', type: 'fiat', subunitToUnit: 100, symbol: '₺', rate: '0.024' },
  { code: 'UAH', name: 'Ukrainian Hryvnia', type: 'fiat', subunitToUnit: 100, symbol: '₴', rate: '0.024' },
  { code: 'KZT', name: 'Kazakhstani Tenge', type: 'fiat', subunitToUnit: 100, symbol: '₸', rate: '0.0019' },
  { code: 'PLN', name: 'Polish Złoty', type: 'fiat', subunitToUnit: 100, symbol: 'zł', rate: '0.25' },
  { code: 'CAD', name: 'Canadian Dollar', type: 'fiat', subunitToUnit: 100, symbol: 'C$', rate: '0.72' },
  { code: 'MXN', name: 'Mexican Peso', type: 'fiat', subunitToUnit: 100, symbol: 'Mex$', rate: '0.054' },
  { code: 'BTC', name: 'Bitcoin', type: 'crypto', subunitToUnit: 100_000_000, symbol: '₿', rate: '95000' },
  { code: 'ETH', name: 'Ethereum', type: 'crypto', subunitToUnit: 100_000_000, symbol: 'Ξ', rate: '3200' },
  {
    code: 'USDT',
    name: 'Tether',
    type: 'crypto',
    subunitToUnit: 1_000_000,
    symbol: '₮',
    rate: '1',
    subCurrencies: [
      { code: 'USDT_TRC20', network: 'TRC20', name: 'Tether on TRON' },
      { code: 'USDT_ERC20', network: 'ERC20', name: 'Tether on Ethereum' },
      { code: 'USDT_TON', network: 'TON', name: 'Tether on TON' },
      { code: 'USDT_BEP20', network: 'BEP20', name: 'Tether on BNB Smart Chain' },
    ],
  },
  { code: 'TON', name: 'Toncoin', type: 'crypto', subunitToUnit: 1_000_000_000, symbol: 'TON', rate: '5.2' },
  { code: 'LTC', name: 'Litecoin', type: 'crypto', subunitToUnit: 100_000_000, symbol: 'Ł', rate: '85' },
  { code: 'TRX', name: 'TRON', type: 'crypto', subunitToUnit: 1_000_000, symbol: 'TRX', rate: '0.24' },
];
