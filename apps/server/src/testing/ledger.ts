import { minorAmount, type PlayerId } from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { checkLedgerIntegrity, type LedgerIntegrityReport } from '../modules/wallet/ledger-integrity';
import { transferFunds } from '../modules/wallet/ledger';
import { registerPlayer, type RegisteredPlayer } from './players';

/** Asserts the ledger integrity check passes: the bar every test that moves money ends on. */
export async function expectLedgerIntact(app: FastifyInstance): Promise<LedgerIntegrityReport> {
  const report = await checkLedgerIntegrity(app.database.db);
  expect(report, JSON.stringify(report)).toMatchObject({
    ok: true,
    mismatchedAccounts: [],
    negativeBalances: [],
    unbalancedTransfers: [],
  });
  return report;
}

let fundingSequence = 0;

/**
 * Puts money on a player's account straight through the ledger, from the house's payment
 * clearing account, as a settled deposit would. For tests of modules that need a funded player
 * but are not about payments.
 */
export async function fundPlayer(
  app: FastifyInstance,
  playerId: PlayerId,
  currency: string,
  amount: bigint,
): Promise<void> {
  fundingSequence += 1;
  await app.database.db.transaction((tx) =>
    transferFunds(tx, {
      idempotencyKey: `test:funding:${playerId}:${Date.now()}:${fundingSequence}`,
      reason: 'test_funding',
      currency,
      amount: minorAmount(amount),
      from: { kind: 'house', account: 'payment_clearing' },
      to: { kind: 'player', playerId },
    }),
  );
}

/** A newly registered player with `amount` minor units on their account in `currency` (nothing when 0). */
export async function registerFundedPlayer(
  app: FastifyInstance,
  amount = 100_000,
  currency = 'EUR',
): Promise<RegisteredPlayer> {
  const player = await registerPlayer(app, { currency });
  if (amount > 0) await fundPlayer(app, player.profile.id, currency, BigInt(amount));
  return player;
}
