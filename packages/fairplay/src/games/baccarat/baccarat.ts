import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { ratio, ZERO_MULTIPLIER, type Ratio } from '../../ratio';
import { cardAt, DECK_SIZE, type Card, type CardRank } from '../cards';
import { expectRecord } from '../params';

/**
 * Punto banco baccarat, one coup per round, from a fresh eight-deck shoe: card i of the round
 * takes slot floor(f_i x (416 - i)) among the slots still in the shoe (slot s is card s mod 52 of
 * cards.ts's published order), one float per card, dealt player, banker, player, banker, then the
 * player's third card and the banker's third card when the tableau asks for them (4 to 6 floats).
 *
 * Bets: player pays 1:1, banker 0.95:1 (the 5% commission), tie 8:1; a tie returns the player
 * and banker bets (a push). Several bets may ride on one coup. Exact RTPs (baccaratRtp, by
 * enumerating every deal of the shoe): banker 98.942%, player 98.765%, tie 85.640% (the house edges 1.06%, 1.24% and 14.36%).
 */
export const BACCARAT_DECKS = 8;
export const BACCARAT_SHOE_SIZE = BACCARAT_DECKS * DECK_SIZE;
export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratWinner = BaccaratBetType;

/**
 * What one unit staked returns (stake included), in twentieths: a banker win 1.95 = 39/20, so
 * every payout is an exact integer ratio.
 */
export const BACCARAT_RETURN_TWENTIETHS: Readonly<Record<BaccaratBetType, Readonly<Record<BaccaratWinner, number>>>> = {
  player: { player: 40, banker: 0, tie: 20 },
  banker: { player: 0, banker: 39, tie: 20 },
  tie: { player: 0, banker: 0, tie: 180 },
};
const TWENTIETHS = 20;

/** The published RTPs, rounded down to the basis point from the exact figures; the lobby shows the banker bet's. */
export const BACCARAT_RTP: Readonly<Record<BaccaratBetType, number>> = { banker: 0.9894, player: 0.9876, tie: 0.8564 };
export const BACCARAT_PUBLISHED_RTP = BACCARAT_RTP.banker;
/** A bet is at most this many units (minor units on the server): the payout stays a safe integer. */
export const BACCARAT_MAX_AMOUNT = 1_000_000_000_000;

export interface BaccaratBet {
  readonly type: BaccaratBetType;
  /** A positive integer in the caller's unit (minor units on the server). */
  readonly amount: number;
}

export interface BaccaratParams {
  /** One to three bets, at most one per type, in the order player, banker, tie. */
  readonly bets: readonly BaccaratBet[];
}

export interface BaccaratBetResult extends BaccaratBet {
  /** 'push' when a tie returned a player or banker bet. */
  readonly result: 'win' | 'push' | 'lose';
  /** What the bet returns in the bet's unit, stake included, floored (a banker win on 1 returns 1). */
  readonly returned: number;
}

export interface BaccaratOutcome {
  /** In the order dealt to each side: two or three cards. */
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  /** A two-card 8 or 9 on either side: nobody draws. */
  readonly natural: boolean;
  readonly winner: BaccaratWinner;
  readonly bets: readonly BaccaratBetResult[];
  readonly totalStake: number;
  readonly totalReturn: number;
  /** totalReturn / totalStake, exact (before the server floors the payout to the minor unit). */
  readonly multiplier: Ratio;
}

/** A card's baccarat value: ace 1, 2-9 as marked, tens and faces 0. */
export function baccaratCardValue(rank: CardRank): number {
  if (rank === 'A') return 1;
  if (rank === '10' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

export function baccaratTotal(cards: readonly Pick<Card, 'rank'>[]): number {
  return cards.reduce((sum, card) => sum + baccaratCardValue(card.rank), 0) % 10;
}

/** The player draws a third card on 0-5 (after no natural). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * The banker's tableau: without a player third card the banker draws on 0-5; otherwise on 0-2
 * always, 3 unless the player's third card is an 8, 4 against 2-7, 5 against 4-7, 6 against 6-7,
 * never on 7. `playerThird` is the third card's value (0-9) or null when the player stood.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** The coup on card values 0-9 in dealing order (the pure tableau; draws what it needs from `next`). */
export function dealCoupValues(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const total = (values: number[]) => values.reduce((a, b) => a + b, 0) % 10;
  if (total(player) >= 8 || total(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(total(player))) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(total(banker), playerThird)) banker.push(next());
  return { player, banker };
}

function expectAmount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > BACCARAT_MAX_AMOUNT) {
    throw new FairplayError(
      'baccarat_bet_invalid',
      `${field} must be a whole number from 1 to ${BACCARAT_MAX_AMOUNT}`,
      field,
    );
  }
  return value;
}

