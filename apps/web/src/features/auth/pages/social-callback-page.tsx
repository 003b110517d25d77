import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { hidePreloader } from '@/lib/preloader';
import { useViewer } from '@/lib/viewer';
import { completeSocialLogin, type SocialCallback } from '../api/complete-social-login';
import { useAuthSession } from '../auth-session';
import { AuthPage, AuthPageActions } from '../components/auth-page';
import { requestErrorKey } from '@/lib/forms/request-error';

/** A code works once: React's second effect run (StrictMode) reuses the first exchange. */
const completions = new Map<string, ReturnType<typeof completeSocialLogin>>();

/** What the provider sent back, or the content key of why there is nothing to complete. */
function readCallback(provider: string, params: URLSearchParams): SocialCallback | string {
  if (params.has('error')) return 'global-components:account.social.cancelled';
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state) return 'global-components:account.social.missing';
  const iss = params.get('iss');
  return { provider, code, state, ...(iss ? { iss } : {}) };
}

/**
 * `/auth/social/{connection}/callback?code&state`: completes a social login (home, logged in) or
 * a link started from the profile (back to the profile). The preloader stays until it is done.
 */
export default function SocialCallbackPage() {
  const t = useT();
  const { connection = '' } = useParams();
  const [params] = useSearchParams();
  const session = useAuthSession();
  const { isLoggedIn } = useViewer();
  const navigate = useNavigate();
  const locale = usePageLocale();
  const callback = readCallback(connection, params);
  const [failure, setFailure] = useState<string | undefined>(typeof callback === 'string' ? callback : undefined);

  useEffect(() => {
    if (typeof callback === 'string') {
      hidePreloader();
      return;
    }
    let current = true;
    let completion = completions.get(callback.code);
    if (!completion) {
      completion = completeSocialLogin(callback, isLoggedIn);
      completions.set(callback.code, completion);
    }
    completion
      .then(async (result) => {
        if (!current) return;
        if (result.kind === 'link') {
          showAlert({ kind: 'success', title: 'alerts:account.socialLinked' });
          await navigate(localizePath(pathTo('/profile/info'), locale), { replace: true });
          return;
        }
        await session.logIn(result.response);
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
    // The callback is read from the URL, which this page never changes: once per code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typeof callback === 'string' ? callback : callback.code]);

  return (
    <AuthPage
      titleKey="global-components:sections.auth-social"
      state={failure ? 'failed' : 'working'}
      message={t(failure ?? 'global-components:account.social.working')}
    >
      {failure && <AuthPageActions />}
    </AuthPage>
  );
}
