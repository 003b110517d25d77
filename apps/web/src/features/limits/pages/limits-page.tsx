import { useState } from 'react';
import { LimitDefinition } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLimits, type PlayerLimit } from '../api/get-limits';
import {
  AMOUNT_LIMIT_KINDS,
  DEFINITION_OF_KIND,
  kindOf,
  PLAY_TIME_KIND,
  usedPercent,
  type AmountLimitKind,
  type PlayTimeKind,
} from '../components/limit-texts';
import { RealityCheckSetting } from '../components/reality-check-setting';
import { useLimitAmount } from '../components/use-limit-money';
import '../components/limits.css';
import '@/components/ui/card.css';

/**
 * Responsible gaming (SPEC.md section 2, /profile/limits): the bet, loss and deposit limits with
 * what is used and what is waiting, the daily play time, the breaks, and the reality check. The server enforces all of
 * it; this page says what holds and when a waiting change may be confirmed.
 */
export default function LimitsPage({ headingLevel }: { readonly headingLevel: 1 | 2 | 3 | 4 }) {
  const t = useT();
  const limits = useLimits();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as SubHeadingTag;
  const breaks =
    limits.data?.filter(
      (limit) => limit.definition === LimitDefinition.CoolingOff || limit.definition === LimitDefinition.SelfExclusion,
    ) ?? [];

  return (
    <section className="limits-page" data-testid="profile-limits">
      <Heading className="limits-page__title">{t('global-components:sections.profile-limits')}</Heading>
      <p className="limits-page__lead">{t('global-components:limits.lead')}</p>
      {limits.isPending && (
        <p className="limits-page__status" role="status">
          {t('global-components:loading.label')}
        </p>
      )}
      {limits.isError && (
        <div className="card card--padded limits-card" role="alert">
          <p>{t('global-components:limits.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void limits.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {limits.data && (
        <>
          {breaks.map((limit) => (
            <BreakNotice key={limit.id} limit={limit} />
          ))}
          {AMOUNT_LIMIT_KINDS.map((kind) => (
            <AmountLimits
              key={kind}
              kind={kind}
              limits={limits.data.filter((limit) => limit.definition === DEFINITION_OF_KIND[kind])}
              Heading={SubHeading}
            />
          ))}
          <AmountLimits
            kind={PLAY_TIME_KIND}
            limits={limits.data.filter((limit) => limit.definition === LimitDefinition.PlayTime)}
            Heading={SubHeading}
            maxCount={1}
          />
          <section className="card card--padded limits-card" aria-labelledby="limits-breaks">
            <SubHeading id="limits-breaks" className="limits-card__title">
              {t('global-components:limits.breaks.title')}
            </SubHeading>
            <p className="limits-card__text">{t('global-components:limits.breaks.lead')}</p>
            <div className="limits-card__actions">
              <ModalLink
                className="button button--secondary button--small"
                modal="add-limit"
                value="cooling-off"
                data-testid="take-a-break"
              >
                {t('global-components:limits.breaks.coolingOff')}
              </ModalLink>
              <ModalLink
                className="button button--secondary button--small"
                modal="add-limit"
                value="self-exclusion"
                data-testid="self-exclude"
              >
                {t('global-components:limits.breaks.selfExclusion')}
              </ModalLink>
            </div>
          </section>
          <RealityCheckSetting Heading={SubHeading} />
        </>
      )}
    </section>
  );
}

type SubHeadingTag = 'h2' | 'h3' | 'h4' | 'h5';

function BreakNotice({ limit }: { readonly limit: PlayerLimit }) {
  const t = useT();
  const kind = kindOf(limit.definition);
  const until = limit.endsAt ? formatDate(limit.endsAt, 'dateTime') : null;
  return (
    <div className="limits-break" role="status" data-testid="limits-break">
      <strong>{t(`global-components:limits.kinds.${kind}`)}</strong>{' '}
      {until
        ? t('global-components:limits.breaks.until', { date: until })
        : t('global-components:limits.breaks.permanent')}
      <span className="limits-break__note"> {t('global-components:limits.breaks.inForce')}</span>
    </div>
  );
}

/** The limits of one kind: one per period for money (up to three), one daily play time. */
function AmountLimits({
  kind,
  limits,
  Heading,
  maxCount = 3,
}: {
  readonly kind: AmountLimitKind | PlayTimeKind;
  readonly limits: readonly PlayerLimit[];
  readonly Heading: SubHeadingTag;
  readonly maxCount?: number;
}) {
  const t = useT();
  const headingId = `limits-${kind}`;
  return (
    <section className="card card--padded limits-card" aria-labelledby={headingId} data-testid={`limits-${kind}`}>
      <div className="limits-card__head">
        <Heading id={headingId} className="limits-card__title">
          {t(`global-components:limits.kinds.${kind}`)}
        </Heading>
        {limits.length < maxCount && (
          <ModalLink
            className="button button--secondary button--small"
            modal="add-limit"
            value={kind}
            data-testid={`add-${kind}-limit`}
          >
            {t('global-components:limits.add')}
            <span className="visually-hidden"> {t(`global-components:limits.kinds.${kind}`)}</span>
          </ModalLink>
        )}
      </div>
      <p className="limits-card__text">{t(`global-components:limits.explain.${kind}`)}</p>
      {limits.length === 0 ? (
        <p className="limits-card__empty">{t('global-components:limits.none')}</p>
      ) : (
        <ul className="limits-list">
          {limits.map((limit) => (
            <LimitItem key={limit.id} limit={limit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function LimitItem({ limit }: { readonly limit: PlayerLimit }) {
  const t = useT();
  const amountText = useLimitAmount();
  const percent = usedPercent(limit.used, limit.amount);
  const periodLabel = t(`global-components:limits.periods.${limit.period ?? 'daily'}`);
  return (
    <li className="limits-item" data-testid="limit-item">
      <div className="limits-item__row">
        <span className="limits-item__period">{periodLabel}</span>
        <span className="limits-item__amount">
          <bdi dir="ltr">{amountText(limit.amount ?? 0, limit)}</bdi>
        </span>
      </div>
      <div
        className="limits-meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('global-components:limits.usedLabel', { period: periodLabel })}
      >
        <span className="limits-meter__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="limits-item__used">
        {t('global-components:limits.used', {
          used: amountText(limit.used ?? 0, limit),
          amount: amountText(limit.amount ?? 0, limit),
        })}
      </p>
      {limit.pending && <PendingChange limit={limit} />}
      <div className="limits-item__actions">
        <ModalLink className="button button--secondary button--small" modal="edit-limit" value={limit.id}>
          {t('global-components:limits.edit')}
        </ModalLink>
        {limit.pending?.kind !== 'removal' && (
          <ModalLink className="button button--secondary button--small" modal="confirm-delete-limit" value={limit.id}>
            {t('global-components:limits.remove')}
          </ModalLink>
        )}
      </div>
    </li>
  );
}

function PendingChange({ limit }: { readonly limit: PlayerLimit }) {
  const t = useT();
  const amountText = useLimitAmount();
  // When the page was shown: a change that becomes possible meanwhile shows on the next visit.
  const [shownAt] = useState(() => Date.now());
  const pending = limit.pending;
  if (!pending) return null;
  const ready = new Date(pending.availableAt).getTime() <= shownAt;
  const what =
    pending.kind === 'removal'
      ? t('global-components:limits.pending.removal')
      : t('global-components:limits.pending.increase', {
          amount: amountText(pending.amount ?? 0, limit),
          period: t(`global-components:limits.periods.${pending.period ?? 'daily'}`),
        });
  return (
    <div className="limits-pending" data-testid="limit-pending">
      <p>
        {what}{' '}
        {ready
          ? t('global-components:limits.pending.ready')
          : t('global-components:limits.pending.from', { date: formatDate(pending.availableAt, 'dateTime') })}
      </p>
      {ready && (
        <ModalLink
          className="button button--primary button--small"
          modal="confirm-limit-update"
          value={limit.id}
          data-testid="confirm-limit-change"
        >
          {t('global-components:limits.pending.confirm')}
        </ModalLink>
      )}
    </div>
  );
}
