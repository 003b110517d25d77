import { isRecord } from '@/lib/http';
import { usePlayerChannel } from '@/lib/realtime';
import { trackBet } from '@/lib/third-party';

/**
 * A bet placed in the sportsbook (the server's `bet.placebet` push on `game:bets`) is the pixel's
 * bet and bet30 (SPEC.md section 9), as a casino round is in app/game. The sportsbook is a vendor
 * widget: its own page cannot say that a bet went through, the server's push can.
 */
export function sportBetPixel(data: unknown): void {
  if (isRecord(data) && data.type === 'bet.placebet') trackBet();
}

/** Listens for the signed-in player's sportsbook bets on every page; renders nothing. app/ mounts it beside the balance. */
export function SportBetPixel() {
  usePlayerChannel('game:bets', sportBetPixel);
  return null;
}
