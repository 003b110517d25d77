import { useState } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePath } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { useSocialProviders } from '@/lib/settings/get-social-providers';
import { startSocialLogin } from '../api/start-social-login';
import { requestErrorKey } from '@/lib/forms/request-error';
import { FormMessage } from './form-parts';

/** One button per configured social login provider; none configured, nothing shown. */
export function SocialButtons() {
  const t = useT();
  const providers = useSocialProviders();
  const { pathname } = useLocation();
  const [starting, setStarting] = useState<string>();
  const [error, setError] = useState<string>();
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setStarting(provider);
    setError(undefined);
    try {
      const url = await startSocialLogin({ provider, locale: splitLocalePath(pathname).locale });
      // The provider's sign-in page: the one external navigation this feature makes on purpose.
      navigateTo(url, { allowExternal: true });
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
      setStarting(undefined);
    }
  };

  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>{t('modals:sign-in.orContinueWith')}</span>
      </p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
          <button
            key={provider.name}
            type="button"
            className="social-login__button"
            disabled={starting !== undefined}
            aria-busy={starting === provider.name || undefined}
            onClick={() => void start(provider.name)}
          >
            <span className="social-login__mark" aria-hidden="true">
              {provider.label.slice(0, 1).toUpperCase()}
            </span>
            {t('modals:sign-in.continueWith', { provider: provider.label })}
          </button>
        ))}
      </div>
      <FormMessage text={error} />
    </div>
  );
}
