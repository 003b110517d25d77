import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../../rng/floats';
import { payoutMinor } from '../../ratio';
import { cardAt, CARD_RANKS, CARD_SUITS } from '../cards';
import { playGame } from '../registry';
import {
  baccaratCardValue,
  baccaratOdds,
  baccaratOutcome,
  baccaratRtp,
  baccaratTotal,
  bankerDraws,
  parseBaccaratParams,
  BACCARAT_PUBLISHED_RTP,
  BACCARAT_SHOE_ODDS,
  BACCARAT_RTP,
  BACCARAT_SHOE_SIZE,
} from './baccarat';

/** The card index (cards.ts order) of a rank, in diamonds. */
const card = (rank: (typeof CARD_RANKS)[number]) => CARD_RANKS.indexOf(rank) * CARD_SUITS.length;

/** Floats that deal these cards (card indices) from the top of the eight-deck shoe, taking each from the first deck. */
function floatsFor(cards: readonly number[]): number[] {
  const taken: number[] = [];
  return cards.map((index, i) => {
    if (taken.includes(index)) throw new Error('use another suit for a repeated card');
    const position = index - taken.filter((slot) => slot < index).length;
    taken.push(index);
    return (position + 0.5) / (BACCARAT_SHOE_SIZE - i);
  });
}

const banker100 = parseBaccaratParams({ bets: [{ type: 'banker', amount: 100 }] });
const allThree = parseBaccaratParams({
  bets: [
    { type: 'tie', amount: 10 },
    { type: 'player', amount: 100 },
    { type: 'banker', amount: 50 },
  ],
});

