import { SportsbookError } from '../errors';

/**
 * How one selection settles. Void returns the stake (the leg counts at odds 1). Half results come
 * from quarter lines (2.25, -0.75): the stake is split over the two neighbouring lines, so half
 * wins at the odds and half is returned (half_win), or half is returned and half lost (half_lose).
 */
export type SelectionResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';
export const SELECTION_RESULTS: readonly SelectionResult[] = ['win', 'lose', 'void', 'half_win', 'half_lose'];

/** A final (or current) score of a two-sided event: goals, points, maps or sets. */
export interface Score {
  readonly home: number;
  readonly away: number;
}

export type MatchResultOutcome = 'home' | 'draw' | 'away';
export type TwoWayOutcome = 'home' | 'away';
export type TotalOutcome = 'over' | 'under';
export type YesNoOutcome = 'yes' | 'no';

/** The largest line accepted: far beyond any real total (basketball is about 230). */
const MAX_LINE = 1000;

/** Lines are whole, half or quarter numbers (quarters are exact in binary floating point). */
export function assertLine(line: number, field = 'line'): number {
  if (!Number.isFinite(line) || Math.abs(line) > MAX_LINE || !Number.isInteger(line * 4)) {
    throw new SportsbookError(
      'invalid_line',
      `a line must be a multiple of 0.25 within ±${MAX_LINE}, got ${line}`,
      field,
    );
  }
  return line;
}

export function isQuarterLine(line: number): boolean {
  return Math.abs((line * 4) % 2) === 1;
}

export function assertScore(score: Score, field = 'score'): Score {
  for (const side of ['home', 'away'] as const) {
    const value = score[side];
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new SportsbookError(
        'invalid_score',
        `a score must be a non-negative whole number, got ${value}`,
        `${field}.${side}`,
      );
    }
  }
  return score;
}

/** A selection that wins when `value` ends above a whole or half `line`: equal is a push (void). */
function settleSimpleLine(value: number, line: number): 'win' | 'void' | 'lose' {
  return value > line ? 'win' : value === line ? 'void' : 'lose';
}

/**
 * The one rule behind every total and handicap: the selection wins when `value` (an integer)
 * finishes above `line`. A quarter line is half the stake on each neighbouring line (2.25 = 2 and
 * 2.5), which is where half wins and half losses come from. Pricing uses this same function, so a
 * price can never disagree with how its bet settles.
 */
export function settleAgainstLine(value: number, line: number): SelectionResult {
  assertLine(line);
  if (!Number.isSafeInteger(value))
    throw new SportsbookError('invalid_score', `a settled value must be a whole number, got ${value}`);
  if (!isQuarterLine(line)) return settleSimpleLine(value, line);
  const lower = settleSimpleLine(value, line - 0.25);
  const upper = settleSimpleLine(value, line + 0.25);
  if (lower === upper) return lower;
  // The two halves are a whole and a half line 0.5 apart, so with an integer value they differ
  // only as win + void (half won) or void + lose (half lost).
  return lower === 'win' ? 'half_win' : 'half_lose';
}

export function settleMatchResult(outcome: MatchResultOutcome, score: Score): SelectionResult {
  assertScore(score);
  const result: MatchResultOutcome = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  return result === outcome ? 'win' : 'lose';
}

/** Over wins above the line, under below it; the total is of both sides. */
export function settleTotal(line: number, outcome: TotalOutcome, score: Score): SelectionResult {
  assertScore(score);
  return settleTotalOfPoints(line, outcome, score.home + score.away);
}

/** settleTotal from the total alone (models that know only the distribution of the total). */
export function settleTotalOfPoints(line: number, outcome: TotalOutcome, total: number): SelectionResult {
  return outcome === 'over' ? settleAgainstLine(total, line) : settleAgainstLine(-total, -line);
}

/**
 * Handicap markets are named by the home side's handicap: at line -0.75 home gives 0.75 and away
 * receives 0.75. The handicap is added to that side's score; the side ahead after it wins.
 */
export function settleHandicap(homeLine: number, outcome: TwoWayOutcome, score: Score): SelectionResult {
  assertScore(score);
  return settleHandicapOfMargin(homeLine, outcome, score.home - score.away);
}

/** settleHandicap from the margin (home - away) alone. */
export function settleHandicapOfMargin(homeLine: number, outcome: TwoWayOutcome, margin: number): SelectionResult {
  return outcome === 'home' ? settleAgainstLine(margin, -homeLine) : settleAgainstLine(-margin, homeLine);
}

export function settleBothTeamsToScore(outcome: YesNoOutcome, score: Score): SelectionResult {
  assertScore(score);
  const bothScored = score.home > 0 && score.away > 0;
  return bothScored === (outcome === 'yes') ? 'win' : 'lose';
}

/** Match winner (tennis, e-sports, a money line including overtime): the winner is known outright. */
export function settleMatchWinner(outcome: TwoWayOutcome, winner: TwoWayOutcome): SelectionResult {
  return outcome === winner ? 'win' : 'lose';
}

/** The stake share a result wins at the odds, and the share it returns. */
export function resultShares(result: SelectionResult): { readonly win: number; readonly refund: number } {
  switch (result) {
    case 'win':
      return { win: 1, refund: 0 };
    case 'half_win':
      return { win: 0.5, refund: 0.5 };
    case 'void':
      return { win: 0, refund: 1 };
    case 'half_lose':
      return { win: 0, refund: 0.5 };
    case 'lose':
      return { win: 0, refund: 0 };
  }
}
