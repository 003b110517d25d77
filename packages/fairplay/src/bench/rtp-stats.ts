/**
 * Running moments of the per-round return (payout / stake), mergeable across workers, and the
 * 99% confidence interval of the mean from the sample variance (normal approximation: with a
 * million rounds the central limit theorem holds well even for a slot's long tail).
 */
export interface ReturnMoments {
  rounds: number;
  sum: number;
  sumOfSquares: number;
  /** Rounds that paid anything. */
  hits: number;
}

/** The two-sided 99% quantile of the standard normal distribution. */
export const Z_99 = 2.5758293035489;

export function emptyMoments(): ReturnMoments {
  return { rounds: 0, sum: 0, sumOfSquares: 0, hits: 0 };
}

export function addReturn(moments: ReturnMoments, returned: number): void {
  moments.rounds += 1;
  moments.sum += returned;
  moments.sumOfSquares += returned * returned;
  if (returned > 0) moments.hits += 1;
}

export function mergeMoments(parts: readonly ReturnMoments[]): ReturnMoments {
  return parts.reduce(
    (total, part) => ({
      rounds: total.rounds + part.rounds,
      sum: total.sum + part.sum,
      sumOfSquares: total.sumOfSquares + part.sumOfSquares,
      hits: total.hits + part.hits,
    }),
    emptyMoments(),
  );
}

export interface ReturnSummary {
  readonly rounds: number;
  readonly mean: number;
  readonly standardDeviation: number;
  readonly low: number;
  readonly high: number;
  readonly hitRate: number;
}

export function summarize(moments: ReturnMoments): ReturnSummary {
  const { rounds, sum, sumOfSquares } = moments;
  const mean = sum / rounds;
  // Sample variance with Bessel's correction.
  const variance = rounds > 1 ? Math.max(0, (sumOfSquares - rounds * mean * mean) / (rounds - 1)) : 0;
  const standardDeviation = Math.sqrt(variance);
  const halfWidth = (Z_99 * standardDeviation) / Math.sqrt(rounds);
  return {
    rounds,
    mean,
    standardDeviation,
    low: mean - halfWidth,
    high: mean + halfWidth,
    hitRate: rounds > 0 ? moments.hits / rounds : 0,
  };
}
