import { useEffect, useState } from 'react';

/** True once `active` has held for `delayMs`; false again as soon as it stops holding. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setIsShown(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setIsShown(false);
    };
  }, [active, delayMs]);
  return active && isShown;
}
