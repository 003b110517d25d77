import type { NotificationKind } from '@casino/shared';
import { intlLocaleOf } from '@casino/shared';
import { text } from '../../http/server-messages';
import { formatAmount } from '../../http/money-text';

/**
 * A value that fills a notification text's `{placeholder}`: as it is, a sum of money (shown in
 * the reader's language with the currency's own decimals), or another catalogue text (a limit's
 * name, say), so no word of a message is ever English glued into another language.
 */
export type NotificationParam =
  | string
  | number
  | {
      readonly money: {
        readonly amountMinor: bigint | string | number;
        readonly currency: string;
        readonly subunitToUnit: number;
      };
    }
  | { readonly textKey: string };

export type NotificationParams = Readonly<Record<string, NotificationParam>>;

export interface RenderedNotification {
  readonly title: string;
  readonly body: string;
  /** The values as shown, kept beside the message for the operators. */
  readonly shown: Record<string, string | number>;
}

/** Longest title the column holds; a catalogue text with long values is cut with an ellipsis. */
const TITLE_MAX_LENGTH = 200;

/** Fills `notification.<kind>.title` and `.body` of the catalogue in `locale`. */
export function renderNotification(
  locale: string,
  kind: NotificationKind,
  params: NotificationParams,
): RenderedNotification {
  const shown = showParams(locale, params);
  const title = text(locale, `notification.${kind}.title`, shown);
  return {
    title: title.length > TITLE_MAX_LENGTH ? `${title.slice(0, TITLE_MAX_LENGTH - 1)}…` : title,
    body: text(locale, `notification.${kind}.body`, shown),
    shown,
  };
}

function showParams(locale: string, params: NotificationParams): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') shown[name] = value;
    else if ('money' in value)
      shown[name] = formatAmount(
        BigInt(value.money.amountMinor),
        value.money.subunitToUnit,
        value.money.currency,
        intlLocaleOf(locale),
      );
    else shown[name] = text(locale, value.textKey);
  }
  return shown;
}
