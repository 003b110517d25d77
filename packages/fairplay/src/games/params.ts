import { FairplayError, type FairplayErrorCode } from '../errors';

/**
 * Parsers for game parameters arriving as untrusted JSON: each returns a typed value or throws a
 * FairplayError naming the field, so the provider needs no second schema for them.
 */
export function expectRecord(input: unknown, field = 'params'): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new FairplayError('invalid_params', `${field} must be an object`, field);
  }
  return input as Record<string, unknown>;
}

export function expectOneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  field: string,
  code: FairplayErrorCode = 'invalid_params',
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new FairplayError(code, `${field} must be one of ${allowed.join(', ')}`, field);
  }
  return value as T;
}

export function expectInteger(
  value: unknown,
  min: number,
  max: number,
  field: string,
  code: FairplayErrorCode = 'invalid_params',
): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FairplayError(code, `${field} must be an integer from ${min} to ${max}`, field);
  }
  return value;
}

/** Tolerance when reading a two-decimal number given as a double (50.1 is 50.099999...). */
const HUNDREDTHS_EPSILON = 1e-6;

/**
 * A number with at most two decimals (a dice target, a limbo multiplier), as an integer count of
 * hundredths: all comparisons then happen on integers, never on rounded doubles.
 */
export function expectHundredths(
  value: unknown,
  minHundredths: number,
  maxHundredths: number,
  field: string,
  code: FairplayErrorCode,
): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new FairplayError(code, `${field} must be a number`, field);
  }
  const hundredths = Math.round(value * 100);
  if (Math.abs(value * 100 - hundredths) > HUNDREDTHS_EPSILON) {
    throw new FairplayError(code, `${field} has at most two decimals`, field);
  }
  if (hundredths < minHundredths || hundredths > maxHundredths) {
    throw new FairplayError(code, `${field} must be from ${minHundredths / 100} to ${maxHundredths / 100}`, field);
  }
  return hundredths;
}
