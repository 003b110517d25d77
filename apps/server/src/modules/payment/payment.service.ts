import { randomUUID } from 'node:crypto';
import {
  InvoiceStatus,
  InvoiceType,
  type CreateInvoiceRequest,
  type CreatedDeposit,
  type Invoice,
  type InvoiceStatistics,
  type ListResponse,
  type LocaleCode,
  type PaymentDirection,
  type PaymentMethodsResponse,
  type PlayerId,
  type InvoiceId,
} from '@casino/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import type { PaymentProvider, ProviderInvoice } from '../../providers/payment/payment-provider';
import { checkDepositBonusCode, type DepositCodeLookup } from './deposit-bonus-code';
import { openDeposit } from './deposit-opening';
import type { Notify } from '../notification/notification.service';
import type { WalletService } from '../wallet/wallet.service';
import {
  findInvoice,
  invoiceStatistics,
  listInvoices,
  lockInvoice,
  nextInvoiceNumber,
  withdrawnPerCurrency,
  type InvoiceFilters,
  type WithdrawnAmount,
} from './invoice-queries';
import { invoiceTransfer, settleInvoice, type PaymentLedger } from './invoice-money';
import { toInvoiceView, type InvoiceRow } from './invoice-view';
import { applyProviderEvent, type CallbackOutcome } from './payment-callbacks';
import { checkMethodFields } from './payment-fields';
import {
  findMethodOfInvoice,
  findPaymentMethod,
  listPaymentMethodGroups,
  type PaymentMethodDefinition,
} from './payment-methods';
import { PaymentOperations } from './payment-operations';
import { publishInvoiceUpdated } from './payment.events';
import { invoices } from './payment.table';

export type { InvoiceFilters, WithdrawnAmount } from './invoice-queries';
export type { OperatorInvoiceView } from './invoice-view';
export type { CallbackOutcome } from './payment-callbacks';

/** A withdrawal about to be created, as the identity-verification rule looks at it. */
export interface WithdrawalToCheck {
  readonly currency: string;
  readonly amount: bigint;
  /** The player's n-th withdrawal, from 1. */
  readonly invoiceNumber: number;
  /**
   * The player's paid and pending withdrawals before this one, per currency, in all and since
   * `start`. Read on the withdrawal's transaction after the player's withdrawal counter is locked,
   * so a concurrent withdrawal of the same player is either counted here or waits for this one.
   */
  withdrawnSince(start: Date): Promise<readonly WithdrawnAmount[]>;
}

/** What the payment module reads from other modules, handed in by app.ts. */
export interface PaymentLookups {
  /** The player's country (ISO code), which decides the local methods offered. */
  playerCountry(playerId: PlayerId): Promise<string | undefined>;
  /** Minor units per unit of an enabled currency; undefined for an unknown or disabled one. */
  currencyUnits(currency: string): Promise<number | undefined>;
  /**
   * The responsible-gaming check of a deposit (limits, breaks, age): throws the refusal (403,
   * domain code 13100). Without `deposit`: may the player deposit at all (the methods list).
   */
  checkDeposit(executor: Executor, playerId: PlayerId, deposit?: { currency: string; amount: bigint }): Promise<void>;
  /**
   * The identity-verification rule of a withdrawal (the first, or past a threshold with the
   * player's earlier paid and pending withdrawals): throws 409 verification_required.
   */
  checkWithdrawal(executor: Executor, playerId: PlayerId, withdrawal: WithdrawalToCheck): Promise<void>;
  /** The bonus engine (issue 15); without it a deposit takes no bonus and every code is incorrect. */
  readonly bonuses?: PaymentBonusHooks;
  /** The player's messages (issue 26): an invoice credited, failed, approved, paid or declined, on its transaction. */
  readonly notify?: Notify;
}

