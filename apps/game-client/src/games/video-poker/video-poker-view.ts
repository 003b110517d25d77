/**
 * Video poker's paytable and hold mask apart from the DOM: the rows of the 9/6 table (paid per
 * bet, stake included), the row a hand lights up, the hold flags the player toggles.
 */
import {
  VIDEO_POKER_HANDS,
  VIDEO_POKER_PAYTABLE,
  VIDEO_POKER_PUBLISHED_RTP,
  type VideoPokerHand,
  type VideoPokerState,
} from '@casino/fairplay';
import { formatNumber, formatPercent, intlLocale, t } from '../../lib/i18n';

export interface PaytableRow {
  readonly hand: VideoPokerHand;
  readonly name: string;
  /** What one bet returns, stake included. */
  readonly pays: number;
}

/** Royal flush down to jacks or better: the rows the machine prints. */
export const PAYTABLE_ROWS: readonly PaytableRow[] = VIDEO_POKER_HANDS.filter((hand) => hand !== 'nothing').map(
  (hand) => ({
    hand,
    get name() {
      return handName(hand);
    },
    pays: VIDEO_POKER_PAYTABLE[hand],
  }),
);

/** A poker hand's name in the player's language ('Full house'). */
export function handName(hand: VideoPokerHand): string {
  return t(`games.videoPoker.hand.${hand}`);
}

export function rtpLine(): string {
  return t('games.videoPoker.rtpLine', { rtp: formatPercent(VIDEO_POKER_PUBLISHED_RTP * 100, 2) });
}

export const NO_HOLD: readonly boolean[] = [false, false, false, false, false];

export function toggleHold(hold: readonly boolean[], index: number): boolean[] {
  return hold.map((held, position) => (position === index ? !held : held));
}

/** The row to light: the final hand after the draw, or what the dealt cards already make. */
export function litRow(state: Pick<VideoPokerState, 'hand'> | null): VideoPokerHand | null {
  return state && state.hand !== 'nothing' ? state.hand : null;
}

/** The line under the cards. */
export function handLine(
  state: Pick<VideoPokerState, 'phase' | 'hand'>,
  win: number,
  format: (amount: number) => string,
): string {
  const name = handName(state.hand);
  if (state.phase === 'dealt') {
    return state.hand === 'nothing'
      ? t('games.videoPoker.chooseHolds')
      : t('games.videoPoker.holdAlready', { hand: name.toLocaleLowerCase(intlLocale()) });
  }
  return state.hand === 'nothing'
    ? t('games.videoPoker.noWin')
    : t('games.videoPoker.won', { hand: name, amount: format(win) });
}

/** What each row pays for the bet shown, for the paytable's second column. */
export function rowPayout(row: PaytableRow, bet: number | null, format: (amount: number) => string): string {
  return bet === null ? `${formatNumber(row.pays)}×` : format(bet * row.pays);
}
