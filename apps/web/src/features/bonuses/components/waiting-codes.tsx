import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { showAlert } from '@/lib/alerts';
import { PLAYER_BONUSES_ROOT } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';
import { removeBonusCode, useBonusCodes } from '../api/get-bonus-codes';

/** Codes applied for the next deposit (trigger 'deposit'), each removable until a deposit uses it. */
export function WaitingCodes() {
  const t = useT();
  const queryClient = useQueryClient();
  const codes = useBonusCodes('deposit');
  const [removing, setRemoving] = useState<string>();
  const waiting = codes.data?.filter((code) => code.trigger === 'deposit' && code.status === 1) ?? [];
  if (waiting.length === 0) return null;
  const remove = async (id: string) => {
    setRemoving(id);
    try {
      await removeBonusCode(id);
    } catch {
      showAlert({ kind: 'error', title: 'alerts:generic.error' });
    } finally {
      setRemoving(undefined);
      void queryClient.invalidateQueries({ queryKey: PLAYER_BONUSES_ROOT });
    }
  };
  return (
    <div className="waiting-codes" data-testid="waiting-codes">
      <p className="bonus-muted">{t('global-components:bonuses.codesWaiting')}</p>
      <ul className="cashback-claims">
        {waiting.map((code) => (
          <li key={code.playerBonusCodeId} className="cashback-claims__row">
            <span>
              <strong>{code.code}</strong> {code.title && <span className="bonus-muted">· {code.title}</span>}
            </span>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void remove(code.playerBonusCodeId)}
              disabled={removing !== undefined}
              aria-busy={removing === code.playerBonusCodeId || undefined}
              aria-label={t('global-components:bonuses.codeRemoveNamed', { code: code.code })}
            >
              {t('global-components:bonuses.codeRemove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