/** `{ bets: [{ type: 'banker', amount: 100 }, { type: 'tie', amount: 10 }] }`: one to three bets, one per type. */
export function parseBaccaratParams(input: unknown): BaccaratParams {
  const record = expectRecord(input);
  const { bets } = record;
  if (!Array.isArray(bets) || bets.length < 1 || bets.length > BACCARAT_BET_TYPES.length) {
    throw new FairplayError(
      'baccarat_bet_invalid',
      'bets must list one to three bets: player, banker and/or tie',
      'bets',
    );
  }
  const byType = new Map<BaccaratBetType, number>();
  bets.forEach((bet: unknown, index) => {
    const entry = expectRecord(bet, `bets.${index}`);
    const type = entry.type;
    if (typeof type !== 'string' || !(BACCARAT_BET_TYPES as readonly string[]).includes(type)) {
      throw new FairplayError(
        'baccarat_bet_invalid',
        `bets.${index}.type must be one of ${BACCARAT_BET_TYPES.join(', ')}`,
        `bets.${index}.type`,
      );
    }
    if (byType.has(type as BaccaratBetType))
      throw new FairplayError('baccarat_bet_invalid', `only one ${type} bet per coup`, `bets.${index}.type`);
    byType.set(type as BaccaratBetType, expectAmount(entry.amount, `bets.${index}.amount`));
  });
  const total = [...byType.values()].reduce((sum, amount) => sum + amount, 0);
  if (total > BACCARAT_MAX_AMOUNT)
    throw new FairplayError('baccarat_bet_invalid', `the bets may add up to ${BACCARAT_MAX_AMOUNT} at most`, 'bets');
  return {
    bets: BACCARAT_BET_TYPES.flatMap((type) =>
      byType.has(type) ? [{ type, amount: byType.get(type) as number }] : [],
    ),
  };
}

/** The sum of a coup's bets: what the round stakes. */
export function baccaratStake(params: BaccaratParams): number {
  return params.bets.reduce((sum, bet) => sum + bet.amount, 0);
}

/** An eight-deck shoe drawn lazily without replacement from the round's floats. */
function createBaccaratShoe(reader: FloatReader): () => Card {
  // The slots taken so far, ascending: position p among those left is slot p plus the taken slots at or before it.
  const taken: number[] = [];
  return () => {
    const position = pickIndex(reader.next(), BACCARAT_SHOE_SIZE - taken.length);
    if (!(position >= 0 && position < BACCARAT_SHOE_SIZE - taken.length))
      throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
    let slot = position;
    let index = 0;
    while (index < taken.length && (taken[index] as number) <= slot) {
      slot += 1;
      index += 1;
    }
    taken.splice(index, 0, slot);
    return cardAt(slot % DECK_SIZE);
  };
}

export function baccaratWinner(playerTotal: number, bankerTotal: number): BaccaratWinner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

/** Settles bets against a winner: each return floored to the bet's unit. */
export function settleBaccaratBets(
  bets: readonly BaccaratBet[],
  winner: BaccaratWinner,
): { bets: BaccaratBetResult[]; totalStake: number; totalReturn: number; multiplier: Ratio } {
  let twentieths = 0;
  const results = bets.map((bet): BaccaratBetResult => {
    const factor = BACCARAT_RETURN_TWENTIETHS[bet.type][winner];
    twentieths += bet.amount * factor;
    const result = factor === 0 ? 'lose' : factor === TWENTIETHS ? 'push' : 'win';
    return { ...bet, result, returned: Math.floor((bet.amount * factor) / TWENTIETHS) };
  });
  const totalStake = bets.reduce((sum, bet) => sum + bet.amount, 0);
  const totalReturn = results.reduce((sum, bet) => sum + bet.returned, 0);
  // The multiplier keeps the twentieths: the server floors the round's payout once, not per bet.
  const multiplier = twentieths === 0 ? ZERO_MULTIPLIER : ratio(twentieths, totalStake * TWENTIETHS);
  return { bets: results, totalStake, totalReturn, multiplier };
}