/** What the payment module asks the bonus engine, each on the payment's own transaction where it has one. */
export interface PaymentBonusHooks {
  /** The deposit form's bonus: one this player may take now with this amount, else 422 (field bonusId). */
  checkDepositChoice(
    playerId: PlayerId,
    choice: { bonusId?: number | undefined; currency: string; amount: bigint },
  ): Promise<number | null>;
  /** A deposit's code: 1 applies, 3 incorrect, 4 not available. */
  checkDepositCode: DepositCodeLookup;
  /** In the transaction that credits a paid deposit: grants its bonus once; answers the invoice's bonus outcome. */
  depositCredited(
    executor: Executor,
    deposit: {
      id: string;
      playerId: PlayerId;
      currency: string;
      amount: bigint;
      bonusId: number | null;
      bonusCode: string | null;
    },
  ): Promise<string | null>;
  /**
   * In the transaction that creates a withdrawal: winnings of a bonus without a deposit may be
   * refused (409: no deposit yet, or the card is another claimant's); the active bonus of its
   * currency is forfeited.
   */
  withdrawalCreated(
    executor: Executor,
    playerId: PlayerId,
    currency: string,
    withdrawal: { cardMask?: string | undefined },
  ): Promise<void>;
}

const METHOD_PROBLEMS = {
  unknown_method: 'This payment method does not exist',
  currency: 'This payment method does not take this currency',
  country: 'This payment method is not available in your country',
} as const;

/**
 * Deposits and withdrawals (SPEC.md section 7, Wallet and payments): the methods a player may
 * use, invoices and their states, and the provider's webhooks that end them. Money moves only
 * through the wallet's ledger, on the same transaction as the invoice change it belongs to.
 */
export class PaymentService {
  /** The operator's side: pending withdrawals, approval and rejection. */
  readonly operations: PaymentOperations;

  /** The ledger of invoices: transfers, and the bonus engine's part in a paid deposit. */
  private readonly ledger: PaymentLedger;

  constructor(
    private readonly db: Database,
    private readonly wallet: Pick<WalletService, 'transfer' | 'listAccounts'>,
    private readonly provider: PaymentProvider,
    private readonly lookups: PaymentLookups,
    private readonly log: FastifyBaseLogger,
  ) {
    const bonuses = lookups.bonuses;
    this.ledger = {
      transfer: (executor, request) => wallet.transfer(executor, request),
      ...(lookups.notify ? { notify: lookups.notify } : {}),
      ...(bonuses
        ? { depositCredited: (executor: Executor, invoice: InvoiceRow) => bonuses.depositCredited(executor, invoice) }
        : {}),
    };
    this.operations = new PaymentOperations(db, this.ledger, provider, (row) => this.providerInvoice(row));
  }

  /** Method groups for a currency (default: the selected account's) and country (default: the player's). */
  async listMethods(
    playerId: PlayerId,
    direction: PaymentDirection,
    query: { currency?: string | undefined; country?: string | undefined },
    locale?: LocaleCode,
  ): Promise<PaymentMethodsResponse> {
    const currency =
      query.currency ?? (await this.wallet.listAccounts(playerId)).find((account) => account.isSelected)?.currency;
    if (currency === undefined) return { data: [] };
    // A player who may not deposit gets 13100 instead of methods (SPEC.md section 8).
    if (direction === 'deposit') await this.lookups.checkDeposit(this.db, playerId);
    const country = query.country ?? (await this.lookups.playerCountry(playerId));
    return { data: listPaymentMethodGroups(direction, currency, country, locale) };
  }

  /**
   * Opens a deposit at the provider (deposit-opening.ts: the invoice and the provider's payment
   * end together). A bonus code comes back with its status instead of failing the deposit.
   */
  async createDeposit(playerId: PlayerId, request: CreateInvoiceRequest, locale?: string): Promise<CreatedDeposit> {
    const { method, fields, subunitToUnit } = await this.prepare(playerId, 'deposit', request);
    const bonusId =
      (await this.lookups.bonuses?.checkDepositChoice(playerId, {
        bonusId: request.bonusId,
        currency: request.currency,
        amount: BigInt(request.amount),
      })) ?? null;
    if (request.bonusId !== undefined && bonusId === null)
      throw validationFailed({ bonusId: ['Bonuses are not available'] });
    const bonusCode =
      request.bonusCode === undefined
        ? undefined
        : await checkDepositBonusCode(playerId, request.bonusCode, this.lookups.bonuses?.checkDepositCode);
    const id = newInvoiceId();
    const invoice = {
      ...this.newInvoice(id, playerId, request, method, fields),
      bonusCode: bonusCode?.accepted ? bonusCode.code : null,
      bonusId,
    };
    const providerInvoice = {
      id,
      amount: invoice.amount,
      currency: request.currency,
      subunitToUnit,
      method,
      fields,
      ...(locale && { locale }),
    };
    const checkDeposit = (tx: Executor) =>
      this.lookups.checkDeposit(tx, playerId, { currency: request.currency, amount: invoice.amount });
    const row = await openDeposit(
      { db: this.db, ledger: this.ledger, provider: this.provider, log: this.log, checkDeposit },
      invoice,
      providerInvoice,
    );
    const view = toInvoiceView(row);
    return bonusCode === undefined || bonusCode.accepted
      ? view
      : { ...view, bonusCode: { code: bonusCode.code, status: bonusCode.status } };
  }

