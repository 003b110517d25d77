import http from 'node:http';
import { crashElapsedFor } from '@casino/fairplay';
import { WebSocket } from 'ws';

/**
 * The two child processes of `npm run bench:crash`: the viewers (anonymous websockets on the
 * room's public channel, as the game client subscribes) and the betting players (HTTP bets and
 * cash-outs with their launch tokens, timed from the room's pushes they hold one socket for).
 */

export interface PhaseArrival {
  readonly type: 'betting' | 'flight' | 'crashed';
  readonly roundId: string;
  readonly at: number;
}

export type ViewerReport =
  | { readonly type: 'ready'; readonly held: number; readonly failed: number }
  | {
      readonly type: 'arrivals';
      readonly arrivals: PhaseArrival[];
      readonly betPushes: number;
      readonly bytes: number;
      readonly dropped: number;
    };

export interface BetOutcome {
  readonly roundId: string;
  readonly sentAt: number;
  readonly bettingEndsAt: number;
  readonly status: number;
  readonly code: string | null;
  readonly latencyMs: number;
}

export type PlayerReport =
  | { readonly type: 'round'; readonly roundId: string; readonly number: number }
  | {
      readonly type: 'done';
      readonly bets: BetOutcome[];
      readonly cashOuts: { ok: number; refused: number; failed: number };
    };

/** Sockets opened at once: enough to be quick, few enough not to overflow the listen backlog. */
const CONNECT_CONCURRENCY = 200;
/** Players send their bets at random moments of the window, up to this long before it closes. */
const BET_MARGIN_MS = 250;
const STAKE_MINOR = 10;

interface ViewerTask {
  readonly url: string;
  readonly channel: string;
  readonly viewers: number;
}

interface PlayerTask {
  readonly url: string;
  readonly baseUrl: string;
  readonly channel: string;
  readonly tokens: readonly string[];
  readonly rounds: number;
  readonly game: string;
}

/** The phase of a push line without parsing the bets pushes (the most frequent, and the heaviest). */
function phaseOf(line: string, at: number): PhaseArrival | undefined {
  if (!line.startsWith('{"push"') || line.includes('"type":"bets"')) return undefined;
  const data = (JSON.parse(line) as { push: { pub: { data: { type: PhaseArrival['type']; round: { id: string } } } } })
    .push.pub.data;
  return { type: data.type, roundId: data.round.id, at };
}

export function runViewers(): void {
  process.once('message', (task: ViewerTask) => void holdViewers(task));
}

async function holdViewers(task: ViewerTask): Promise<void> {
  const arrivals: PhaseArrival[] = [];
  let betPushes = 0;
  let bytes = 0;
  let held = 0;
  let failed = 0;
  let dropped = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = new WebSocket(task.url);
      socket.on('open', () =>
        socket.send(
          `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: task.channel } })}`,
        ),
      );
      socket.on('message', (data: Buffer) => {
        const at = Date.now();
        bytes += data.length;
        for (const line of data.toString().split('\n')) {
          if (line === '{}') {
            socket.send('{}');
            continue;
          }
          if (line.startsWith('{"push"')) {
            const phase = phaseOf(line, at);
            if (phase) arrivals.push(phase);
            else betPushes += 1;
            continue;
          }
          const frame = JSON.parse(line) as { id?: number; error?: unknown };
          if (frame.id === 2) {
            if (frame.error) failed += 1;
            else held += 1;
            resolve();
          }
        }
      });
      socket.on('close', () => {
        dropped += 1;
      });
      socket.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  for (let start = 0; start < task.viewers; start += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, task.viewers - start) }, open));
  }
  process.send?.({ type: 'ready', held, failed } satisfies ViewerReport);
  process.once('message', () =>
    process.send?.({ type: 'arrivals', arrivals, betPushes, bytes, dropped } satisfies ViewerReport),
  );
}

export function runPlayers(): void {
  process.once('message', (task: PlayerTask) => void playRounds(task));
}

/**
 * Each player bets once a round at a random moment of the betting window (up to BET_MARGIN_MS
 * before it closes, by the round's bettingEndsAt); half set an auto cash-out, the others cash out
 * by hand at a target of their own when the curve gets there.
 */
async function playRounds(task: PlayerTask): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: task.tokens.length });
  const post = (path: string, body: unknown) =>
    new Promise<{ status: number; body: string }>((resolve) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        new URL(`/provider/games/api/crash${path}`, task.baseUrl),
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', () => resolve({ status: 0, body: '' }));
        },
      );
      request.on('error', () => resolve({ status: 0, body: '' }));
      request.end(payload);
    });
  const bets: BetOutcome[] = [];
  const cashOuts = { ok: 0, refused: 0, failed: 0 };
  const pending: Promise<unknown>[] = [];
  let roundsSeen = 0;
  const socket = new WebSocket(task.url);
  socket.on('open', () =>
    socket.send(
      `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel: task.channel } })}`,
    ),
  );
  socket.on('message', (data: Buffer) => {
    for (const line of data.toString().split('\n')) {
      if (line === '{}') {
        socket.send('{}');
        continue;
      }
      if (!line.startsWith('{"push"') || line.includes('"type":"bets"')) continue;
      const push = (
        JSON.parse(line) as {
          push: { pub: { data: { type: string; round: { id: string; number: number; bettingEndsAt: number } } } };
        }
      ).push.pub.data;
      if (push.type !== 'betting') continue;
      if (roundsSeen >= task.rounds) {
        void Promise.all(pending).then(() => {
          socket.close();
          agent.destroy();
          process.send?.({ type: 'done', bets, cashOuts } satisfies PlayerReport);
        });
        return;
      }
      roundsSeen += 1;
      process.send?.({ type: 'round', roundId: push.round.id, number: push.round.number } satisfies PlayerReport);
      const { id: roundId, bettingEndsAt } = push.round;
      task.tokens.forEach((token, index) => {
        const window = Math.max(0, bettingEndsAt - BET_MARGIN_MS - Date.now());
        const auto = index % 2 === 0 ? 110 + Math.floor(Math.random() * 200) : null;
        const manualTarget = 105 + Math.floor(Math.random() * 200);
        pending.push(
          new Promise((resolve) => setTimeout(resolve, Math.random() * window)).then(async () => {
            const sentAt = Date.now();
            const answer = await post('/bets', {
              token,
              game: task.game,
              roundId,
              amount: STAKE_MINOR,
              ...(auto === null ? {} : { autoCashOut: auto }),
            });
            const code =
              answer.status === 200
                ? null
                : ((JSON.parse(answer.body || '{}') as { error?: { code?: string } }).error?.code ?? null);
            bets.push({ roundId, sentAt, bettingEndsAt, status: answer.status, code, latencyMs: Date.now() - sentAt });
            if (answer.status !== 200 || auto !== null) return;
            const at = bettingEndsAt + crashElapsedFor(manualTarget);
            await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
            const cash = await post('/cashout', { token, game: task.game, roundId });
            // 409 round_crashed, or 404 once the round-end job has settled the round: the crash came first.
            if (cash.status === 200) cashOuts.ok += 1;
            else if (cash.status === 409 || cash.status === 404) cashOuts.refused += 1;
            else cashOuts.failed += 1;
          }),
        );
      });
    }
  });
}
