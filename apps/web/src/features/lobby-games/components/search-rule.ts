import { GAME_SEARCH_MAX_LENGTH, GAME_SEARCH_MIN_LENGTH } from '@casino/shared';

/** Typing pauses this long before a search is sent: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The text as it is sent: outer spaces dropped, inner runs of spaces made one, cut at the maximum. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, GAME_SEARCH_MAX_LENGTH);
}

/** Whether the text is worth a search (the server refuses fewer than GAME_SEARCH_MIN_LENGTH characters). */
export function isSearchable(text: string): boolean {
  return normalizeSearch(text).length >= GAME_SEARCH_MIN_LENGTH;
}

/** What the search box says under the input: keep typing, or the results. */
export type SearchStage = 'idle' | 'too-short' | 'search';

export function searchStage(text: string): SearchStage {
  const normalized = normalizeSearch(text);
  if (normalized.length === 0) return 'idle';
  return normalized.length < GAME_SEARCH_MIN_LENGTH ? 'too-short' : 'search';
}
