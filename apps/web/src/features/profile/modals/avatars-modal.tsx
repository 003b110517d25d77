import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useAvatars } from '../api/get-avatars';
import { useProfile } from '../api/get-profile';
import { useSetAvatar } from '../api/set-avatar';
import { FormMessage } from '../components/form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import '../components/profile.css';

/** 'lucky-seven' -> 'Lucky seven': the avatar's name for assistive technology. */
const avatarName = (id: string) => id.charAt(0).toUpperCase() + id.slice(1).replaceAll('-', ' ');

/** A grid of the site's avatars: choosing one saves it at once. */
export default function AvatarsModal({ close }: ModalBodyProps) {
  const t = useT();
  const avatars = useAvatars();
  const { data: profile } = useProfile();
  const setAvatar = useSetAvatar();
  const [error, setError] = useState<string>();

  const choose = async (avatarId: string) => {
    if (avatarId === profile?.avatarId) {
      close();
      return;
    }
    setError(undefined);
    try {
      await setAvatar.mutateAsync(avatarId);
      showAlert({ kind: 'success', title: 'alerts:account.avatarChanged' });
      close();
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };

  return (
    <div className="profile-modal">
      <ul className="avatar-grid" aria-label={t('modals:avatars.title')}>
        {avatars.data.map((avatar) => {
          const isCurrent = avatar.id === profile?.avatarId;
          const isSaving = setAvatar.isPending && setAvatar.variables === avatar.id;
          return (
            <li key={avatar.id}>
              <button
                type="button"
                className="avatar-grid__choice"
                aria-pressed={isCurrent}
                aria-busy={isSaving || undefined}
                disabled={setAvatar.isPending}
                onClick={() => void choose(avatar.id)}
              >
                <img src={avatar.url} alt={avatarName(avatar.id)} width={72} height={72} />
                {isSaving && <span className="avatar-grid__spinner" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
      <FormMessage text={error} />
    </div>
  );
}
