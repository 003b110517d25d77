/**
 * The bet amount, typed in the display unit (EUR, mBTC) with ½ and 2× buttons; kept in minor
 * units underneath so no amount passes through a float.
 */
import { checkBet, clampBet, doubleBet, halveBet, type BetLimits } from '../lib/bet-amount';
import { h } from '../lib/dom';
import { formatNumber, localDigits, t } from '../lib/i18n';
import { amountText, displayUnit, formatMoney, type CurrencyUnit } from '../lib/money';

export interface BetField {
  readonly element: HTMLElement;
  /** The checked amount in minor units, or null with the reason shown under the field. */
  read(balanceMinor: number): number | null;
  /** The amount if it parses, without judging it: for live figures like 'payout on win'. */
  peek(): number | null;
  onChange(listener: () => void): void;
  setLocked(locked: boolean): void;
}

/** The first bet offered: ten minimum bets is a sensible stake in every currency, within the maximum. */
const DEFAULT_BET_IN_MIN_BETS = 10;

export function createBetField(currency: CurrencyUnit, limits: BetLimits, getBalance: () => number): BetField {
  const unit = displayUnit(currency);
  const hintId = 'bet-hint';
  const input = h('input', {
    id: 'bet-amount',
    class: 'input bet-field__input',
    inputmode: 'decimal',
    autocomplete: 'off',
    'aria-describedby': hintId,
    value: localDigits(amountText(clampBet(limits.minBet * DEFAULT_BET_IN_MIN_BETS, limits), unit)),
  });
  const hint = h('p', { id: hintId, class: 'field-hint' }, limitsText());
  function limitsText(): string {
    return t('shell.bet.limits', {
      min: formatMoney(limits.minBet, currency),
      max: formatMoney(limits.maxBet, currency),
    });
  }
  const current = (): number => field.peek() ?? limits.minBet;
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const listener of listeners) listener();
  };
  input.addEventListener('input', changed);
  const setAmount = (minor: number) => {
    input.value = localDigits(amountText(minor, unit));
    input.removeAttribute('aria-invalid');
    hint.classList.remove('field-hint--error');
    changed();
  };
  const half = h(
    'button',
    {
      type: 'button',
      class: 'button button--small',
      'aria-label': t('shell.bet.halveLabel'),
      title: t('shell.bet.halve'),
      onclick: () => setAmount(halveBet(current(), limits)),
    },
    '½',
  );
  const double = h(
    'button',
    {
      type: 'button',
      class: 'button button--small',
      'aria-label': t('shell.bet.doubleLabel'),
      title: t('shell.bet.double'),
      onclick: () => setAmount(doubleBet(current(), limits, getBalance())),
    },
    `${formatNumber(2)}×`,
  );
  const element = h(
    'div',
    { class: 'field bet-field' },
    h('label', { class: 'field__label', for: 'bet-amount' }, t('shell.bet.label', { unit: unit.code })),
    h('div', { class: 'bet-field__row' }, input, half, double),
    hint,
  );
  const field: BetField = {
    element,
    read(balanceMinor) {
      const check = checkBet(input.value, unit, currency, limits, balanceMinor);
      hint.textContent = check.ok ? limitsText() : check.message;
      hint.classList.toggle('field-hint--error', !check.ok);
      if (check.ok) input.removeAttribute('aria-invalid');
      else input.setAttribute('aria-invalid', 'true');
      return check.ok ? check.minor : null;
    },
    peek() {
      const check = checkBet(
        input.value,
        unit,
        currency,
        { minBet: 0, maxBet: Number.MAX_SAFE_INTEGER },
        Number.MAX_SAFE_INTEGER,
      );
      return check.ok ? check.minor : null;
    },
    onChange(listener) {
      listeners.push(listener);
    },
    setLocked(locked) {
      for (const control of [input, half, double]) control.disabled = locked;
    },
  };
  return field;
}
