import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { payoutMinor, ratio, type Ratio } from '../../ratio';
import { cardAt, DECK_SIZE, type Card, type CardRank } from '../cards';
import { expectOneOf, expectRecord } from '../params';

/**
 * Blackjack against the dealer, one seat, a fresh six-deck shoe every round. Cards are drawn
 * from the shoe without replacement: card i of the round takes slot floor(f_i x (312 - i)) among
 * the slots still in the shoe (slot s is card s mod 52 of cards.ts's published order), one float
 * per card, in the order they are dealt: player, dealer up card, player, dealer hole card, then
 * as the actions ask.
 * The server keeps no secret but the seeds: it replays the actions on the seeds to go on, and so
 * can any verifier.
 */
export const BLACKJACK_RULES = {
  decks: 6,
  /** The dealer stands on every 17, soft ones included (S17). */
  dealerStandsOnSoft17: true,
  /** A natural pays 3:2. */
  blackjackPays: { numerator: 3, denominator: 2 },
  /** Insurance costs half the bet (floored to the minor unit) and pays 2:1. */
  insurancePays: 2,
  /** The dealer checks for blackjack under an ace or a ten before the player acts. */
  dealerPeeks: true,
  /** Double down on any first two cards, after a split too. */
  doubleOnAnyTwo: true,
  doubleAfterSplit: true,
  /** Two cards of the same rank split once (into two hands). */
  maxSplitHands: 2,
  /** Split aces take one card each; 21 after a split is not a blackjack. */
  splitAcesOneCard: true,
  surrender: false,
} as const;

export const BLACKJACK_SHOE_SIZE = BLACKJACK_RULES.decks * DECK_SIZE;

export type BlackjackParams = Readonly<Record<string, never>>;

export const BLACKJACK_ACTION_TYPES = ['hit', 'stand', 'double', 'split', 'insurance', 'no_insurance'] as const;
export type BlackjackActionType = (typeof BLACKJACK_ACTION_TYPES)[number];
export interface BlackjackAction {
  readonly type: BlackjackActionType;
}

export const BLACKJACK_PHASES = ['insurance', 'player', 'finished'] as const;
export type BlackjackPhase = (typeof BLACKJACK_PHASES)[number];

export type BlackjackHandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  readonly cards: readonly Card[];
  /** Doubled: the hand carries two bets and took exactly one more card. */
  readonly doubled: boolean;
  /** Came from a split (its 21 is not a blackjack). */
  readonly split: boolean;
  /** No more cards: stood, doubled, busted, reached 21, or a split ace. */
  readonly done: boolean;
  /** Once the round is over. */
  readonly result: BlackjackHandResult | null;
  /** What the hand returns in half bets once settled (a win on one bet: 4; a natural: 5). */
  readonly payoutHalves: number;
}

export interface BlackjackState {
  readonly phase: BlackjackPhase;
  readonly hands: readonly BlackjackHand[];
  /** The hand the player acts on while phase is 'player'. */
  readonly activeHand: number;
  /** The up card first, then the hole card and the dealer's draws. Send blackjackPublicView to the player. */
  readonly dealer: readonly Card[];
  /** Null until offered and answered; true when the player took it. */
  readonly insured: boolean | null;
  readonly dealerBlackjack: boolean;
  /** The main bets' multiplier on the bet, in half bets (denominator 2); insurance is apart (blackjackWinMinor). */
  readonly multiplier: Ratio;
}