describe('baccarat cards and totals', () => {
  it('counts aces 1, tens and faces 0, and keeps the last digit', () => {
    expect(CARD_RANKS.map(baccaratCardValue)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 1]);
    expect(baccaratTotal([cardAt(card('9')), cardAt(card('8'))])).toBe(7);
    expect(baccaratTotal([cardAt(card('K')), cardAt(card('A')), cardAt(card('10'))])).toBe(1);
  });

  it('follows the banker tableau against each player third card', () => {
    // Rows: banker total 0..7; columns: player third card 0..9; then the column when the player stood.
    const table = [0, 1, 2, 3, 4, 5, 6, 7].map((total) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((third) => (bankerDraws(total, third) ? 'D' : 'S')).join(''),
    );
    expect(table).toEqual([
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD', // 3: stands only against an 8
      'SSDDDDDDSS', // 4: draws against 2-7
      'SSSSDDDDSS', // 5: draws against 4-7
      'SSSSSSDDSS', // 6: draws against 6-7
      'SSSSSSSSSS',
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('a baccarat coup', () => {
  it('stops at a natural: player 9 against banker 7, four cards', () => {
    const reader = createFloatReader(floatsFor([card('4'), card('3'), card('5'), card('4') + 1]));
    const outcome = baccaratOutcome(reader, banker100);
    expect(outcome.player.map((c) => c.label)).toEqual(['♦4', '♦5']);
    expect(outcome.banker.map((c) => c.label)).toEqual(['♦3', '♥4']);
    expect(outcome).toMatchObject({
      playerTotal: 9,
      bankerTotal: 7,
      natural: true,
      winner: 'player',
      totalStake: 100,
      totalReturn: 0,
    });
    expect(outcome.multiplier.numerator).toBe(0);
    expect(reader.consumed).toBe(4);
  });

  it('deals the player a third card on 5 and the banker stands on 3 against an 8', () => {
    // Player 2+3 = 5 draws an 8 -> 3; banker K+3 = 3 stands against an 8: a tie at 3.
    const reader = createFloatReader(floatsFor([card('2'), card('K'), card('3'), card('3') + 1, card('8')]));
    const outcome = baccaratOutcome(reader, allThree);
    expect(outcome.player).toHaveLength(3);
    expect(outcome.banker).toHaveLength(2);
    expect(outcome).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie', natural: false });
    // Tie pays 8:1 (10 -> 90); player and banker bets push (100 and 50 back).
    expect(outcome.bets).toEqual([
      { type: 'player', amount: 100, result: 'push', returned: 100 },
      { type: 'banker', amount: 50, result: 'push', returned: 50 },
      { type: 'tie', amount: 10, result: 'win', returned: 90 },
    ]);
    expect(outcome.totalReturn).toBe(240);
    expect(payoutMinor(160n, outcome.multiplier)).toBe(240n);
    expect(reader.consumed).toBe(5);
  });

  it('lets the banker draw after the player, six cards, and pays a banker win 0.95:1', () => {
    // Player A+2 = 3 draws a 4 -> 7; banker 10+4 = 4 draws against a 4: draws a 5 -> 9. Banker wins.
    const reader = createFloatReader(
      floatsFor([card('A'), card('10'), card('2'), card('4'), card('4') + 1, card('5')]),
    );
    const outcome = baccaratOutcome(reader, banker100);
    expect(outcome).toMatchObject({ playerTotal: 7, bankerTotal: 9, winner: 'banker' });
    expect(outcome.banker.map((c) => c.label)).toEqual(['♦10', '♦4', '♦5']);
    expect(outcome.bets).toEqual([{ type: 'banker', amount: 100, result: 'win', returned: 195 }]);
    expect(payoutMinor(100n, outcome.multiplier)).toBe(195n);
    expect(reader.consumed).toBe(6);
  });

  it('keeps the commission exact: the payout is floored once on the whole stake', () => {
    const outcome = baccaratOutcome(
      createFloatReader(floatsFor([card('A'), card('10'), card('2'), card('4'), card('4') + 1, card('5')])),
      parseBaccaratParams({ bets: [{ type: 'banker', amount: 3 }] }),
    );
    expect(outcome.multiplier).toEqual({ numerator: 117, denominator: 60 });
    expect(payoutMinor(3n, outcome.multiplier)).toBe(5n); // 5.85 floored
    expect(outcome.bets[0]?.returned).toBe(5);
  });

  it('draws slot floor(f x (416 - i)) among the slots left, as the public description says', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const floats = Array.from({ length: 6 }, (_, i) => Math.abs(Math.sin(seed * 91.7 + i * 17.3) * 10_000) % 1);
      const slots = Array.from({ length: BACCARAT_SHOE_SIZE }, (_, slot) => slot);
      const reference = floats.map((f) => (slots.splice(Math.floor(f * slots.length), 1)[0] as number) % 52);
      const outcome = baccaratOutcome(createFloatReader(floats), banker100);
      const dealt = [
        outcome.player[0],
        outcome.banker[0],
        outcome.player[1],
        outcome.banker[1],
        ...outcome.player.slice(2),
        ...outcome.banker.slice(2),
      ];
      expect(dealt.map((c) => c?.index)).toEqual(reference.slice(0, dealt.length));
    }
  });

  it('plays through the registry with the bets in a fixed order', () => {
    const floats = floatsFor([card('4'), card('3'), card('5'), card('4') + 1]);
    const outcome = playGame('baccarat', createFloatReader(floats), allThree);
    expect(outcome.bets.map((bet) => bet.type)).toEqual(['player', 'banker', 'tie']);
    // Player wins: 100 -> 200; banker and tie lose.
    expect(outcome).toMatchObject({ totalStake: 160, totalReturn: 200 });
  });

  it('refuses bad bets with a clear error naming the field', () => {
    const bad: [unknown, string][] = [
      [{}, 'bets'],
      [{ bets: [] }, 'bets'],
      [{ bets: 'banker' }, 'bets'],
      [{ bets: [{ type: 'dragon', amount: 1 }] }, 'bets.0.type'],
      [{ bets: [{ type: 'banker', amount: 0 }] }, 'bets.0.amount'],
      [{ bets: [{ type: 'banker', amount: 1.5 }] }, 'bets.0.amount'],
      [{ bets: [{ type: 'banker', amount: '10' }] }, 'bets.0.amount'],
      [
        {
          bets: [
            { type: 'tie', amount: 1 },
            { type: 'tie', amount: 2 },
          ],
        },
        'bets.1.type',
      ],
    ];
    for (const [input, field] of bad) {
      expect(() => parseBaccaratParams(input), JSON.stringify(input)).toThrow(
        expect.objectContaining({ code: 'baccarat_bet_invalid', field }),
      );
    }
    expect(() => parseBaccaratParams({ bets: [null] })).toThrow(
      expect.objectContaining({ code: 'invalid_params', field: 'bets.0' }),
    );
  });
});

describe('the exact baccarat odds of an eight-deck shoe', () => {
  const odds = baccaratOdds();

  it('count every ordered deal of six cards', () => {
    expect(odds.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    // The published combinatorial counts of eight-deck punto banco.
    expect(odds).toMatchObject({
      banker: 2_292_252_566_437_888,
      player: 2_230_518_282_592_256,
      tie: 475_627_426_473_216,
    });
    expect(odds).toEqual(BACCARAT_SHOE_ODDS);
  });

  it('return 98.94% on banker, 98.76% on player and 85.64% on tie; the lobby shows the banker bet', () => {
    const rtp = baccaratRtp(odds);
    expect(rtp.banker.rtp).toBeCloseTo(0.989421, 6);
    expect(rtp.player.rtp).toBeCloseTo(0.987649, 6);
    expect(rtp.tie.rtp).toBeCloseTo(0.856404, 6);
    for (const type of ['banker', 'player', 'tie'] as const) {
      expect(Math.floor(rtp[type].rtp * 10_000) / 10_000, type).toBe(BACCARAT_RTP[type]);
      expect(
        rtp[type].numerator * 10_000n >= BigInt(Math.round(BACCARAT_RTP[type] * 10_000)) * rtp[type].denominator,
      ).toBe(true);
    }
    expect(BACCARAT_PUBLISHED_RTP).toBe(0.9894);
  });
});
