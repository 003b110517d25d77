import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import type { ModalBodyProps } from '@/lib/modals';

/** A modal body whose code can be fetched before the modal opens. */
export type PreloadableBody = ((props: ModalBodyProps) => ReactElement) & {
  /** Starts (once) downloading the body's code; resolves when it is ready. */
  readonly preload: () => Promise<unknown>;
};

type BodyModule = { default: ComponentType<ModalBodyProps> };

/**
 * A lazily loaded modal body that renders at once when its code was preloaded (on idle, on the
 * opener's hover or focus): React's lazy would still suspend for a frame on its first render and
 * show the fallback, this one does not. Before that it is an ordinary lazy component.
 */
export function preloadableBody(load: () => Promise<BodyModule>): PreloadableBody {
  let loaded: ComponentType<ModalBodyProps> | undefined;
  let loading: Promise<BodyModule> | undefined;
  const preload = (): Promise<BodyModule> => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed download (offline for a moment) may be tried again by the next opening.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function Body(props: ModalBodyProps) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Body, { preload });
}
