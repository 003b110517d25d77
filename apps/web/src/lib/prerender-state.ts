import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a prerendered page carries for hydration (entry-server.tsx writes it, main.tsx reads it):
 * the route loaders' results and the queries its HTML shows, as JSON in a data block that no
 * script runs (so the Content-Security-Policy's script hashes do not change).
 */
export interface PrerenderState {
  readonly locale: string;
  readonly router: HydrationState;
  readonly queries: DehydratedState;
}

export const PRERENDER_STATE_ID = 'prerender-state';

/** The JSON of a data block: `<` escaped, so no text in it can close the element. */
export const serializePrerenderState = (state: PrerenderState): string =>
  JSON.stringify(state).replace(/</g, '\\u003c');

export function readPrerenderState(): PrerenderState | undefined {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PrerenderState;
  } catch {
    return undefined;
  }
}
