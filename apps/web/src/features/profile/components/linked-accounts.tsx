import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { navigateTo } from '@/lib/navigation';
import { usePageLocale } from '@/lib/page-locale';
import { useSocialConnections } from '../api/get-social-connections';
import { useSocialProviders } from '@/lib/settings/get-social-providers';
import { useStartSocialLink } from '../api/start-social-link';
import { useUnlinkSocial } from '../api/unlink-social';
import { FormMessage } from './form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import '@/components/ui/card.css';

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Social and messenger accounts the player signs in with: link one of the configured providers,
 * unlink one (the server refuses the last way in). Hidden when there is nothing to show.
 */
export function LinkedAccounts() {
  const t = useT();
  const locale = usePageLocale();
  const providers = useSocialProviders();
  const connections = useSocialConnections();
  const startLink = useStartSocialLink();
  const unlink = useUnlinkSocial();
  const [error, setError] = useState<string>();
  const linked = connections.data ?? [];
  const names = [
    ...new Set([...providers.map((provider) => provider.name), ...linked.map((connection) => connection.provider)]),
  ];
  if (names.length === 0) return null;

  const link = async (provider: string) => {
    setError(undefined);
    try {
      navigateTo(await startLink.mutateAsync({ provider, locale }), { allowExternal: true });
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };
  const remove = async (provider: string) => {
    setError(undefined);
    try {
      await unlink.mutateAsync(provider);
      showAlert({ kind: 'success', title: 'alerts:account.socialUnlinked' });
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };

  return (
    <section className="card card--padded profile-linked" aria-labelledby="profile-linked-title">
      <h3 id="profile-linked-title" className="profile-linked__title">
        {t('global-components:account.info.linkedAccounts')}
      </h3>
      <ul className="profile-linked__list">
        {names.map((name) => {
          const connection = linked.find((item) => item.provider === name);
          const label = providers.find((provider) => provider.name === name)?.label ?? titleCase(name);
          return (
            <li key={name} className="profile-linked__item">
              <span className="profile-linked__name">{label}</span>
              <span className="profile-linked__state">
                {connection
                  ? (connection.email ?? t('global-components:account.info.linked'))
                  : t('global-components:account.info.notLinked')}
              </span>
              <button
                type="button"
                className="profile-action"
                disabled={startLink.isPending || unlink.isPending}
                onClick={() => void (connection ? remove(name) : link(name))}
              >
                {t(connection ? 'global-components:account.info.unlink' : 'global-components:account.info.link')}
                <span className="profile-visually-hidden"> {label}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <FormMessage text={error} />
    </section>
  );
}
