import { afterEach, describe, expect, it } from 'vitest';
import { messengerFeedback, roundFeedback, type FeedbackKind } from './messenger-feedback';

describe('haptic feedback on rounds', () => {
  const felt: FeedbackKind[] = [];
  const disconnect = messengerFeedback.connect((kind) => felt.push(kind));
  afterEach(() => felt.splice(0));

  it('feels every round as a bet, and a balance above the one before as a win', () => {
    const round = roundFeedback(() => 10_000);
    round(9_000); // lost 1.00
    round(9_980); // won 0.98 over the stake
    round(9_980); // a push
    expect(felt).toEqual(['bet', 'win', 'bet']);
  });

  it('gives nothing once disconnected (outside the mini-app, nothing is connected at all)', () => {
    disconnect();
    messengerFeedback.give('win');
    expect(felt).toEqual([]);
  });
});
