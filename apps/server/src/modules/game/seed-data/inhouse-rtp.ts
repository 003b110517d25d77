import { BPS_PER_UNIT, GAME_INFO, LUCKY_ORBIT_SLOT, slotRtp, type GameKind } from '@casino/fairplay';

/**
 * The published RTP of an in-house game, in basis points, taken from the game math itself
 * (@casino/fairplay) so the lobby can never drift from what the game server pays. The slot's
 * figure is computed exactly from its reels and paytable (96.1049...% -> 9610); the others are
 * their nominal RTP (roulette 36/37 = 97.297...% -> 9730), to the nearest basis point. Keno's 95%
 * bounds every pick count's exact RTP (kenoRtp); blackjack's 99.50% is basic strategy's, simulated
 * inside the 99% interval of `npm run bench:rtp`.
 */
export function inhouseRtpBasisPoints(kind: GameKind): number {
  const rtp = kind === 'slot' ? slotRtp(LUCKY_ORBIT_SLOT).rtp : GAME_INFO[kind].rtp;
  return Math.round(rtp * BPS_PER_UNIT);
}
