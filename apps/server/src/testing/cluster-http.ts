import http from 'node:http';
import { SERVED_BY_HEADER } from './cluster-processes';
import { signSandboxPayload } from '../providers/payment/sandbox/sandbox-signature';
import { registrationBody } from './players';
import { sandboxEventBody } from './payments';

/**
 * Real HTTP calls to the balancer (or a node), for the multi-node test: over sockets, not `inject`.
 * A call that got no answer (connection reset by a killed node) reads as status 0.
 */
export interface ClusterAnswer<Body = unknown> {
  readonly status: number;
  readonly body: Body;
  /** The node that answered, as the balancer names it; undefined straight from a node. */
  readonly servedBy: string | undefined;
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly rawBody?: string;
  readonly headers?: Record<string, string>;
  /** Connect from this loopback address (127.x.y.z), as another client machine would. */
  readonly from?: string;
}

/** Kept-alive connections, as a browser keeps them; a test's hundred concurrent calls open a hundred. */
const agent = new http.Agent({ keepAlive: true });

export function call<Body = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ClusterAnswer<Body>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return new Promise((resolve) => {
    const request = http.request(
      new URL(path, baseUrl),
      { method, headers, agent, ...(options.from ? { localAddress: options.from } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', () => resolve({ status: 0, body: undefined as Body, servedBy: undefined }));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const servedBy = response.headers[SERVED_BY_HEADER];
          resolve({
            status: response.statusCode ?? 0,
            body: (text ? safeJson(text) : undefined) as Body,
            servedBy: typeof servedBy === 'string' ? servedBy : undefined,
          });
        });
      },
    );
    request.on('error', () => resolve({ status: 0, body: undefined as Body, servedBy: undefined }));
    request.end(payload);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ClusterPlayer {
  readonly id: string;
  readonly accessToken: string;
}

export async function registerVia(
  baseUrl: string,
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ClusterAnswer<{ accessToken: string; profile: { id: string } }>> {
  return call(baseUrl, 'POST', '/api/player/register', { ...options, body: registrationBody(overrides) });
}

export async function playerVia(baseUrl: string, currency = 'EUR'): Promise<ClusterPlayer> {
  const answer = await registerVia(baseUrl, { currency });
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.profile.id, accessToken: answer.body.accessToken };
}

/** Opens a card deposit; the invoice id, or undefined when it was not accepted. */
export async function openDepositVia(
  baseUrl: string,
  player: ClusterPlayer,
  amount: number,
  currency: string,
): Promise<ClusterAnswer<{ id: string }>> {
  return call(baseUrl, 'POST', '/api/payment/invoices/deposit', {
    token: player.accessToken,
    body: { paymentMethod: 'sandbox.deposit.card', amount, currency },
  });
}

/** The sandbox's signed `payment.succeeded` webhook for an invoice (one event id: a resend is a replay). */
export function paymentSucceededWebhook(
  secret: string,
  invoiceId: string,
  amount: number,
  currency: string,
): () => CallOptions {
  const body = sandboxEventBody({ type: 'payment.succeeded', reference: invoiceId, amount, currency });
  return () => ({
    rawBody: body,
    // Signed per attempt, as the sandbox does: a resend later must not look like a stale replay.
    headers: { 'sandbox-signature': signSandboxPayload(secret, body, Math.floor(Date.now() / 1000)) },
  });
}

export function sendWebhookVia(baseUrl: string, options: CallOptions): Promise<ClusterAnswer> {
  return call(baseUrl, 'POST', '/api/payment/callbacks/sandbox', options);
}

/** A deposit end to end: open it, then deliver the provider's webhook until a node accepts it. */
export async function depositVia(
  baseUrl: string,
  secret: string,
  player: ClusterPlayer,
  amount: number,
  currency: string,
): Promise<ClusterAnswer> {
  const opened = await openDepositVia(baseUrl, player, amount, currency);
  if (opened.status !== 201) throw new Error(`deposit failed: ${opened.status} ${JSON.stringify(opened.body)}`);
  const webhook = paymentSucceededWebhook(secret, opened.body.id, amount, currency);
  return sendWebhookVia(baseUrl, webhook());
}

/** Launches a game for real money; the launch token of its URL. */
export async function launchVia(baseUrl: string, player: ClusterPlayer, game: string): Promise<string> {
  const answer = await call<{ url: string }>(baseUrl, 'POST', `/api/game/games/${game}/play`, {
    token: player.accessToken,
    body: {},
  });
  if (answer.status !== 200) throw new Error(`launch failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const token = new URL(answer.body.url, baseUrl).searchParams.get('token');
  if (!token) throw new Error(`no launch token in ${answer.body.url}`);
  return token;
}

export interface RoundAnswer {
  readonly round: { readonly id: string; readonly bet: number; readonly win: number };
  readonly balance: number;
}

/** One round of dice over 50.5 through the in-house provider's API. */
export function diceRoundVia(baseUrl: string, launchToken: string, bet: number): Promise<ClusterAnswer<RoundAnswer>> {
  return call(baseUrl, 'POST', '/provider/games/api/rounds', {
    body: { token: launchToken, bet, params: { target: 50.5, condition: 'over' } },
  });
}

export async function balanceVia(
  baseUrl: string,
  player: ClusterPlayer,
  currency: string,
): Promise<number | undefined> {
  const answer = await call<{ data: { currency: string; balance: number }[] }>(baseUrl, 'GET', '/api/wallet/accounts', {
    token: player.accessToken,
  });
  if (answer.status !== 200) throw new Error(`accounts failed: ${answer.status}`);
  return answer.body.data.find((account) => account.currency === currency)?.balance;
}

export function closeConnections(): void {
  agent.destroy();
}
