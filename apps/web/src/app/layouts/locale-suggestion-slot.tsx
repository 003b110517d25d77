import { lazy, Suspense, useSyncExternalStore } from 'react';
import { consentStore } from '@/lib/consent';
import { localeChoiceStore } from './locale-choice';

/** Loaded only for a visitor who has not chosen a language: nothing of it in the first load. */
const LocaleSuggestion = lazy(() => import('./locale-suggestion'));

/**
 * Where the first-visit language suggestion appears: never in prerendered HTML, and not while the
 * cookie popup asks its question (one prompt at a time, in the same place at the foot of the screen).
 */
export function LocaleSuggestionSlot() {
  const hasChoice = useSyncExternalStore(
    localeChoiceStore.subscribe,
    localeChoiceStore.hasChoice,
    localeChoiceStore.serverSnapshot,
  );
  const hasCookieAnswer = useSyncExternalStore(consentStore.subscribe, consentStore.hasAnswered, () => true);
  if (hasChoice || !hasCookieAnswer) return null;
  return (
    <Suspense fallback={null}>
      <LocaleSuggestion />
    </Suspense>
  );
}
