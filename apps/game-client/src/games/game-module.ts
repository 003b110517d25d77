/**
 * What the shell gives a game and what a game gives back. A game draws its own board and
 * controls; the shell owns the money (bet field, balance), the seeds and the errors, so every game
 * shows them the same way.
 */
import type { ActionBody, ClientGameKind, Round, RoundReply, Session } from '../api/provider-types';
import type { CurrencyUnit } from '../lib/money';

export interface PlayOptions<K extends ClientGameKind> {
  /** The stake when it is not the bet field's (roulette: the sum of the chips). */
  readonly bet?: number;
  /** Shows the result; the balance and the seeds update once it resolves, as the player sees the result. */
  readonly reveal?: (reply: RoundReply<K>) => Promise<void> | void;
}

export interface GameContext {
  readonly session: Session;
  readonly currency: CurrencyUnit;
  /** The bet field's amount in minor units, checked; null (and the reason shown) when it is not valid. */
  readBet(): number | null;
  /** The bet field's amount if it parses, unjudged: for live figures such as 'payout on win'. */
  peekBet(): number | null;
  onBetChange(listener: () => void): void;
  /** Plays a round; null when it failed (the error is shown). Calls are refused while one is in flight. */
  play<K extends ClientGameKind>(params: unknown, options?: PlayOptions<K>): Promise<RoundReply<K> | null>;
  /** A step of a multi-step round (mines, blackjack, hilo). */
  act<K extends ClientGameKind>(
    round: Round<K>,
    action: ActionBody,
    options?: PlayOptions<K>,
  ): Promise<RoundReply<K> | null>;
  /** Locks the bet field and the seed rotation while a multi-step round is open. */
  setRoundOpen(open: boolean): void;
  showError(message: string): void;
  clearError(): void;
  formatMoney(amountMinor: number): string;
}

export interface GameView {
  /** The board: what the round shows. */
  readonly stage: HTMLElement;
  /** The game's own inputs and its play button, placed under the bet field. */
  readonly controls: HTMLElement;
  /** Extra tabs of the game (the slot's paytable), shown beside the fairness panel. */
  readonly extras?: readonly HTMLElement[];
}

export type GameModule = (context: GameContext) => GameView;
