import { resolveRoundSync } from '@casino/fairplay/node';
import type { HiloState } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import type { Round } from '../../api/provider-types';
import { answerLine, hiloFigures, isTableOpen, moveBody, openingTable, shownOptions } from './hilo-state';

/** These seeds deal a ♥6, then a ♠8. */
const play = (actions: { type: string }[]) =>
  resolveRoundSync({ serverSeed: 'a1'.repeat(32), clientSeed: 'hilo', nonce: 1, game: 'hilo', params: {}, actions })
    .outcome;
const round = (outcome: HiloState, extra: Partial<Round<'hilo'>> = {}): Round<'hilo'> => ({
  id: 'r1',
  bet: 200,
  win: 0,
  nonce: 1,
  clientSeed: 'hilo',
  serverSeedHash: 'h',
  status: outcome.status === 'active' ? 'open' : 'settled',
  outcome,
  ...extra,
});

describe('the hilo table', () => {
  it('resumes an open round only', () => {
    expect(isTableOpen(openingTable(round(play([]))))).toBe(true);
    expect(openingTable(round(play([{ type: 'same' }]))).round).toBeNull();
    expect(openingTable(null).round).toBeNull();
  });

  it('offers the guesses of the card shown, or of a 7 before the first card', () => {
    expect(shownOptions(null).map((option) => option.guess)).toEqual(['higher_or_same', 'lower_or_same', 'same']);
    const options = shownOptions(play([]));
    expect(options[0]?.chancePercent).toBeCloseTo((9 / 13) * 100);
  });

  it('shows no cash-out before a right guess, then the stake times the multiplier', () => {
    expect(hiloFigures(openingTable(round(play([]))))).toEqual({ bps: 0, cashoutMinor: 0 });
    expect(hiloFigures(openingTable(round(play([{ type: 'higher_or_same' }]))))).toEqual({
      bps: 14_300,
      cashoutMinor: 286,
    });
    expect(hiloFigures(openingTable(null))).toEqual({ bps: 0, cashoutMinor: 0 });
  });

  it('numbers each move by the actions seen', () => {
    expect(moveBody(round(play([]), { actions: [{ type: 'skip' }] }), 'cashout')).toEqual({ type: 'cashout', seq: 1 });
  });

  it('says what the answer did, with a chip once the round is over', () => {
    expect(answerLine(play([]), '$0.00')).toEqual({
      status: 'Higher, lower or the same? Or skip this card.',
      chip: null,
    });
    expect(answerLine(play([{ type: 'higher_or_same' }]), '$0.00').chip).toBeNull();
    const lost = answerLine(play([{ type: 'same' }]), '$0.00');
    expect(lost.status).toContain('♠8');
    expect(lost.chip).toEqual({ label: 'x0', won: false });
    const cashed = answerLine(play([{ type: 'higher_or_same' }, { type: 'cashout' }]), '$2.86');
    expect(cashed.status).toContain('$2.86');
    expect(cashed.chip).toEqual({ label: 'x1.43', won: true });
  });
});
