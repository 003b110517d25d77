import { type FloatReader } from '../../rng/floats';
import { ratioToNumber } from '../../ratio';
import { actBlackjack, blackjackMainBets, createShoe, startBlackjack, type BlackjackState } from './blackjack';
import { blackjackBasicStrategy } from './blackjack-strategy';

/**
 * Blackjack's RTP is that of a player following basic strategy (blackjack-strategy.ts), as the
 * expected return on the first bet of a round: 1 + E[net win] / bet, the way blackjack house edges
 * are quoted. It is estimated by simulation: `npm run bench:rtp -- --only blackjack` (99%
 * confidence interval over a million rounds and more) measured 99.5x%; the lobby publishes
 * the figure below, inside that interval. Insurance is never taken by basic strategy; the 3:2
 * on an odd bet is floored to the minor unit by the server, which this ratio does not see.
 */
export const BLACKJACK_PUBLISHED_RTP = 0.995;

/** Plays one round by basic strategy; answers the return on the first bet (payout less the extra bets, plus 1). */
export function playBlackjackBasicStrategy(reader: FloatReader): {
  readonly state: BlackjackState;
  readonly returnOnBet: number;
} {
  const shoe = createShoe(reader);
  let state = startBlackjack(shoe);
  while (state.phase !== 'finished') state = actBlackjack(state, { type: blackjackBasicStrategy(state) }, shoe);
  return { state, returnOnBet: ratioToNumber(state.multiplier) - (blackjackMainBets(state) - 1) };
}
