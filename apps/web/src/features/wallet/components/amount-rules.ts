import { parseAmount } from '@/lib/money/amount-units';

/**
 * The client-side check of an amount against a method's bounds (the server checks again and is
 * authoritative). Messages are content keys with their parameters, translated where shown.
 */
export interface AmountBounds {
  /** Inclusive, minor units. */
  readonly min: number;
  readonly max: number;
  /** What the player can spend (withdrawals): the balance. */
  readonly available?: number;
}

export interface AmountMessage {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type AmountCheck =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly message: AmountMessage };

/** `text` in units of `minorPerUnit`; `format` writes a bound as the player reads it ('10.00 EUR'). */
export function checkAmount(
  text: string,
  minorPerUnit: number,
  bounds: AmountBounds,
  format: (minor: number) => string,
): AmountCheck {
  const parsed = parseAmount(text, minorPerUnit);
  const refuse = (key: string, params?: AmountMessage['params']): AmountCheck => ({
    ok: false,
    message: { key: `modals:wallet.errors.${key}`, params },
  });
  switch (parsed.kind) {
    case 'empty':
      return refuse('amountRequired');
    case 'invalid':
      return refuse('amountInvalid');
    case 'too-large':
      return refuse('amountAboveMax', { max: format(bounds.max) });
    case 'too-precise':
      return parsed.fractionDigits === 0
        ? refuse('amountWhole')
        : refuse('amountTooPrecise', { digits: parsed.fractionDigits });
    case 'ok':
      break;
  }
  const { minor } = parsed;
  if (minor <= 0) return refuse('amountPositive');
  if (bounds.available !== undefined && minor > bounds.available)
    return refuse('insufficientFunds', { available: format(bounds.available) });
  if (minor < bounds.min) return refuse('amountBelowMin', { min: format(bounds.min) });
  if (minor > bounds.max) return refuse('amountAboveMax', { max: format(bounds.max) });
  return { ok: true, minor };
}
