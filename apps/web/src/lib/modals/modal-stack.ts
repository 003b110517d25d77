/** Modal stacking of SPEC.md section 2: the first modal sits at 1000, each one above it 2 higher. */
export const MODAL_BASE_Z_INDEX = 1000;
/** Two layers per modal: its backdrop and its panel. */
export const MODAL_Z_INDEX_STEP = 2;

export interface ModalStack {
  /** Puts a modal on top; returns its z-index. Pushing an id already open keeps its place. */
  readonly push: (id: string) => number;
  readonly remove: (id: string) => void;
  readonly zIndexOf: (id: string) => number | undefined;
  readonly size: number;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * The open modals, bottom first. A modal keeps the z-index it got when it opened: one above the
 * current top, so a modal opened from within another sits above it even after one below closed.
 */
export function createModalStack(): ModalStack {
  const layers = new Map<string, number>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    push(id) {
      const existing = layers.get(id);
      if (existing !== undefined) return existing;
      const top = Math.max(MODAL_BASE_Z_INDEX - MODAL_Z_INDEX_STEP, ...layers.values());
      const zIndex = top + MODAL_Z_INDEX_STEP;
      layers.set(id, zIndex);
      notify();
      return zIndex;
    },
    remove(id) {
      if (layers.delete(id)) notify();
    },
    zIndexOf: (id) => layers.get(id),
    get size() {
      return layers.size;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one stack: every dialog joins it while it is open. */
export const modalStack = createModalStack();
