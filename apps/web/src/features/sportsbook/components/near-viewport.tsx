import { useEffect, useRef, useState, type ReactNode } from 'react';

/** SPEC.md section 9: lazy content starts loading this far before it scrolls into view. */
export const LAZY_LOAD_MARGIN_PX = 400;

/**
 * Renders `children` once the box comes within the lazy-load margin of the viewport, so their
 * code and data load after the first paint and only for visitors who get near them. The box
 * keeps its size meanwhile (the caller's CSS reserves it): nothing below it moves.
 */
export function NearViewport({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={className}>
      {near ? children : null}
    </div>
  );
}
