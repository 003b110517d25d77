import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALE_DEFINITIONS, splitLocalePath, type LocaleCode } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { getJson, isRecord } from '@/lib/http';
import { documentLanguage, textDirection } from '@/lib/i18n';
import { createTextStore } from '@/lib/i18n/texts';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';
import { localeSwitchHref, rememberLocaleChoice } from './locale-choice';
import { suggestedLocale } from './suggested-locale';
import '@/components/ui/foot-dock.css';
import './foot-banner.css';
import './locale-suggestion.css';

/** The browser's languages in its order of preference (what its Accept-Language header carries). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The suggested locale's `layout` texts. The suggestion must read in the language it offers, whose
 * texts are not loaded yet: it takes them from that locale's own catalogue (translated with every
 * other text, checked complete by `npm run i18n:check`) rather than from strings kept here, and
 * under the same query key the app loads texts with, so choosing "Switch" finds them cached.
 */
function useSuggestedTexts(locale: LocaleCode | undefined) {
  return useQuery({
    queryKey: ['content', locale, 'layout'],
    queryFn: ({ signal }) =>
      getJson(`/api/content/${locale ?? DEFAULT_LOCALE}/layout`, {
        signal,
        parse: (body) => {
          if (!isRecord(body)) throw new Error(`content ${locale ?? ''}/layout is not an object`);
          return body;
        },
      }),
    staleTime: SETTINGS_STALE_TIME_MS,
    enabled: locale !== undefined,
  });
}

/**
 * First visit: the browser prefers another of the site's languages than the page's. A small
 * banner offers it, in that language: "Switch" goes to the same page there, "Stay" keeps this one;
 * either answer is remembered and the banner never shows again. Never a redirect: a link or a
 * crawler gets the page it asked for.
 */
export default function LocaleSuggestion() {
  const location = useLocation();
  const { locale: shown } = splitLocalePath(location.pathname);
  const suggested = suggestedLocale(browserLanguages(), shown);
  const texts = useSuggestedTexts(suggested);
  const t = useMemo(() => {
    if (!suggested || !texts.data) return undefined;
    const store = createTextStore({ language: suggested, fallbackLanguage: suggested, defaultNamespace: 'layout' });
    store.addResourceBundle(suggested, 'layout', texts.data);
    return (key: string, params?: Record<string, string>) => store.t(key, params);
  }, [suggested, texts.data]);
  // Nothing until its own texts are there: never a flash of the page's language.
  if (!suggested || !t) return null;

  const language = LOCALE_DEFINITIONS.find((definition) => definition.code === suggested)?.nativeName ?? suggested;
  const lang = documentLanguage(suggested);
  return (
    <section
      className="foot-dock foot-dock--rises foot-banner locale-suggestion"
      lang={lang}
      dir={textDirection(suggested)}
      aria-label={t('localeSuggestion.label')}
      data-testid="locale-suggestion"
    >
      <Icon name="globe" size={22} className="foot-banner__icon" />
      <p className="foot-banner__text locale-suggestion__text">{t('localeSuggestion.text', { language })}</p>
      <div className="locale-suggestion__actions">
        <Link
          className="button button--primary button--small"
          to={localeSwitchHref(location, suggested)}
          hrefLang={lang}
          onClick={() => rememberLocaleChoice(suggested)}
          data-testid="locale-suggestion-switch"
        >
          {t('localeSuggestion.switch')}
        </Link>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => rememberLocaleChoice(shown)}
          data-testid="locale-suggestion-stay"
        >
          {t('localeSuggestion.stay')}
        </button>
      </div>
    </section>
  );
}
