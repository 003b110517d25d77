/**
 * Which formatter shows a price: the site passes the player's odds format as a string, and an
 * unknown value (a typo, a future format) falls back to decimal rather than showing nothing.
 * The formatters themselves come from @casino/sportsbook, so the widget shows exactly what the
 * server pays (every display rounds towards the shorter price).
 */
import type { AnyOdds } from '@casino/sportsbook';
import { compareOdds, formatAmericanOdds, formatDecimalOdds, formatFractionalOdds } from '@casino/sportsbook';
import { localiseNumberText } from '../i18n/catalogue';
import type { WidgetOddsFormat } from '../sdk-types';

export function normaliseOddsFormat(value: string | undefined): WidgetOddsFormat {
  return value === 'fractional' || value === 'american' ? value : 'decimal';
}

export function formatPrice(price: AnyOdds, oddsFormat: string): string {
  switch (normaliseOddsFormat(oddsFormat)) {
    case 'fractional':
      return formatFractionalOdds(price);
    case 'american':
      return formatAmericanOdds(price);
    case 'decimal':
      return formatDecimalOdds(price);
  }
}

/** A price as `formatPrice` shows it, in the locale's digits and decimal separator ('2,50' in German). */
export function displayPrice(price: AnyOdds, oddsFormat: string, intl: string): string {
  return localiseNumberText(formatPrice(price, oddsFormat), intl);
}

/** Up, down or unchanged, by exact comparison (never through floats). */
export function priceMove(before: AnyOdds, after: AnyOdds): 'up' | 'down' | null {
  const change = compareOdds(after, before);
  return change > 0 ? 'up' : change < 0 ? 'down' : null;
}
