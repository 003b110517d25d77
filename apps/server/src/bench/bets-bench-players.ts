import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { signSandboxPayload } from '../providers/payment/sandbox/sandbox-signature';

/**
 * The players of `npm run bench:bets`, made and funded through the product's own HTTP paths
 * (registration, a sandbox card deposit with its signed webhook, a game launch) and then
 * playing dice rounds as fast as the answers come. Everything goes to 127.0.0.1 over
 * keep-alive connections, one per player, as a browser tab would hold.
 */

export const BENCH_CURRENCY = 'EUR';
/** 1,000.00 EUR each: far more than a run of 0.10 stakes can lose. */
const DEPOSIT_MINOR = 100_000;
const STAKE_MINOR = 10;
const DICE_PARAMS = { target: 50, condition: 'over' } as const;
const PASSWORD = 'Orbit-Lucky-7-Quasar';

export interface BenchPlayer {
  readonly accessToken: string;
  readonly launchToken: string;
}

export class BenchClient {
  private readonly agent: http.Agent;

  constructor(
    private readonly baseUrls: readonly string[],
    maxSockets: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** A request to one of the servers (several processes: the player's own one). */
  request(
    serverIndex: number,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; body: string }> {
    const url = new URL(path, this.baseUrls[serverIndex % this.baseUrls.length]);
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        {
          method,
          agent: this.agent,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

async function expectOk(
  what: string,
  answer: Promise<{ status: number; body: string }>,
  status = 200,
): Promise<unknown> {
  const response = await answer;
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${response.body}`);
  return response.body ? JSON.parse(response.body) : undefined;
}

/** Registers a player, deposits through the sandbox (invoice, then its signed webhook) and launches dice. */
export async function preparePlayer(
  client: BenchClient,
  serverIndex: number,
  sandboxSecret: string,
): Promise<BenchPlayer> {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const registration = {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    currency: BENCH_CURRENCY,
    country: 'DE',
    agreements: true,
  };
  const { accessToken } = (await expectOk(
    'registration',
    client.request(serverIndex, 'POST', '/api/player/register', registration),
    201,
  )) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const invoice = (await expectOk(
    'deposit',
    client.request(
      serverIndex,
      'POST',
      '/api/payment/invoices/deposit',
      { paymentMethod: 'sandbox.deposit.card', amount: DEPOSIT_MINOR, currency: BENCH_CURRENCY },
      auth,
    ),
    201,
  )) as { id: string };
  const event = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    data: { reference: invoice.id, amount: DEPOSIT_MINOR, currency: BENCH_CURRENCY },
  });
  const signature = signSandboxPayload(sandboxSecret, event, Math.floor(Date.now() / 1000));
  await expectOk(
    'deposit webhook',
    client.request(serverIndex, 'POST', '/api/payment/callbacks/sandbox', event, { 'sandbox-signature': signature }),
  );
  const launch = (await expectOk(
    'launch',
    client.request(serverIndex, 'POST', '/api/game/games/orbit-dice/play', {}, auth),
  )) as { url: string };
  const launchToken = new URL(launch.url, 'http://127.0.0.1').searchParams.get('token');
  if (!launchToken) throw new Error(`no launch token in ${launch.url}`);
  return { accessToken, launchToken };
}

export interface RoundsResult {
  readonly rounds: number;
  readonly failures: number;
  readonly seconds: number;
  readonly latenciesMs: number[];
  /** The first few failures as the server answered them. */
  readonly failureSamples: string[];
}

/**
 * Every player plays rounds back to back until the deadline. Rounds answered during the
 * warm-up are played but not counted; the measured window starts when the warm-up ends.
 */
export async function playRounds(
  client: BenchClient,
  players: readonly BenchPlayer[],
  warmupMs: number,
  measureMs: number,
  onMeasureStart: () => void,
): Promise<RoundsResult> {
  const latenciesMs: number[] = [];
  const failureSamples: string[] = [];
  let failures = 0;
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const deadline = measureFrom + measureMs;
  const startTimer = setTimeout(onMeasureStart, warmupMs);
  const play = async (player: BenchPlayer, index: number) => {
    const body = JSON.stringify({
      token: player.launchToken,
      game: 'orbit-dice',
      bet: STAKE_MINOR,
      params: DICE_PARAMS,
    });
    for (let now = performance.now(); now < deadline; now = performance.now()) {
      const response = await client
        .request(index, 'POST', '/provider/games/api/rounds', body)
        .catch((error: unknown) => ({ status: 0, body: String(error) }));
      const done = performance.now();
      if (now < measureFrom || done > deadline) continue;
      if (response.status === 200) latenciesMs.push(done - now);
      else {
        failures += 1;
        if (failureSamples.length < 5) failureSamples.push(`${response.status} ${response.body.slice(0, 300)}`);
      }
    }
  };
  await Promise.all(players.map((player, index) => play(player, index)));
  clearTimeout(startTimer);
  return { rounds: latenciesMs.length, failures, seconds: measureMs / 1000, latenciesMs, failureSamples };
}

/** The operator's ledger integrity report (GET /api/admin/ledger/integrity). */
export async function ledgerIntegrity(
  client: BenchClient,
  adminToken: string,
): Promise<{ ok: boolean; currencies: { currency: string; entriesSum: string; transfers: number }[] }> {
  return (await expectOk(
    'ledger integrity',
    client.request(0, 'GET', '/api/admin/ledger/integrity', undefined, { authorization: `Bearer ${adminToken}` }),
  )) as {
    ok: boolean;
    currencies: { currency: string; entriesSum: string; transfers: number }[];
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