/** Deals one coup (4 to 6 floats) and settles the bets. */
export function baccaratOutcome(reader: FloatReader, params: BaccaratParams): BaccaratOutcome {
  const draw = createBaccaratShoe(reader);
  const cards: Card[] = [];
  const values = dealCoupValues(() => {
    const card = draw();
    cards.push(card);
    return baccaratCardValue(card.rank);
  });
  // Cards were drawn in the order P, B, P, B, then P3 (if any), then B3 (if any).
  const player = [cards[0], cards[2]] as Card[];
  const banker = [cards[1], cards[3]] as Card[];
  const playerThird = values.player.length === 3;
  if (playerThird) player.push(cards[4] as Card);
  if (values.banker.length === 3) banker.push(cards[playerThird ? 5 : 4] as Card);
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner = baccaratWinner(playerTotal, bankerTotal);
  const natural = player.length === 2 && banker.length === 2 && (playerTotal >= 8 || bankerTotal >= 8);
  return { player, banker, playerTotal, bankerTotal, natural, winner, ...settleBaccaratBets(params.bets, winner) };
}

export interface BaccaratOdds {
  /** Ways (ordered deals of the shoe, all scaled to six cards) each side wins: exact integers. */
  readonly player: number;
  readonly banker: number;
  readonly tie: number;
  readonly total: number;
}

/**
 * The exact chances of a coup from a full eight-deck shoe, by walking every ordered deal of card
 * values (0 has 128 cards, 1-9 have 32 each), weighting each by the falling counts of the shoe and
 * scaling deals of four or five cards to six. Every count is below 416^6 < 2^53, so exact.
 */
export function baccaratOdds(): BaccaratOdds {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * BACCARAT_DECKS);
  const wins = { player: 0, banker: 0, tie: 0 };
  let total = 0;
  // Walks the tableau with an explicit list of the values dealt so far.
  const visit = (dealt: number[], weight: number, left: number) => {
    // Replays the tableau on `dealt` and asks for one more card when it needs one.
    let index = 0;
    let short = false;
    const next = () => {
      const value = dealt[index];
      index += 1;
      if (value === undefined) {
        short = true;
        return 0;
      }
      return value;
    };
    const coup = dealCoupValues(next);
    if (short) {
      for (let value = 0; value < 10; value += 1) {
        const count = counts[value] as number;
        if (count === 0) continue;
        counts[value] = count - 1;
        visit([...dealt, value], weight * count, left - 1);
        counts[value] = count;
      }
      return;
    }
    // Scale to six cards: the cards not dealt could be any of those left.
    let scaled = weight;
    for (let k = dealt.length; k < 6; k += 1) scaled *= left - (k - dealt.length);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0) % 10;
    wins[baccaratWinner(sum(coup.player), sum(coup.banker))] += scaled;
    total += scaled;
  };
  visit([], 1, BACCARAT_SHOE_SIZE);
  return { ...wins, total };
}

/**
 * baccaratOdds() of the eight-deck shoe, written out (the walk takes seconds; the tests check it
 * gives these, the published combinatorial counts of eight-deck punto banco).
 */
export const BACCARAT_SHOE_ODDS: BaccaratOdds = {
  player: 2_230_518_282_592_256,
  banker: 2_292_252_566_437_888,
  tie: 475_627_426_473_216,
  total: 4_998_398_275_503_360,
};

/**
 * The exact RTP of each bet as a fraction (numerator / denominator, bigint) and its double.
 * Banker: (P(banker) x 1.95 + P(tie)); player: (P(player) x 2 + P(tie)); tie: P(tie) x 9.
 */
export function baccaratRtp(
  odds: BaccaratOdds = BACCARAT_SHOE_ODDS,
): Readonly<Record<BaccaratBetType, { numerator: bigint; denominator: bigint; rtp: number }>> {
  const denominator = BigInt(odds.total) * BigInt(TWENTIETHS);
  const rtpOf = (type: BaccaratBetType) => {
    const table = BACCARAT_RETURN_TWENTIETHS[type];
    const numerator =
      BigInt(odds.player) * BigInt(table.player) +
      BigInt(odds.banker) * BigInt(table.banker) +
      BigInt(odds.tie) * BigInt(table.tie);
    return { numerator, denominator, rtp: Number((numerator * 1_000_000_000_000n) / denominator) / 1e12 };
  };
  return { player: rtpOf('player'), banker: rtpOf('banker'), tie: rtpOf('tie') };
}
