import type { Executor } from '../../db/executor';
import { subunitToUnitOf } from '../settings/settings.service';
import type { NotificationParam } from './notification-texts';
import type { NotificationEvent } from './notification-writer';

/**
 * What other modules may use of notifications (the module's public face): the hook their services
 * take to tell a player of a domain event, and a sum of money as a text's value. app.ts hands them
 * `app.notifications.notify`; each calls it on the transaction of its own change, right where
 * the change happens once, so the message exists if and only if the change commits.
 */
export type { NotificationEvent } from './notification-writer';
export type { NotificationParam, NotificationParams } from './notification-texts';

/** Writes the player's message for an event, once per event key; answers whether this call wrote it. */
export type Notify = (executor: Executor, event: NotificationEvent) => Promise<boolean>;

/** No messages: services built without the notifications (unit tests), until app.ts sets the real hook. */
export const NO_NOTIFY: Notify = async () => false;

/** `{amount}` and the like: a sum of money in its currency's minor units, shown in the reader's language. */
export async function moneyParam(
  executor: Executor,
  amountMinor: bigint,
  currency: string,
): Promise<NotificationParam> {
  const subunitToUnit = await subunitToUnitOf(executor, currency);
  if (subunitToUnit === undefined) throw new Error(`unknown currency ${currency}`);
  return { money: { amountMinor, currency, subunitToUnit } };
}
