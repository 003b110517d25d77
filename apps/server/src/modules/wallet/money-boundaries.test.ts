import { describe, expect, it } from 'vitest';
import { minorAmount, type AccountId, type InvoiceId, type PlayerId, type RoundId } from '@casino/shared';
import type { WalletCallResult, WalletSession } from '../../providers/games/seamless-wallet';
import type { PaymentService } from '../payment/payment.service';
import type { LedgerParty, TransferRequest, WalletService } from './wallet.service';

/*
 * The money boundaries take branded ids and amounts (DESIGN.md section 3). Each `@ts-expect-error`
 * fails `npm run typecheck` the day its line compiles: the day the ledger, the wallet, the
 * payments or the seamless wallet would take one id for another, or an unchecked amount.
 */

const playerId = 'a3c1f5e0-0000-4000-8000-000000000001' as PlayerId;
const accountId = 'a3c1f5e0-0000-4000-8000-000000000002' as AccountId;
const invoiceId = 'a3c1f5e0-0000-4000-8000-000000000003' as InvoiceId;
const roundId = 'a3c1f5e0-0000-4000-8000-000000000004' as RoundId;
const house: LedgerParty = { kind: 'house', account: 'payment_clearing' };

type Arguments<F> = F extends (...args: infer A) => unknown ? A : never;

describe('money boundaries', () => {
  it('the ledger takes a player id and a checked amount, nothing else', () => {
    const transfer: TransferRequest = {
      idempotencyKey: 'test:brands',
      reason: 'deposit',
      currency: 'EUR',
      amount: minorAmount(500n),
      from: house,
      to: { kind: 'player', playerId },
    };
    // @ts-expect-error an account id where the ledger's player party belongs
    const wrongParty: LedgerParty = { kind: 'player', playerId: accountId };
    // @ts-expect-error an invoice id where the ledger's player party belongs
    const invoiceParty: LedgerParty = { kind: 'player', playerId: invoiceId };
    // @ts-expect-error a plain bigint is not a transfer amount: it goes through minorAmount()
    const unchecked: TransferRequest = { ...transfer, amount: 500n };
    expect([transfer.amount, wrongParty.kind, invoiceParty.kind, unchecked.amount]).toEqual([
      500n,
      'player',
      'player',
      500n,
    ]);
  });

  it('the wallet and the payments keep player, account and invoice ids apart', () => {
    const switchAccount: Arguments<WalletService['switchAccount']> = [playerId, accountId];
    // @ts-expect-error the ids swapped: an account id where the player's belongs
    const swapped: Arguments<WalletService['switchAccount']> = [accountId, playerId];
    const decline: Arguments<PaymentService['declineInvoice']> = [playerId, invoiceId];
    // @ts-expect-error a round id where an invoice id belongs
    const declineRound: Arguments<PaymentService['declineInvoice']> = [playerId, roundId];
    // @ts-expect-error a player id where an invoice id belongs
    const declinePlayer: Arguments<PaymentService['declineInvoice']> = [playerId, playerId];
    expect([switchAccount, swapped, decline, declineRound, declinePlayer]).toHaveLength(5);
  });

  it('the seamless wallet names its player and its round by their brands', () => {
    const session: WalletSession = { playerId, currency: 'EUR' };
    // @ts-expect-error an account id is not the session's player
    const accountSession: WalletSession = { playerId: accountId, currency: 'EUR' };
    const result: WalletCallResult = { balance: 0n, replayed: false, roundId };
    // @ts-expect-error an invoice id is not a round id
    const invoiceRound: WalletCallResult = { ...result, roundId: invoiceId };
    expect([session.playerId, accountSession.currency, invoiceRound.replayed]).toEqual([playerId, 'EUR', false]);
  });
});
