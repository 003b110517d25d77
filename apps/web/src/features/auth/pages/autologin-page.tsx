import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { hidePreloader } from '@/lib/preloader';
import { exchangeAutologinToken } from '../api/exchange-autologin-token';
import { useAuthSession } from '../auth-session';
import { AuthPage, AuthPageActions, type AuthPageState } from '../components/auth-page';
import { requestErrorKey } from '@/lib/forms/request-error';

/** Tokens are exchanged once per page load, even when React runs effects twice (StrictMode). */
const exchanged = new Map<string, ReturnType<typeof exchangeAutologinToken>>();

/**
 * `/auth/autologin?token=...`: exchanges an operator's single-use token for a session and goes
 * home logged in. The preloader stays up until then (lib/preloader.ts); a used or expired token
 * gets a clear message instead.
 */
export default function AutologinPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useAuthSession();
  const navigate = useNavigate();
  const locale = usePageLocale();
  const [failure, setFailure] = useState<string | undefined>(
    token ? undefined : 'global-components:account.autologin.missing',
  );

  useEffect(() => {
    if (!token) {
      hidePreloader();
      return;
    }
    let current = true;
    let exchange = exchanged.get(token);
    if (!exchange) {
      exchange = exchangeAutologinToken(token);
      exchanged.set(token, exchange);
    }
    exchange
      .then(async (response) => {
        if (!current) return;
        await session.logIn(response);
        showAlert({ kind: 'success', title: 'alerts:account.signedIn' });
        await navigate(localizePath(pathTo('/'), locale), { replace: true });
      })
      .catch((error: unknown) => {
        if (current) setFailure(requestErrorKey(error));
      })
      .finally(hidePreloader);
    return () => {
      current = false;
    };
  }, [token, session, navigate, locale]);

  const state: AuthPageState = failure ? 'failed' : 'working';
  return (
    <AuthPage
      titleKey="global-components:sections.auth-autologin"
      state={state}
      message={t(failure ?? 'global-components:account.autologin.working')}
    >
      {failure && <AuthPageActions />}
    </AuthPage>
  );
}
