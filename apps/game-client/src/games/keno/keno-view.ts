/**
 * Keno as the board shows it: which numbers are picked, which the draw hit or missed, and the
 * paytable row of the current pick count, straight from fairplay's table (what is shown is paid).
 */
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE_HUNDREDTHS, kenoRtp, type KenoOutcome } from '@casino/fairplay';
import { formatPercent } from '../../lib/i18n';
import { formatMultiplier } from '../../lib/money';

export type KenoTileView = 'idle' | 'picked' | 'hit' | 'drawn';

/** Toggles a number; a pick past the tenth is refused (the list is returned unchanged). */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= KENO_MAX_PICKS || number < 1 || number > KENO_NUMBERS) return [...picks];
  return [...picks, number].sort((a, b) => a - b);
}

/** `count` distinct numbers chosen at random (the player's quick pick; the draw is the seeds'). */
export function randomPicks(count: number, random: () => number = Math.random): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const picks: number[] = [];
  for (let i = 0; i < Math.min(count, KENO_MAX_PICKS); i += 1) {
    const [number] = pool.splice(Math.floor(random() * pool.length), 1);
    if (number !== undefined) picks.push(number);
  }
  return picks.sort((a, b) => a - b);
}

/** Every number's face, the drawn numbers shown up to `revealed` of them (for the ball-by-ball draw). */
export function tileViews(
  picks: readonly number[],
  outcome: Pick<KenoOutcome, 'drawn'> | null,
  revealed = Number.POSITIVE_INFINITY,
): KenoTileView[] {
  const drawn = new Set((outcome?.drawn ?? []).slice(0, revealed));
  const picked = new Set(picks);
  return Array.from({ length: KENO_NUMBERS }, (_, index): KenoTileView => {
    const number = index + 1;
    if (drawn.has(number)) return picked.has(number) ? 'hit' : 'drawn';
    return picked.has(number) ? 'picked' : 'idle';
  });
}

export interface PaytableRow {
  readonly hits: number;
  readonly multiplierHundredths: number;
}

/** The paying rows of a pick count, fewest hits first. */
export function paytableRows(pickCount: number): PaytableRow[] {
  const row = KENO_PAYTABLE_HUNDREDTHS[pickCount] ?? [];
  return row
    .map((multiplierHundredths, hits) => ({ hits, multiplierHundredths }))
    .filter((entry) => entry.multiplierHundredths > 0);
}

/** "x3.80". */
export function formatHundredths(value: number): string {
  return formatMultiplier(value / 100);
}

/** The exact RTP of a pick count, as "95.00%". */
export function rtpText(pickCount: number): string {
  return formatPercent(kenoRtp(pickCount).rtp * 100, 3);
}
