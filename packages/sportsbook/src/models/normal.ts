/**
 * The standard normal distribution for the basketball model, to ~1e-14: a positive power series
 * for erf near zero (no cancellation) and a continued fraction for the tails.
 */
const SQRT_PI = Math.sqrt(Math.PI);

/** erf(x) = 2x/sqrt(pi) e^(-x^2) sum (2x^2)^n / (1 x 3 x ... x (2n+1)), every term positive. */
function erfBySeries(x: number): number {
  const doubledSquare = 2 * x * x;
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 500 && term > 1e-17 * sum; n += 1) {
    term *= doubledSquare / (2 * n + 1);
    sum += term;
  }
  return ((2 * x) / SQRT_PI) * Math.exp(-x * x) * sum;
}

/** erfc(x) for x >= 3 by its continued fraction x + (1/2)/(x + 1/(x + (3/2)/(x + ...))), from the tail. */
function erfcByContinuedFraction(x: number): number {
  let fraction = x;
  for (let k = 80; k >= 1; k -= 1) fraction = x + k / 2 / fraction;
  return Math.exp(-x * x) / SQRT_PI / fraction;
}

export function complementaryErrorFunction(x: number): number {
  if (x >= 3) return erfcByContinuedFraction(x);
  if (x <= -3) return 2 - erfcByContinuedFraction(-x);
  return 1 - erfBySeries(x);
}

/** P(Z <= z) for a standard normal Z. */
export function normalCdf(z: number): number {
  return complementaryErrorFunction(-z / Math.SQRT2) / 2;
}

/**
 * A normal(mean, standardDeviation) rounded to whole numbers: P(k) is the mass within k ± 0.5,
 * over mean ± 10 standard deviations, renormalised. A zero deviation is a certain value.
 */
export function discretisedNormal(mean: number, standardDeviation: number): Map<number, number> {
  if (standardDeviation < 1e-9) return new Map([[Math.round(mean), 1]]);
  const lowest = Math.floor(mean - 10 * standardDeviation);
  const highest = Math.ceil(mean + 10 * standardDeviation);
  const distribution = new Map<number, number>();
  let total = 0;
  for (let value = lowest; value <= highest; value += 1) {
    const mass =
      normalCdf((value + 0.5 - mean) / standardDeviation) - normalCdf((value - 0.5 - mean) / standardDeviation);
    if (mass > 0) distribution.set(value, mass);
    total += mass;
  }
  for (const [value, mass] of distribution) distribution.set(value, mass / total);
  return distribution;
}
