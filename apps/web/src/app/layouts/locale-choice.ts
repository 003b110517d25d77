import { localizePath, splitLocalePath, type LocaleCode } from '@casino/shared';
import { localStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The same page in another language: the path without its locale prefix, in `locale`, with the
 * query (a search, an open modal such as `?wallet=deposit`) and the hash kept.
 */
export function localeSwitchHref(
  location: { readonly pathname: string; readonly search: string; readonly hash: string },
  locale: LocaleCode,
): string {
  const { path } = splitLocalePath(location.pathname);
  return `${localizePath(path, locale)}${location.search}${location.hash}`;
}

const listeners = new Set<() => void>();

/**
 * Whether the player chose a language on this device (the switcher, or either answer to the
 * first-visit suggestion): once they have, nothing suggests another.
 */
export const localeChoiceStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  hasChoice: () => localStore.get(STORAGE_KEYS.localeChoice) !== null,
  // Prerendered HTML cannot know the visitor: it never suggests; the client decides after hydration.
  serverSnapshot: () => true,
};

export function rememberLocaleChoice(locale: LocaleCode): void {
  localStore.set(STORAGE_KEYS.localeChoice, locale);
  listeners.forEach((listener) => listener());
}
