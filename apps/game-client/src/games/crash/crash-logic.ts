/**
 * Crash's figures as the client draws them: the curve is fairplay's (the server's own function),
 * placed on the server's clock by the offset measured at each poll.
 */
import {
  CRASH_GROWTH_PER_MS,
  CRASH_MAX_HUNDREDTHS,
  CRASH_MIN_TARGET_HUNDREDTHS,
  crashMultiplierAt,
} from '@casino/fairplay';
import type { CrashRound } from './crash-api';
import { formatDecimal, latinDigits } from '../../lib/i18n';
import { formatMultiplier as formatMultiplierValue } from '../../lib/money';

/** x1.53 from 153 hundredths. */
export function formatMultiplier(hundredths: number): string {
  return formatMultiplierValue(hundredths / 100);
}

/** The auto cash-out target typed ("2", "1.5", "1,25") in hundredths; null when empty or not valid. */
export function parseTarget(text: string): number | null {
  const trimmed = latinDigits(text).trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  const hundredths = Math.round(value * 100);
  return hundredths >= CRASH_MIN_TARGET_HUNDREDTHS && hundredths <= CRASH_MAX_HUNDREDTHS ? hundredths : null;
}

/**
 * What the display shows at `serverNow`: the multiplier of the curve while in flight (the round as
 * last polled caps it at its crash point once known), x1.00 before the launch.
 */
export function displayedMultiplier(round: CrashRound, serverNow: number): number {
  if (round.phase === 'crashed') return round.crashPoint ?? round.multiplier;
  const elapsed = serverNow - round.bettingEndsAt;
  if (elapsed <= 0) return 100;
  return Math.max(round.multiplier, crashMultiplierAt(elapsed));
}

/** Seconds left to bet, one decimal. */
export function secondsToLaunch(round: CrashRound, serverNow: number): string {
  return formatDecimal(Math.max(0, round.bettingEndsAt - serverNow) / 1000, 1);
}

/**
 * The curve as an SVG path in a width x height box: time on x (at least 10 s shown), the
 * multiplier on y (at least up to x2), sampled at `samples` points.
 */
export function curvePath(
  elapsedMs: number,
  width: number,
  height: number,
  samples = 48,
): { path: string; tipX: number; tipY: number } {
  const spanMs = Math.max(10_000, elapsedMs * 1.15);
  const top = Math.max(2, (crashMultiplierAt(elapsedMs) / 100) * 1.2);
  const x = (ms: number) => (ms / spanMs) * width;
  const y = (multiplier: number) => height - ((multiplier - 1) / (top - 1)) * height;
  let path = `M 0 ${height.toFixed(1)}`;
  let tipX = 0;
  let tipY = height;
  for (let index = 1; index <= samples; index += 1) {
    const ms = (elapsedMs * index) / samples;
    tipX = x(ms);
    tipY = y(Math.exp(CRASH_GROWTH_PER_MS * ms));
    path += ` L ${tipX.toFixed(1)} ${tipY.toFixed(1)}`;
  }
  return { path, tipX, tipY };
}
