import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { visitorCountryQueryOptions } from '@/lib/settings/get-visitor-country';
import './geo-popup.css';

/**
 * `geo-popup`: the site is closed to the visitor's country (a restricted one of the countries
 * list). The server refuses registration and deposits anyway (403 country_restricted), and this
 * says so. A guest has no way out but signing in (an existing player's balance stays theirs); a
 * player may close it and withdraw. Opened by a visitor from elsewhere (a shared link), it closes itself.
 */
export default function GeoPopupModal({ close }: ModalBodyProps) {
  const t = useT();
  const { isLoggedIn } = useViewer();
  const visitor = useQuery(visitorCountryQueryOptions());
  const notRestricted = visitor.isSuccess && !visitor.data.restricted;
  useEffect(() => {
    if (notRestricted) close();
  }, [notRestricted, close]);
  return (
    <div className="geo-popup" data-testid="geo-popup">
      <GlobeArt />
      <p className="geo-popup__text">{t('modals:geo-popup.text')}</p>
      <p className="geo-popup__note">{t('modals:geo-popup.note')}</p>
      {isLoggedIn ? (
        <ModalLink className="button button--secondary geo-popup__action" modal="wallet" value="withdraw">
          {t('modals:wallet.withdraw')}
        </ModalLink>
      ) : (
        <>
          <p className="geo-popup__note">{t('modals:geo-popup.balance')}</p>
          <ModalLink className="button button--secondary geo-popup__action" modal="sign-in">
            {t('modals:sign-up.signIn')}
          </ModalLink>
        </>
      )}
    </div>
  );
}

function GlobeArt() {
  return (
    <svg className="geo-popup__art" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="22" fill="none" stroke="var(--color-brand)" strokeWidth="3" />
      <path
        d="M10 32h44M32 10c-7 7-9 15-9 22s2 15 9 22M32 10c7 7 9 15 9 22s-2 15-9 22"
        fill="none"
        stroke="var(--color-brand)"
        strokeWidth="2"
      />
      <circle cx="48" cy="48" r="11" fill="var(--color-bg-overlay)" stroke="var(--color-danger)" strokeWidth="3" />
      <path d="M40.5 55.5l15-15" stroke="var(--color-danger)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
