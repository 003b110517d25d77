import {
  diceRoundVia,
  openDepositVia,
  paymentSucceededWebhook,
  sendWebhookVia,
  type ClusterPlayer,
  type RoundAnswer,
} from '../testing/cluster-http';

/**
 * Players under load through the balancer, for the kill -9 test: each plays rounds (or makes
 * deposits) one after another as fast as the answers come, recording every answer, until told
 * to stop. No request is ever repeated by the client except the provider's webhook, which a
 * provider resends until accepted (it carries one event id: a resend is a replay).
 */

export interface LoadProgress {
  /** Requests answered with 2xx, and without (an error status, or no answer at all). */
  succeeded: number;
  failed: number;
  stopped: boolean;
}

export interface RoundAttempt {
  readonly status: number;
  readonly servedBy: string | undefined;
  readonly round?: RoundAnswer['round'];
}

export async function playRoundsUntilStopped(
  progress: LoadProgress,
  baseUrl: string,
  launchToken: string,
  bet: number,
): Promise<RoundAttempt[]> {
  const attempts: RoundAttempt[] = [];
  while (!progress.stopped) {
    const answer = await diceRoundVia(baseUrl, launchToken, bet);
    const ok = answer.status >= 200 && answer.status < 300;
    attempts.push({ status: answer.status, servedBy: answer.servedBy, ...(ok ? { round: answer.body.round } : {}) });
    if (ok) progress.succeeded += 1;
    else progress.failed += 1;
  }
  return attempts;
}

export interface DepositAttempt {
  readonly openStatus: number;
  readonly invoiceId?: string;
  readonly amount: number;
  /** Statuses of the webhook deliveries, the last one 2xx once a node accepted it. */
  readonly webhookStatuses: number[];
  /** Sends the same event again (a provider's late duplicate): must change nothing. */
  readonly replay?: () => Promise<number>;
}

/** A provider resends a refused webhook after a pause; a node gone is noticed by the balancer within a second. */
const WEBHOOK_RESEND_PAUSE_MS = 50;
const WEBHOOK_DELIVERY_ATTEMPTS = 200;

export async function depositUntilStopped(
  progress: LoadProgress,
  baseUrl: string,
  secret: string,
  player: ClusterPlayer,
  currency: string,
): Promise<DepositAttempt[]> {
  const attempts: DepositAttempt[] = [];
  for (let index = 0; !progress.stopped; index += 1) {
    // Amounts differ, so a deposit counted twice or lost shows in the sum.
    const amount = 1_000 + index;
    const opened = await openDepositVia(baseUrl, player, amount, currency);
    if (opened.status !== 201) {
      progress.failed += 1;
      attempts.push({ openStatus: opened.status, amount, webhookStatuses: [] });
      continue;
    }
    progress.succeeded += 1;
    const webhook = paymentSucceededWebhook(secret, opened.body.id, amount, currency);
    const webhookStatuses = await deliverUntilAccepted(progress, () => sendWebhookVia(baseUrl, webhook()));
    const replay = async () => (await sendWebhookVia(baseUrl, webhook())).status;
    attempts.push({ openStatus: opened.status, invoiceId: opened.body.id, amount, webhookStatuses, replay });
  }
  return attempts;
}

async function deliverUntilAccepted(
  progress: LoadProgress,
  send: () => Promise<{ status: number }>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < WEBHOOK_DELIVERY_ATTEMPTS; attempt += 1) {
    const { status } = await send();
    statuses.push(status);
    if (status >= 200 && status < 300) {
      progress.succeeded += 1;
      return statuses;
    }
    progress.failed += 1;
    await new Promise((resolve) => setTimeout(resolve, WEBHOOK_RESEND_PAUSE_MS));
  }
  return statuses;
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
