/**
 * Amount bounds and preset buttons per currency, in minor units (DESIGN.md, Money). One table for
 * every method of a currency keeps the wallet modal predictable; a method may narrow it.
 *
 * Fiat bounds sit around 10 to 10,000 US dollars at the seed rates: below 10 a card fee eats the
 * deposit, above 10,000 a payment needs the manual checks a real PSP would ask for. Crypto bounds
 * follow the same value range, rounded to amounts people type.
 */
export interface AmountLimits {
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly presets: readonly number[];
}

const units = (subunitToUnit: number, ...amounts: number[]) =>
  amounts.map((amount) => Math.round(amount * subunitToUnit));

function limits(subunitToUnit: number, min: number, max: number, presets: number[]): AmountLimits {
  const [minAmount = 0, maxAmount = 0] = units(subunitToUnit, min, max);
  return { minAmount, maxAmount, presets: units(subunitToUnit, ...presets) };
}

/** Minor units per unit of the currencies the sandbox serves (the currencies seed agrees). */
const CENTS = 100;
const SATOSHI = 100_000_000;
const USDT_MICRO = 1_000_000;
const NANOTON = 1_000_000_000;

export const AMOUNT_LIMITS_BY_CURRENCY: Readonly<Record<string, AmountLimits>> = {
  USD: limits(CENTS, 10, 10_000, [20, 50, 100, 250]),
  EUR: limits(CENTS, 10, 10_000, [20, 50, 100, 250]),
  CAD: limits(CENTS, 15, 15_000, [25, 50, 100, 250]),
  BRL: limits(CENTS, 50, 50_000, [50, 100, 250, 500]),
  INR: limits(CENTS, 500, 800_000, [500, 1_000, 2_500, 5_000]),
  TRY: limits(CENTS, 300, 300_000, [300, 500, 1_000, 2_500]),
  UAH: limits(CENTS, 300, 400_000, [300, 500, 1_000, 2_500]),
  KZT: limits(CENTS, 5_000, 5_000_000, [5_000, 10_000, 25_000, 50_000]),
  PLN: limits(CENTS, 40, 40_000, [50, 100, 200, 500]),
  MXN: limits(CENTS, 200, 200_000, [200, 500, 1_000, 2_000]),
  BTC: limits(SATOSHI, 0.0001, 1, [0.001, 0.005, 0.01, 0.05]),
  ETH: limits(SATOSHI, 0.003, 30, [0.01, 0.05, 0.1, 0.5]),
  USDT: limits(USDT_MICRO, 10, 10_000, [20, 50, 100, 250]),
  TON: limits(NANOTON, 2, 2_000, [5, 10, 25, 50]),
};
