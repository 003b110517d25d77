import { isRecord } from '@/lib/http';
import { messengerFeedback } from '../messenger-feedback';

/**
 * Haptics for the sportsbook's pushes on `game:bets` (SPEC.md section 7): a bet placed, a bet
 * settled as won; a stake refused by the player's limits.
 */
export function sportBetFeedback(data: unknown): void {
  if (!isRecord(data)) return;
  if (data.type === 'bet.placebet') messengerFeedback.give('bet');
  else if (data.type === 'bet.updated' && isRecord(data.bet) && data.bet.status === 'won')
    messengerFeedback.give('win');
  else if (data.type === 'game.bet.restricted') messengerFeedback.give('refused');
}
