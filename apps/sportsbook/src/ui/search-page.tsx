/** Search: events whose teams or competition match what is typed (2 letters or more, asked 300 ms after the last key). */
import type { SportEventSummaryView } from '@casino/shared';
import { useEffect, useState } from 'preact/hooks';
import { EventList } from './event-row';
import { useLoad, useRuntime, useTexts } from './hooks';

const MIN_QUERY_LENGTH = 2;
const TYPING_PAUSE_MS = 300;

export function SearchPage({ openEvent }: { readonly openEvent: (event: SportEventSummaryView) => void }) {
  const { api } = useRuntime();
  const texts = useTexts();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const searching = query.length >= MIN_QUERY_LENGTH;
  const [results, retry] = useLoad(() => (searching ? api.search(query) : Promise.resolve([])), query);
  return (
    <section class="block">
      <label class="field-label" for="sportsbook-search">
        {texts.searchLabel}
      </label>
      <input
        id="sportsbook-search"
        class="field"
        type="search"
        autocomplete="off"
        maxLength={80}
        placeholder={texts.searchPlaceholder}
        value={typed}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      {!searching && <p class="muted">{texts.searchHint}</p>}
      {searching && results.state === 'ok' && results.data.length === 0 && (
        <p class="muted">{texts.f(texts.searchNone, { query })}</p>
      )}
      {searching && !(results.state === 'ok' && results.data.length === 0) && (
        <EventList title={texts.navSearch} loaded={results} retry={retry} onOpen={openEvent} />
      )}
    </section>
  );
}
