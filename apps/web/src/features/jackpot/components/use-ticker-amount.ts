import { useEffect, useRef, useState } from 'react';
import { isGliding, nextTickerState, tickerAmountAt, type TickerState } from '../model/ticker';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The amount the ticker shows: counts up to each new `target` over a couple of seconds on animation
 * frames (none while nothing moves), straight to it with reduced motion.
 */
export function useTickerAmount(target: number | undefined): number | undefined {
  const state = useRef<TickerState | undefined>(undefined);
  const [shown, setShown] = useState<number | undefined>(target);

  useEffect(() => {
    if (target === undefined) return;
    const now = performance.now();
    const current = prefersReducedMotion()
      ? { from: target, to: target, since: now }
      : nextTickerState(state.current, target, now);
    state.current = current;
    let frame = 0;
    const step = (time: number) => {
      setShown(tickerAmountAt(current, time));
      if (isGliding(current, time)) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return shown;
}
