import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { useViewer } from '@/lib/viewer';
import { realityCheckQueryOptions, type RealityCheck } from '../api/reality-check';
import { LimitsLink } from './limits-link';
import { minutesPlayed, nextReminderAt } from './reality-check-schedule';
import { useLimitMoney } from './use-limit-money';
import './limits.css';

/**
 * The reality check during play (beyond the spec, UKGC RTS 13): at the player's interval, the
 * time played this session and its net result, with the way to the limits. Nothing for guests or
 * when the player turned it off.
 */
export function RealityCheckReminder() {
  const { isLoggedIn } = useViewer();
  const realityCheck = useQuery({ ...realityCheckQueryOptions(), enabled: isLoggedIn });
  const [dueAt, setDueAt] = useState<number>();
  const queryClient = useQueryClient();
  const settings = realityCheck.data;

  useEffect(() => {
    if (!settings || dueAt !== undefined) return undefined;
    const next = nextReminderAt(Date.parse(settings.session.startedAt), settings.intervalMinutes, Date.now());
    if (next === undefined) return undefined;
    // A browser timer for this page only: the figures come from the server when it fires.
    const timer = window.setTimeout(() => {
      setDueAt(next);
      void queryClient.invalidateQueries({ queryKey: realityCheckQueryOptions().queryKey });
    }, next - Date.now());
    return () => window.clearTimeout(timer);
  }, [settings, dueAt, queryClient]);

  if (!settings || dueAt === undefined) return null;
  return <Reminder realityCheck={settings} dueAt={dueAt} onContinue={() => setDueAt(undefined)} />;
}

function Reminder({
  realityCheck,
  dueAt,
  onContinue,
}: {
  readonly realityCheck: RealityCheck;
  readonly dueAt: number;
  readonly onContinue: () => void;
}) {
  const t = useT();
  const money = useLimitMoney();
  const minutes = minutesPlayed(Date.parse(realityCheck.session.startedAt), dueAt);
  const results = realityCheck.session.results;
  const net =
    results.length === 0
      ? t('global-components:limits.realityCheck.nothingPlayed')
      : results
          .map((result) => `${result.net < 0 ? '−' : '+'}${money(Math.abs(result.net), result.currency)}`)
          .join(', ');
  return (
    <div
      className="reality-check"
      role="alertdialog"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-text"
      data-testid="reality-check"
    >
      <p id="reality-check-title" className="reality-check__title">
        {t('global-components:limits.realityCheck.title')}
      </p>
      <p id="reality-check-text">{t('global-components:limits.realityCheck.summary', { minutes, net })}</p>
      <div className="limits-card__actions">
        <button type="button" className="button button--primary button--small" onClick={onContinue}>
          {t('global-components:limits.realityCheck.continue')}
        </button>
        <LimitsLink className="button button--secondary button--small">
          {t('modals:game-limit-reached.limits')}
        </LimitsLink>
      </div>
    </div>
  );
}
