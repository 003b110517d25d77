import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { localStore, STORAGE_KEYS } from '@/lib/storage';
import { useLocalizePath } from '../routes/use-locale';
import '@/components/ui/foot-dock.css';
import './foot-banner.css';
import './cookie-popup.css';

/** What is stored once the player accepts; the date lets a later policy change ask again. */
const consentRecord = () => JSON.stringify({ acceptedAt: new Date().toISOString() });

const consentListeners = new Set<() => void>();
/** Whether the player has answered the cookie popup; the language suggestion waits for that (one prompt at a time). */
export const consentStore = {
  subscribe: (listener: () => void) => {
    consentListeners.add(listener);
    return () => consentListeners.delete(listener);
  },
  hasConsent: () => localStore.get(STORAGE_KEYS.cookieConsent) !== null,
  // Prerendered HTML cannot know the visitor: it has no popup, which appears after hydration.
  serverSnapshot: () => true,
  accept: () => {
    localStore.set(STORAGE_KEYS.cookieConsent, consentRecord());
    consentListeners.forEach((listener) => listener());
  },
};

/** The cookie popup: shown until the player accepts, then never again on this device. */
export function CookiePopup() {
  const t = useT();
  const localizePath = useLocalizePath();
  const hasConsent = useSyncExternalStore(consentStore.subscribe, consentStore.hasConsent, consentStore.serverSnapshot);
  if (hasConsent) return null;

  return (
    <section className="foot-dock foot-dock--rises foot-banner cookie-popup" aria-label={t('layout:cookies.label')} data-testid="cookie-popup">
      <Icon name="cookie" size={28} className="foot-banner__icon" />
      <p className="foot-banner__text cookie-popup__text">
        {t('layout:cookies.text')}{' '}
        <Link to={localizePath('/static/cookies')}>{t('layout:cookies.learnMore')}</Link>
      </p>
      <button type="button" className="button button--primary button--small" onClick={consentStore.accept}>
        {t('layout:cookies.accept')}
      </button>
    </section>
  );
}
