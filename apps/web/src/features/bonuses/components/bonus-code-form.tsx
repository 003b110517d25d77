import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BonusCodeStatus } from '@casino/shared';
import { TextInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { breakRefusalMessage } from '@/lib/break-refusal';
import { BONUS_CODE_MAX_LENGTH, bonusCodeAlertKey, PLAYER_BONUSES_ROOT, redeemBonusCode } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';

/**
 * A bonus code to activate now (trigger 'activation'): granted at once, or an alert that it is
 * incorrect or not available (SPEC.md section 8), or why not during a break. The code stays in the
 * box after a refusal, to fix.
 */
export function BonusCodeForm() {
  const t = useT();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const bonusCode = code.trim();
    if (busy) return;
    if (bonusCode === '') {
      setError(t('global-components:bonuses.codeRequired'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const redemption = await redeemBonusCode(bonusCode, 'activation');
      const refusal = bonusCodeAlertKey(redemption.status);
      if (refusal) {
        setError(t(refusal));
        showAlert({ kind: 'error', title: refusal });
        return;
      }
      setCode('');
      showAlert({
        kind: 'success',
        title:
          redemption.status === BonusCodeStatus.Applied ? 'alerts:bonusCode.applied' : 'alerts:bonusCode.activated',
        params: { code: bonusCode },
      });
      void queryClient.invalidateQueries({ queryKey: PLAYER_BONUSES_ROOT });
    } catch (failure) {
      // During a break no code is taken: the server's words say until when.
      setError(breakRefusalMessage(failure) ?? t('alerts:generic.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bonus-code-form" onSubmit={(event) => void submit(event)} noValidate data-testid="bonus-code-form">
      <TextInput
        label={t('global-components:bonuses.codeLabel')}
        hint={t('global-components:bonuses.codeHint')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
        maxLength={BONUS_CODE_MAX_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        monospace
      />
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
        {t('global-components:bonuses.codeSubmit')}
      </button>
    </form>
  );
}