  /** Holds the amount at once (player -> pending withdrawals), in the transaction that creates the invoice. */
  async createWithdrawal(playerId: PlayerId, request: CreateInvoiceRequest): Promise<Invoice> {
    const { method, fields } = await this.prepare(playerId, 'withdrawal', request);
    const row = await this.db.transaction(async (tx) => {
      const number = await nextInvoiceNumber(tx, playerId, InvoiceType.Withdrawal);
      const withdrawal = this.newInvoice(newInvoiceId(), playerId, request, method, fields);
      // The counter's row stays locked until this transaction ends: the player's withdrawals pass
      // this check one at a time, so ten at once cannot each see the threshold unspent.
      const withdrawnSince = (start: Date) => withdrawnPerCurrency(tx, playerId, start);
      await this.lookups.checkWithdrawal(tx, playerId, {
        currency: request.currency,
        amount: withdrawal.amount,
        invoiceNumber: number,
        withdrawnSince,
      });
      const [created] = await tx
        .insert(invoices)
        .values({ ...withdrawal, type: InvoiceType.Withdrawal, number })
        .returning();
      if (!created) throw new Error('the withdrawal invoice was not stored');
      // Not enough money: the ledger refuses with 422 insufficient_funds and the invoice rolls back.
      await this.wallet.transfer(tx, invoiceTransfer(created, 'hold'));
      // Own money stays withdrawable: withdrawing forfeits the active bonus of this currency (the web warns first).
      await this.lookups.bonuses?.withdrawalCreated(tx, playerId, request.currency, {
        cardMask: withdrawal.fields['card_number'],
      });
      await publishInvoiceUpdated(tx, created);
      return created;
    });
    return toInvoiceView(row);
  }

  /**
   * The player cancels a pending invoice of theirs. A deposit is cancelled at the provider first,
   * as a PSP integration voids an authorisation: refused (409) when the provider has already taken
   * the money. Cancel and capture can still cross (the void accepted while the capture was on its
   * way): the provider's success then arrives for a failed deposit and credits it anyway
   * (payment-callbacks.ts), so a player who paid is always credited, once. A withdrawal gets its
   * hold back unless the operator has already sent it to be paid out.
   */
  async declineInvoice(playerId: PlayerId, invoiceId: InvoiceId): Promise<Invoice> {
    const current = await findInvoice(this.db, invoiceId, playerId);
    if (!current) throw notFound('There is no such invoice');
    assertDeclinable(current);
    if (current.type === InvoiceType.Deposit && !(await this.provider.cancelDeposit(current.id))) {
      throw new AppError(409, 'payment_in_progress', 'The payment is already being processed and cannot be cancelled');
    }
    const row = await this.db.transaction(async (tx) => {
      const locked = await lockInvoice(tx, invoiceId, playerId);
      if (!locked) throw notFound('There is no such invoice');
      assertDeclinable(locked);
      return settleInvoice(tx, this.ledger, locked, { status: InvoiceStatus.Failure, failureReason: 'declined' });
    });
    return toInvoiceView(row);
  }

  async listInvoices(playerId: PlayerId, filters: InvoiceFilters): Promise<ListResponse<Invoice>> {
    const page = await listInvoices(this.db, playerId, filters);
    return { data: page.data.map(toInvoiceView), meta: page.meta };
  }

