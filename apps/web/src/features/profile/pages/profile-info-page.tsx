import type { ReactNode } from 'react';
import { displayName, type PlayerProfile } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { PageHeading } from '../components/form-parts';
import { LinkedAccounts } from '../components/linked-accounts';
import { PlayerAvatar } from '../components/player-avatar';
import type { ProfilePageProps } from '../components/profile-page-props';
import '../components/profile.css';
import '@/components/ui/card.css';

/** My info: who the player is to the site, and the ways to change it. */
export default function ProfileInfoPage({ headingLevel }: ProfilePageProps) {
  const t = useT();
  const { data: profile } = useProfile();
  if (!profile) return null;
  const name = displayName(profile, t('global-components:account.info.unknownName'));
  return (
    <section className="profile-page" data-testid="profile-info">
      <PageHeading level={headingLevel} className="profile-page__title">
        {t('global-components:sections.profile-info')}
      </PageHeading>
      <div className="card card--padded profile-hero">
        <ModalLink
          modal="avatars"
          className="profile-hero__avatar"
          aria-label={t('global-components:account.info.changeAvatar')}
        >
          <PlayerAvatar profile={profile} size={88} />
          <span className="profile-hero__edit" aria-hidden="true">
            ✎
          </span>
        </ModalLink>
        <div className="profile-hero__text">
          <p className="profile-hero__name" data-testid="profile-display-name">
            {name}
          </p>
          {profile.createdAt && (
            <p className="profile-hero__since">
              {t('global-components:account.info.memberSince', { date: formatDate(profile.createdAt, 'date') })}
            </p>
          )}
        </div>
      </div>
      <dl className="card card--padded profile-facts">
        <Fact
          label={t('fields-settings:labels.nickname')}
          action={
            <ActionLink
              modal="change-nickname"
              label={t('global-components:account.info.change')}
              what={t('fields-settings:labels.nickname')}
            />
          }
        >
          {profile.nickname ?? <Missing text={t('global-components:account.info.notSet')} />}
        </Fact>
        <EmailFact profile={profile} />
        <Fact
          label={t('fields-settings:labels.phone')}
          action={
            <ActionLink
              modal="phone"
              label={t('global-components:account.info.manage')}
              what={t('fields-settings:labels.phone')}
            />
          }
        >
          {profile.phone ? (
            <span dir="ltr">{profile.phone}</span>
          ) : (
            <Missing text={t('global-components:account.info.notAdded')} />
          )}
        </Fact>
        <Fact
          label={t('fields-settings:labels.password')}
          action={
            profile.hasPassword ? (
              <ActionLink
                modal="change-pass"
                label={t('global-components:account.info.change')}
                what={t('fields-settings:labels.password')}
              />
            ) : undefined
          }
        >
          {profile.hasPassword ? (
            <span aria-label={t('global-components:account.info.passwordSet')}>••••••••</span>
          ) : (
            <Missing text={t('global-components:account.info.noPassword')} />
          )}
        </Fact>
      </dl>
      <LinkedAccounts />
    </section>
  );
}

function EmailFact({ profile }: { readonly profile: PlayerProfile }) {
  const t = useT();
  if (!profile.email) {
    return (
      <Fact
        label={t('fields-settings:labels.email')}
        action={
          <ActionLink
            modal="email-verify"
            label={t('global-components:account.info.add')}
            what={t('fields-settings:labels.email')}
          />
        }
      >
        <Missing text={t('global-components:account.info.notAdded')} />
      </Fact>
    );
  }
  // A confirmed address is the sign-in and recovery one: its change is confirmed first (the generic confirm modal).
  const action = profile.emailConfirmed ? (
    <ActionLink
      modal="confirm"
      value="email-change"
      label={t('global-components:account.info.change')}
      what={t('fields-settings:labels.email')}
    />
  ) : (
    <ActionLink
      modal="confirm-email"
      label={t('global-components:account.info.confirm')}
      what={t('fields-settings:labels.email')}
    />
  );
  return (
    <Fact label={t('fields-settings:labels.email')} action={action}>
      <span className="profile-facts__email">{profile.email}</span>{' '}
      <span
        className={profile.emailConfirmed ? 'profile-badge profile-badge--ok' : 'profile-badge profile-badge--warn'}
        data-testid="email-status"
      >
        {t(
          profile.emailConfirmed
            ? 'global-components:account.info.confirmed'
            : 'global-components:account.info.notConfirmed',
        )}
      </span>
    </Fact>
  );
}

function Fact({
  label,
  action,
  children,
}: {
  readonly label: string;
  readonly action?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <div className="profile-facts__row">
      <dt className="profile-facts__label">{label}</dt>
      <dd className="profile-facts__value">{children}</dd>
      {action && <dd className="profile-facts__action">{action}</dd>}
    </div>
  );
}

type FactModal = 'change-nickname' | 'change-pass' | 'confirm' | 'confirm-email' | 'email-verify' | 'phone';

/** "Change", read out with what it changes ("Change Nickname"): the page has several. */
function ActionLink({
  modal,
  value,
  label,
  what,
}: {
  readonly modal: FactModal;
  readonly value?: string;
  readonly label: string;
  readonly what: string;
}) {
  return (
    <ModalLink className="profile-action" modal={modal} value={value}>
      {label}
      <span className="profile-visually-hidden"> {what}</span>
    </ModalLink>
  );
}

function Missing({ text }: { readonly text: string }) {
  return <span className="profile-facts__missing">{text}</span>;
}
