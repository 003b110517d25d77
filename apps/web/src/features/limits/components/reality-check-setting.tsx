import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REALITY_CHECK_INTERVAL_MINUTES } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { realityCheckQueryOptions, setRealityCheck } from '../api/reality-check';
import '@/components/ui/card.css';

/** The reality-check interval: off, or a reminder every 15, 30 or 60 minutes of play. */
export function RealityCheckSetting({ Heading }: { readonly Heading: 'h2' | 'h3' | 'h4' | 'h5' }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const realityCheck = useQuery(realityCheckQueryOptions());
  const save = useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (view) => queryClient.setQueryData(realityCheckQueryOptions().queryKey, view),
  });
  return (
    <section className="card card--padded limits-card" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="limits-card__title">
        {t('global-components:limits.realityCheck.title')}
      </Heading>
      <p className="limits-card__text">{t('global-components:limits.realityCheck.lead')}</p>
      <label className="limits-select" htmlFor={`${id}-interval`}>
        <span>{t('global-components:limits.realityCheck.interval')}</span>
        <select
          id={`${id}-interval`}
          value={String(realityCheck.data?.intervalMinutes ?? 0)}
          disabled={!realityCheck.data || save.isPending}
          onChange={(event) => save.mutate(Number(event.target.value))}
          data-testid="reality-check-interval"
        >
          {REALITY_CHECK_INTERVAL_MINUTES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0
                ? t('global-components:limits.realityCheck.off')
                : t('global-components:limits.realityCheck.every', { minutes })}
            </option>
          ))}
        </select>
      </label>
      {save.isError && (
        <p className="limits-card__error" role="alert">
          {t('alerts:generic.error')}
        </p>
      )}
    </section>
  );
}
