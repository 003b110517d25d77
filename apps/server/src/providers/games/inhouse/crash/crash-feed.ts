import { crashElapsedFor, crashPayoutMinor } from '@casino/fairplay';
import { crashChannel, type CrashBetView, type CrashPush, type CrashRoundView } from '@casino/shared';

/** Bets and cash-outs of a room go out together at most this often: one push per tick, not one per bet per viewer. */
export const CRASH_BETS_PUSH_MS = 200;

/** What the feed needs of a round: its timeline and its secret (sent only once it has crashed). */
export interface CrashFeedRound {
  readonly id: string;
  readonly gameId: string;
  readonly number: number;
  readonly bettingEndsAt: Date;
  readonly crashAt: Date;
  readonly crashPoint: number;
  readonly hash: string;
  readonly status: string;
}

/** A bet waiting for its auto cash-out target, as the round's players see it. */
export interface CrashAutoBet {
  readonly bet: CrashBetView;
  readonly amount: bigint;
  readonly target: number;
}

export interface CrashFeedOptions {
  /** Sends a push now to every node's subscribers (the broker): for what follows from the clock, not a database change. */
  readonly publish: (channel: string, data: CrashPush) => Promise<void>;
  readonly now: () => number;
  /** The round as a client sees it at a moment (the crash service's view). */
  readonly view: (round: CrashFeedRound, now: number) => CrashRoundView;
  /** The round's bets still open with an auto cash-out target (read once, at the launch: bets are closed then). */
  readonly autoBets: (roundId: string) => Promise<CrashAutoBet[]>;
  readonly onError: (error: unknown, what: string) => void;
}

interface Watched {
  readonly identity: string;
  readonly round: CrashFeedRound;
  launched: boolean;
  /** Auto cash-outs still to show, in the order the curve reaches them (loaded at the launch). */
  autos: { readonly at: number; readonly bet: CrashBetView }[];
  /** Bets cashed out by hand meanwhile: their auto target is not shown again. */
  readonly cashedOut: Set<string>;
}

/**
 * The live side of a crash room: what happens on the clock, pushed when it happens. A round's
 * opening is a database change and goes through the outbox with the round (crash-service.ts);
 * the launch, the auto cash-outs the curve reaches and the crash follow from the round's
 * timeline alone, so the node that opened the round (or found it at start-up) pushes them at
 * their moment on a timer. Bets and cash-outs are pushed after their transaction commits,
 * gathered per room for CRASH_BETS_PUSH_MS. A push lost with a node is no loss of state: a
 * client reads the round again after it reconnects, and every opening carries the last crash.
 */
export class CrashFeed {
  private readonly watched = new Map<string, Watched>();
  private readonly pendingBets = new Map<string, { roundId: string; bets: Map<string, CrashBetView> }>();
  private timer: NodeJS.Timeout | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: CrashFeedOptions) {}

  /** A round of the game is open (committed): its launch, auto cash-outs and crash are pushed at their time. */
  watch(identity: string, round: CrashFeedRound): void {
    if (this.stopped || round.status !== 'open') return;
    const current = this.watched.get(round.gameId);
    if (current?.round.id === round.id) return;
    this.watched.set(round.gameId, { identity, round, launched: false, autos: [], cashedOut: new Set() });
    this.schedule();
  }

  isWatching(roundId: string): boolean {
    for (const entry of this.watched.values()) if (entry.round.id === roundId) return true;
    return false;
  }

  /** A bet taken or cashed out (committed): it reaches the room with the next batch. */
  betChanged(identity: string, roundId: string, bet: CrashBetView): void {
    if (this.stopped) return;
    const publicBet: CrashBetView = { ...bet, autoCashOut: null, mine: false };
    if (bet.status === 'cashed_out')
      for (const entry of this.watched.values()) if (entry.round.id === roundId) entry.cashedOut.add(bet.id);
    let pending = this.pendingBets.get(identity);
    if (pending && pending.roundId !== roundId) {
      this.flush(identity);
      pending = undefined;
    }
    if (!pending) this.pendingBets.set(identity, (pending = { roundId, bets: new Map() }));
    pending.bets.set(bet.id, publicBet);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = undefined;
      for (const key of [...this.pendingBets.keys()]) this.flush(key);
    }, CRASH_BETS_PUSH_MS);
    this.flushTimer.unref();
  }

  /** Pushes whatever is due by the clock (the timers call it; tests with a clock moved by hand too). */
  tick(): void {
    const now = this.options.now();
    for (const [gameId, entry] of [...this.watched]) {
      const { round, identity } = entry;
      if (!entry.launched && now >= round.bettingEndsAt.getTime()) {
        entry.launched = true;
        this.send(identity, {
          type: 'flight',
          serverTime: now,
          round: this.options.view(round, Math.min(now, round.crashAt.getTime() - 1)),
        });
        // Read beside the timer, never in its way: a busy database must not hold the crash back.
        void this.loadAutos(entry);
      }
      const at = this.options.now();
      while (entry.autos.length > 0 && (entry.autos[0]?.at ?? Infinity) <= at) {
        const auto = entry.autos.shift();
        if (auto && !entry.cashedOut.has(auto.bet.id)) this.betChanged(identity, round.id, auto.bet);
      }
      if (at >= round.crashAt.getTime()) {
        this.watched.delete(gameId);
        // The room's last bets of the round before its crash.
        this.flush(identity);
        this.send(identity, {
          type: 'crashed',
          serverTime: at,
          round: this.options.view({ ...round, status: 'crashed' }, at),
        });
      }
    }
    this.schedule();
  }

  /** The round's auto cash-outs, in the order the curve reaches them; those already passed go out at the next tick. */
  private async loadAutos(entry: Watched): Promise<void> {
    const { round } = entry;
    try {
      const autos = (await this.options.autoBets(round.id))
        .filter((auto) => auto.target <= round.crashPoint)
        .map((auto) => ({
          at: round.bettingEndsAt.getTime() + crashElapsedFor(auto.target),
          bet: {
            ...auto.bet,
            status: 'cashed_out' as const,
            cashedOutAt: auto.target,
            win: Number(crashPayoutMinor(auto.amount, auto.target)),
          },
        }))
        .sort((a, b) => a.at - b.at);
      if (this.watched.get(round.gameId) !== entry) return;
      entry.autos = autos;
      this.tick();
    } catch (error) {
      this.options.onError(error, 'reading the auto cash-outs of a crash round');
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.flushTimer);
    this.watched.clear();
    this.pendingBets.clear();
  }

  private flush(identity: string): void {
    const pending = this.pendingBets.get(identity);
    if (!pending) return;
    this.pendingBets.delete(identity);
    if (pending.bets.size === 0) return;
    this.send(identity, {
      type: 'bets',
      serverTime: this.options.now(),
      roundId: pending.roundId,
      bets: [...pending.bets.values()],
    });
  }

  private send(identity: string, push: CrashPush): void {
    this.options
      .publish(crashChannel(identity), push)
      .catch((error: unknown) => this.options.onError(error, `pushing a crash ${push.type}`));
  }

  /** One timer for every room: at the next launch, auto cash-out or crash. */
  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.stopped || this.watched.size === 0) return;
    let next = Infinity;
    for (const entry of this.watched.values()) {
      next = Math.min(
        next,
        entry.launched ? entry.round.crashAt.getTime() : entry.round.bettingEndsAt.getTime(),
        entry.autos[0]?.at ?? Infinity,
      );
    }
    const delay = Math.max(0, Math.min(next - this.options.now(), 2_147_483_647));
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick();
    }, delay);
    this.timer.unref();
  }
}