/** The value of a card: 2-10 as marked, faces 10, an ace 1 (soft totals add 10 once). */
export function blackjackCardValue(rank: CardRank): number {
  if (rank === 'A') return 1;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/** The best total of some cards and whether it counts an ace as 11. */
export function blackjackTotal(cards: readonly Pick<Card, 'rank'>[]): {
  readonly total: number;
  readonly soft: boolean;
} {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += blackjackCardValue(card.rank);
    if (card.rank === 'A') aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export function isNatural(cards: readonly Pick<Card, 'rank'>[]): boolean {
  return cards.length === 2 && blackjackTotal(cards).total === 21;
}

/** A lazily drawn six-deck shoe over the round's floats. */
export interface Shoe {
  draw(): Card;
}

export function createShoe(reader: FloatReader): Shoe {
  const slots = Array.from({ length: BLACKJACK_SHOE_SIZE }, (_, slot) => slot);
  return {
    draw() {
      if (slots.length === 0) throw new FairplayError('floats_exhausted', 'the shoe is empty');
      const [slot] = slots.splice(pickIndex(reader.next(), slots.length), 1);
      if (slot === undefined) throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
      return cardAt(slot % DECK_SIZE);
    },
  };
}

export function parseBlackjackParams(input: unknown): BlackjackParams {
  expectRecord(input ?? {});
  return {};
}

export function parseBlackjackAction(input: unknown): BlackjackAction {
  const record = expectRecord(input, 'action');
  return { type: expectOneOf(record.type, BLACKJACK_ACTION_TYPES, 'type', 'invalid_action') };
}

const newHand = (cards: readonly Card[], split: boolean): BlackjackHand => ({
  cards,
  doubled: false,
  split,
  done: false,
  result: null,
  payoutHalves: 0,
});

const notAllowed = (message: string) => new FairplayError('blackjack_action_not_allowed', message, 'type');

/** Deals the round: two cards each, the dealer's second face down. */
export function startBlackjack(shoe: Shoe): BlackjackState {
  const first = shoe.draw();
  const up = shoe.draw();
  const second = shoe.draw();
  const hole = shoe.draw();
  const state: BlackjackState = {
    phase: 'player',
    hands: [newHand([first, second], false)],
    activeHand: 0,
    dealer: [up, hole],
    insured: null,
    dealerBlackjack: isNatural([up, hole]),
    multiplier: ratio(0, 2),
  };
  if (up.rank === 'A') return { ...state, phase: 'insurance' };
  return afterPeek(state, shoe);
}

/** The dealer has looked at the hole card: a dealer or player natural ends the round at once. */
function afterPeek(state: BlackjackState, shoe: Shoe): BlackjackState {
  const [hand] = state.hands;
  if (state.dealerBlackjack || (hand && isNatural(hand.cards)))
    return settle({ ...state, hands: state.hands.map((h) => ({ ...h, done: true })) });
  return advance(state, shoe);
}

/**
 * Moves to the next hand that needs the player, or lets the dealer play when none does. The
 * second hand of a split takes its second card here, when its turn comes; a hand at 21 stands.
 */
function advance(state: BlackjackState, shoe: Shoe): BlackjackState {
  const hands = [...state.hands];
  for (let index = 0; index < hands.length; index += 1) {
    let hand = hands[index] as BlackjackHand;
    if (hand.done) continue;
    if (hand.cards.length === 1) hand = { ...hand, cards: [...hand.cards, shoe.draw()] };
    if (blackjackTotal(hand.cards).total >= 21) hand = { ...hand, done: true };
    hands[index] = hand;
    if (!hand.done) return { ...state, hands, activeHand: index, phase: 'player' };
  }
  return settle(dealerPlays({ ...state, hands }, shoe));
}

function dealerPlays(state: BlackjackState, shoe: Shoe): BlackjackState {
  // Every hand bust: the dealer only turns the hole card.
  if (state.hands.every((hand) => blackjackTotal(hand.cards).total > 21)) return state;
  const dealer = [...state.dealer];
  // S17: the dealer draws to 16 and stands on every 17, soft or hard.
  while (blackjackTotal(dealer).total < 17) dealer.push(shoe.draw());
  return { ...state, dealer };
}

function settle(state: BlackjackState): BlackjackState {
  const dealerTotal = blackjackTotal(state.dealer).total;
  const hands = state.hands.map((hand): BlackjackHand => {
    const bets = hand.doubled ? 2 : 1;
    const natural = !hand.split && isNatural(hand.cards);
    const total = blackjackTotal(hand.cards).total;
    let result: BlackjackHandResult;
    if (state.dealerBlackjack) result = natural ? 'push' : 'lose';
    else if (natural) result = 'blackjack';
    else if (total > 21) result = 'bust';
    else if (dealerTotal > 21 || total > dealerTotal) result = 'win';
    else if (total === dealerTotal) result = 'push';
    else result = 'lose';
    const payoutHalves = result === 'blackjack' ? 5 : result === 'win' ? 4 * bets : result === 'push' ? 2 * bets : 0;
    return { ...hand, done: true, result, payoutHalves };
  });
  const halves = hands.reduce((sum, hand) => sum + hand.payoutHalves, 0);
  return { ...state, hands, phase: 'finished', multiplier: ratio(halves, 2) };
}

/** What the player may do now (the client's buttons; any other action is refused). */
export function blackjackAllowedActions(state: BlackjackState): BlackjackActionType[] {
  if (state.phase === 'insurance') return ['insurance', 'no_insurance'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.activeHand];
  if (!hand || hand.done) return [];
  const actions: BlackjackActionType[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  const [a, b] = hand.cards;
  if (hand.cards.length === 2 && a && b && a.rank === b.rank && state.hands.length < BLACKJACK_RULES.maxSplitHands)
    actions.push('split');
  return actions;
}

/** One action; draws from the shoe what it needs (the shoe must have dealt this state). */
export function actBlackjack(state: BlackjackState, action: BlackjackAction, shoe: Shoe): BlackjackState {
  if (state.phase === 'finished') throw new FairplayError('game_round_finished', 'the round is over');
  if (!blackjackAllowedActions(state).includes(action.type)) {
    throw state.phase === 'insurance'
      ? notAllowed('the dealer shows an ace: take insurance or decline it first')
      : notAllowed(`${action.type.replace('_', ' ')} is not possible on this hand`);
  }
  if (action.type === 'insurance' || action.type === 'no_insurance') {
    return afterPeek({ ...state, insured: action.type === 'insurance', phase: 'player' }, shoe);
  }
  const index = state.activeHand;
  const hand = state.hands[index] as BlackjackHand;
  const replace = (...replacement: BlackjackHand[]) => [
    ...state.hands.slice(0, index),
    ...replacement,
    ...state.hands.slice(index + 1),
  ];
  switch (action.type) {
    case 'stand':
      return advance({ ...state, hands: replace({ ...hand, done: true }) }, shoe);
    case 'hit':
      return advance({ ...state, hands: replace({ ...hand, cards: [...hand.cards, shoe.draw()] }) }, shoe);
    case 'double':
      return advance(
        { ...state, hands: replace({ ...hand, cards: [...hand.cards, shoe.draw()], doubled: true, done: true }) },
        shoe,
      );
    case 'split': {
      const [a, b] = hand.cards as [Card, Card];
      // Each new hand takes its second card in turn: the first hand's now, the second's when the first is done.
      const firstHand = newHand([a, shoe.draw()], true);
      const aces = a.rank === 'A';
      if (aces) {
        const secondHand = newHand([b, shoe.draw()], true);
        return advance({ ...state, hands: replace({ ...firstHand, done: true }, { ...secondHand, done: true }) }, shoe);
      }
      return advance({ ...state, hands: replace(firstHand, newHand([b], true)) }, shoe);
    }
    default:
      throw new FairplayError('invalid_action', `unknown action ${String(action.type)}`, 'type');
  }
}

/** Deals, then replays the actions: how the server goes on with a round and a verifier checks it. */
export function replayBlackjack(
  reader: FloatReader,
  _params: BlackjackParams,
  actions: readonly BlackjackAction[],
): BlackjackState {
  const shoe = createShoe(reader);
  return actions.reduce((state, action) => actBlackjack(state, action, shoe), startBlackjack(shoe));
}

/** What the player sees: the hole card (null) and whether the dealer has blackjack stay hidden until the round is over. */
export type BlackjackPublicState = Omit<BlackjackState, 'dealer' | 'dealerBlackjack'> & {
  readonly dealer: readonly (Card | null)[];
  readonly dealerBlackjack: boolean | null;
};

/** The dealer's hole card stays face down until the round is over. */
export function blackjackPublicView(state: BlackjackState): BlackjackPublicState {
  if (state.phase === 'finished') return state;
  return { ...state, dealer: state.dealer.map((card, index) => (index === 1 ? null : card)), dealerBlackjack: null };
}

/** Bets the round's main hands carry: one per hand, two on a doubled one. */
export function blackjackMainBets(state: Pick<BlackjackState, 'hands'>): number {
  return state.hands.reduce((sum, hand) => sum + (hand.doubled ? 2 : 1), 0);
}

/** The insurance stake: half the bet, floored to the minor unit. */
export function blackjackInsuranceStake(bet: bigint): bigint {
  return bet / 2n;
}

/** Everything the round staked, in minor units: the bet per main bet, and the insurance. */
export function blackjackStakedMinor(bet: bigint, state: Pick<BlackjackState, 'hands' | 'insured'>): bigint {
  return bet * BigInt(blackjackMainBets(state)) + (state.insured ? blackjackInsuranceStake(bet) : 0n);
}

/** What the round pays back, in minor units: main hands (floored) plus a won insurance (stake x 3). */
export function blackjackWinMinor(
  bet: bigint,
  state: Pick<BlackjackState, 'multiplier' | 'insured' | 'dealerBlackjack'>,
): bigint {
  const insurance =
    state.insured && state.dealerBlackjack
      ? blackjackInsuranceStake(bet) * BigInt(BLACKJACK_RULES.insurancePays + 1)
      : 0n;
  return payoutMinor(bet, state.multiplier) + insurance;
}
