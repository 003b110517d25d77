import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListResponse } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useCloseOtherSessions } from '../api/close-other-sessions';
import { useCloseSession } from '../api/close-session';
import { sessionsQueryKey, type PlayerSession } from '../api/get-sessions';
import { deviceLabel } from '../components/device-label';
import { FormMessage } from '../components/form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import '@/components/ui/form/form-layout.css';
import '../components/profile.css';

/** `?confirm-session-logout=<session id>` closes that session; `=others` (or `=true`) every other one. */
const isSessionId = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/** The session being closed, from the list the player clicked in, to name its device. */
function useListedSession(sessionId: string): PlayerSession | undefined {
  const queryClient = useQueryClient();
  for (const [, list] of queryClient.getQueriesData<ListResponse<PlayerSession>>({ queryKey: sessionsQueryKey })) {
    const found = list?.data.find((session) => session.id === sessionId);
    if (found) return found;
  }
  return undefined;
}

export default function ConfirmSessionLogoutModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const one = isSessionId(value);
  const listed = useListedSession(value);
  const closeSession = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [error, setError] = useState<string>();
  const busy = closeSession.isPending || closeOthers.isPending;

  const confirm = async () => {
    setError(undefined);
    try {
      if (one) {
        await closeSession.mutateAsync(value);
        showAlert({ kind: 'success', title: 'alerts:account.sessionClosed' });
      } else {
        const closed = await closeOthers.mutateAsync();
        showAlert({ kind: 'success', title: 'alerts:account.otherSessionsClosed', params: { count: closed } });
      }
      close();
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };

  return (
    <div className="profile-modal">
      <p className="profile-modal__lead">
        {one
          ? t('modals:confirm-session-logout.one', {
              device: listed ? deviceLabel(listed.userAgent, t) : t('global-components:account.sessions.thatDevice'),
            })
          : t('modals:confirm-session-logout.others')}
      </p>
      <p className="profile-modal__hint">{t('modals:confirm-session-logout.hint')}</p>
      <FormMessage text={error} />
      <div className="profile-modal__actions">
        <button type="button" className="modal-button profile-button--secondary" onClick={close} disabled={busy}>
          {t('global-components:buttons.cancel')}
        </button>
        <button
          type="button"
          className="modal-button modal-button--primary form-submit"
          onClick={() => void confirm()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="form-submit__spinner" aria-hidden="true" />}
          {t(one ? 'modals:confirm-session-logout.confirmOne' : 'modals:confirm-session-logout.confirmOthers')}
        </button>
      </div>
    </div>
  );
}