  async statistics(playerId: PlayerId): Promise<InvoiceStatistics> {
    return invoiceStatistics(this.db, playerId);
  }

  /** A provider's webhook call: authenticated by the provider adapter, applied once. */
  async handleProviderCallback(
    providerName: string,
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): Promise<CallbackOutcome> {
    if (providerName !== this.provider.name) throw notFound('There is no such payment provider');
    const event = this.provider.verifyCallback(rawBody, headers, new Date());
    return applyProviderEvent(this.db, this.ledger, this.provider.name, event, this.log);
  }

  /** Checks a request against the method and the player; what is wrong comes back at once, per field. */
  private async prepare(playerId: PlayerId, direction: PaymentDirection, request: CreateInvoiceRequest) {
    const [country, accounts, subunitToUnit] = await Promise.all([
      this.lookups.playerCountry(playerId),
      this.wallet.listAccounts(playerId),
      this.lookups.currencyUnits(request.currency),
    ]);
    const lookup = findPaymentMethod(direction, request.paymentMethod, request.currency, country);
    if (!lookup.found) throw validationFailed({ paymentMethod: [METHOD_PROBLEMS[lookup.problem]] });
    const { method } = lookup;
    const { values: fields, problems } = checkMethodFields(method.fieldDefinitions, request.fields);
    if (request.amount < method.minAmount) problems.amount = [`The minimum value allowed is ${method.minAmount}`];
    if (request.amount > method.maxAmount) problems.amount = [`The maximum value allowed is ${method.maxAmount}`];
    if (Object.keys(problems).length > 0) throw validationFailed(problems);
    if (subunitToUnit === undefined || !accounts.some((account) => account.currency === request.currency)) {
      throw new AppError(422, 'account_not_found', `You have no ${request.currency} account`, {
        currency: [`Open a ${request.currency} account first`],
      });
    }
    return { method: providerMethod(method), fields, subunitToUnit };
  }

  private newInvoice(
    id: InvoiceId,
    playerId: PlayerId,
    request: CreateInvoiceRequest,
    method: ProviderInvoice['method'],
    fields: Record<string, string>,
  ) {
    return {
      id,
      playerId,
      status: InvoiceStatus.Pending,
      amount: BigInt(request.amount),
      currency: request.currency,
      paymentMethod: method.id,
      paymentMethodLabel: method.label,
      fields,
      provider: this.provider.name,
    };
  }

  /** An invoice as the provider needs it again later (a payout after approval). */
  private async providerInvoice(row: InvoiceRow): Promise<ProviderInvoice> {
    const known = findMethodOfInvoice(
      row.type === InvoiceType.Deposit ? 'deposit' : 'withdrawal',
      row.paymentMethod,
      row.currency,
    );
    const subunitToUnit = await this.lookups.currencyUnits(row.currency);
    if (subunitToUnit === undefined)
      throw new AppError(409, 'currency_disabled', `${row.currency} is not enabled any more`);
    // A method withdrawn from the catalogue since: the invoice still names and labels it.
    const method = known
      ? providerMethod(known)
      : {
          id: row.paymentMethod,
          kind: row.paymentMethod.split('.').pop() ?? '',
          label: row.paymentMethodLabel,
          flow: 'redirect' as const,
        };
    return { id: row.id, amount: row.amount, currency: row.currency, subunitToUnit, method, fields: row.fields };
  }
}

function providerMethod(method: PaymentMethodDefinition): ProviderInvoice['method'] {
  return { id: method.id, kind: method.kind, label: method.label, flow: method.flow, network: method.network };
}

function assertDeclinable(invoice: InvoiceRow): void {
  if (invoice.status !== InvoiceStatus.Pending)
    throw new AppError(409, 'invoice_not_pending', 'This invoice has already ended');
  if (invoice.payoutRequestedAt)
    throw new AppError(409, 'payout_in_progress', 'The payout is already on its way and cannot be cancelled');
}

/** An invoice's id is ours, made before the provider is asked (its reference); the brand is given here, where it is born. */
function newInvoiceId(): InvoiceId {
  return randomUUID() as InvoiceId;
}
