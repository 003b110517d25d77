import type { AccountId, InvoiceId, PlayerId } from '@casino/shared';

/*
 * Where an id enters from a URL: a path parameter the route's schema has already checked as a
 * uuid (`z.uuid()`). Branding it here is the one place the compiler takes our word that the
 * string names a player, an account or an invoice; past this, the brand keeps them apart. A
 * wrong id of the right shape is answered as not found by the service, as before.
 */

/** A player's id from an operator route's path (`/players/:playerId/...`). */
export const playerIdParam = (value: string): PlayerId => value as PlayerId;

/** A wallet account's id from the path (`/api/wallet/accounts/:id/...`). */
export const accountIdParam = (value: string): AccountId => value as AccountId;

/** An invoice's id from the path (`/api/payment/invoices/:id/...`, the operator's withdrawals). */
export const invoiceIdParam = (value: string): InvoiceId => value as InvoiceId;
