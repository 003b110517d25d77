import { z } from 'zod';
import { arrayOf, pageOf, schemaFor } from '../../http/response-schemas';
import type { AuthService } from '../auth/auth.service';
import type { LedgerIntegrityReport } from '../wallet/wallet.service';

/** The operator API's own answers (the payment module declares its operator routes' answers). */

/** A single-use auto-login link for a player. */
export const autologinLink = z.object({
  token: z.string(),
  expiresAt: z.string().describe('ISO 8601'),
  url: z.string().describe('The site link that logs the player in once'),
});

export const securityEventPage = schemaFor<Awaited<ReturnType<AuthService['listSecurityEvents']>>>()(
  pageOf(
    z.object({
      id: z.string(),
      event: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
);

/** The ledger check; sums are decimal strings (a sum over a whole ledger may not fit a JSON number). */
export const ledgerIntegrityReport = schemaFor<LedgerIntegrityReport>()(
  z.object({
    ok: z.boolean(),
    checkedAt: z.string(),
    currencies: arrayOf(
      z.object({ currency: z.string(), entriesSum: z.string(), transfers: z.number().int(), ok: z.boolean() }),
    ),
    mismatchedAccounts: arrayOf(
      z.object({
        accountId: z.string(),
        owner: z.enum(['player', 'house', 'bonus', 'jackpot']),
        currency: z.string(),
        balance: z.string(),
        entriesSum: z.string(),
      }),
    ),
    negativeBalances: arrayOf(z.object({ accountId: z.string(), currency: z.string(), balance: z.string() })),
    unbalancedTransfers: arrayOf(
      z.object({ transferId: z.string(), entriesSum: z.string(), entries: z.number().int() }),
    ),
  }),
);

/** An operator's block or unblock of a player. */
export const playerBlockResult = z
  .object({
    playerId: z.uuid(),
    status: z.enum(['active', 'blocked']),
    sessionsClosed: z.number().int().min(0).describe('Sessions the block ended (0 when nothing changed)'),
  })
  .describe("The player's standing after the call");
