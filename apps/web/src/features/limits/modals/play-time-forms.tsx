import { useState, type FormEvent } from 'react';
import { intlLocaleOf } from '@casino/shared';
import { SelectInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { limitCalls, useLimitCall, type NewLimitRequest } from '../api/change-limit';
import type { PlayerLimit } from '../api/get-limits';
import { limitErrorText } from '../components/limit-error';
import { formatMinutes, playTimeChoices } from '../components/limit-texts';
import '../components/limits.css';

/** The daily play time, picked from the offered durations. */
function PlayTimeField({
  value,
  onChange,
  current,
  error,
}: {
  readonly value: number;
  readonly onChange: (minutes: number) => void;
  readonly current?: number | null;
  readonly error?: string;
}) {
  const t = useT();
  const locale = intlLocaleOf(usePageLocale());
  return (
    <SelectInput
      label={t('global-components:limits.form.playTime')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      options={playTimeChoices(current).map((minutes) => ({
        value: String(minutes),
        label: formatMinutes(minutes, locale),
      }))}
      error={error}
      data-testid="play-time-minutes"
    />
  );
}

/** `?add-limit=play-time`: how long the player may play in any 24 hours; applies at once. */
export function AddPlayTimeForm({ close }: { readonly close: () => void }) {
  const t = useT();
  const [minutes, setMinutes] = useState(60);
  const [error, setError] = useState<string>();
  const create = useLimitCall(limitCalls.create);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await create.mutateAsync({ definition: 6, period: 'daily', amount: minutes } satisfies NewLimitRequest);
      showAlert({ kind: 'success', title: 'alerts:limits.added' });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <form
      className="modal-form limits-modal"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="add-limit-form"
    >
      <p>{t('global-components:limits.explain.play-time')}</p>
      <PlayTimeField value={minutes} onChange={setMinutes} error={error} />
      <p className="limits-card__text">{t('global-components:limits.form.playTimeRule')}</p>
      <div className="limits-modal__actions">
        <button
          type="submit"
          className="modal-button modal-button--primary"
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {t('global-components:limits.form.save')}
        </button>
      </div>
    </form>
  );
}

/** `?edit-limit=<id>` of a play-time limit: shorter at once, longer after 24 hours and confirmation. */
export function EditPlayTimeForm({ limit, close }: { readonly limit: PlayerLimit; readonly close: () => void }) {
  const t = useT();
  const [minutes, setMinutes] = useState(limit.amount ?? 60);
  const [error, setError] = useState<string>();
  const update = useLimitCall(limitCalls.update);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const changed = await update.mutateAsync({ id: limit.id, period: 'daily', amount: minutes });
      showAlert({
        kind: 'success',
        title: changed.pending ? 'alerts:limits.increaseWaiting' : 'alerts:limits.changed',
      });
      close();
    } catch (failure) {
      setError(limitErrorText(failure, t));
    }
  };

  return (
    <form className="modal-form limits-modal" onSubmit={(event) => void submit(event)} noValidate>
      <PlayTimeField value={minutes} onChange={setMinutes} current={limit.amount} error={error} />
      <p className="limits-card__text">{t('global-components:limits.form.playTimeRule')}</p>
      <div className="limits-modal__actions">
        <button
          type="submit"
          className="modal-button modal-button--primary"
          disabled={update.isPending}
          aria-busy={update.isPending || undefined}
        >
          {t('global-components:limits.form.save')}
        </button>
      </div>
    </form>
  );
}
