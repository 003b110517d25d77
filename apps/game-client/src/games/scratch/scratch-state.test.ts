import type { ScratchOutcome } from '@casino/fairplay';
import { describe, expect, it, vi } from 'vitest';
import type { Round } from '../../api/provider-types';
import { buyCard, openingCard, settleCard, uncoverFields } from './scratch-state';
import { scratchAll, scratchField } from './scratch-view';

const outcome = {
  fields: ['cherry', 'seven', 'cherry', 'bell', 'cherry', 'lemon', 'bell', 'seven', 'lemon'],
  winningFields: [0, 2, 4],
  winningSymbol: 'cherry',
  jackpot: false,
} as unknown as ScratchOutcome;
const round: Round<'scratch'> = {
  id: 'r1',
  bet: 100,
  win: 500,
  nonce: 1,
  clientSeed: 'c',
  serverSeedHash: 'h',
  status: 'settled',
  outcome,
};

describe('the scratch card', () => {
  it('uncovers nothing before a card is bought', () => {
    expect(uncoverFields(openingCard(), scratchAll())).toBeNull();
  });

  it('uncovers field by field, the win showing once its three fields are uncovered', () => {
    const card = openingCard();
    buyCard(card, round, () => {});
    expect(card.win).toBe(500);
    expect(uncoverFields(card, scratchField(card.scratched, 0))).toEqual({
      fresh: new Set([0]),
      done: false,
      winShown: false,
    });
    uncoverFields(card, scratchField(card.scratched, 2));
    expect(uncoverFields(card, scratchField(card.scratched, 4))?.winShown).toBe(true);
    const rest = uncoverFields(card, scratchAll());
    expect(rest?.done).toBe(true);
    expect([...(rest?.fresh ?? [])]).toEqual([1, 3, 5, 6, 7, 8]);
    // An uncovered card takes no more scratches.
    expect(uncoverFields(card, scratchAll())).toBeNull();
  });

  it('settles the purchase once, and a new card starts covered', () => {
    const card = openingCard();
    const settle = vi.fn();
    buyCard(card, round, settle);
    settleCard(card);
    settleCard(card);
    expect(settle).toHaveBeenCalledTimes(1);
    uncoverFields(card, scratchAll());
    buyCard(card, round, () => {});
    expect(card.scratched.size).toBe(0);
  });
});
