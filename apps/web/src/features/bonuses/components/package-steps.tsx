import { Link } from 'react-router';
import type { BonusPackageView } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useViewer } from '@/lib/viewer';
import { bonusPaths, useDepositWithBonusHref } from './bonus-paths';
import { offerHeadlineText } from './offer-texts';
import { useBonusMoney } from './use-bonus-money';
import { minimumDeposit } from './bonus-format';

type StepState = 'taken' | 'next' | 'later';

export function stepState(
  step: { readonly taken: boolean; readonly package: { readonly step: number } | null },
  index: number,
  nextStep: number | null,
): StepState {
  if (step.taken) return 'taken';
  return (step.package?.step ?? index + 1) === nextStep ? 'next' : 'later';
}

/** The welcome package's deposits in order: each step taken, next or later, and the way to the next one. */
export function PackageSteps({
  pack,
  onNavigate,
}: {
  readonly pack: BonusPackageView;
  readonly onNavigate?: () => void;
}) {
  const t = useT();
  const money = useBonusMoney();
  const path = useLocalizePath();
  const depositHref = useDepositWithBonusHref();
  const { isLoggedIn } = useViewer();
  const taken = pack.steps.filter((step) => step.taken).length;
  const next = pack.steps.find((step, index) => stepState(step, index, pack.nextStep) === 'next');
  return (
    <div className="package" data-testid="package-steps">
      <p className="package__progress" data-testid="package-progress">
        {t('global-components:bonuses.packageProgress', { taken, steps: pack.steps.length })}
      </p>
      <div className="package__track" aria-hidden="true">
        <span
          className="package__fill"
          style={{ inlineSize: `${pack.steps.length === 0 ? 0 : Math.round((taken * 100) / pack.steps.length)}%` }}
        />
      </div>
      <ol className="package__steps">
        {pack.steps.map((step, index) => {
          const state = stepState(step, index, pack.nextStep);
          const minimum = minimumDeposit(step, step.currency);
          return (
            <li
              key={step.id}
              className={`package-step package-step--${state}`}
              data-testid="package-step"
              data-state={state}
              aria-current={state === 'next' ? 'step' : undefined}
            >
              <span className="package-step__marker" aria-hidden="true">
                {state === 'taken' ? <Icon name="check" size={16} /> : (step.package?.step ?? index + 1)}
              </span>
              <div className="package-step__body">
                <p className="package-step__label">
                  {t('global-components:bonuses.depositNumber', { step: step.package?.step ?? index + 1 })}
                  <span className="visually-hidden">: {t(`global-components:bonuses.stepStates.${state}`)}</span>
                </p>
                <p className="package-step__offer">{offerHeadlineText(step, t, money)}</p>
                <p className="bonus-muted">
                  {minimum !== null &&
                    `${t('global-components:bonuses.minDeposit')}: ${money(minimum, step.currency)} · `}
                  {t('global-components:bonuses.wagerShort')}{' '}
                  {t('global-components:bonuses.times', { multiplier: step.wagerMultiplier })}
                  {step.pageIdentity && (
                    <>
                      {' · '}
                      <Link to={path(bonusPaths.bonus(step.pageIdentity))} onClick={onNavigate}>
                        {t('global-components:bonuses.conditions')}
                      </Link>
                    </>
                  )}
                </p>
              </div>
              <span
                className={`bonus-badge bonus-badge--${state === 'taken' ? 'played' : state === 'next' ? 'active' : 'issued'}`}
                aria-hidden="true"
              >
                {t(`global-components:bonuses.stepStates.${state}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="package__cta">
        {!isLoggedIn ? (
          <ModalLink className="button button--primary" modal="sign-up" data-testid="package-cta">
            {t('global-components:bonuses.signUpToClaim')}
          </ModalLink>
        ) : next ? (
          <Link className="button button--primary" to={depositHref(next.id)} data-testid="package-cta">
            {t('global-components:bonuses.depositForStep', {
              step: next.package?.step ?? pack.steps.indexOf(next) + 1,
            })}
          </Link>
        ) : (
          <p className="bonus-muted" role="status">
            {t('global-components:bonuses.packageDone')}
          </p>
        )}
      </div>
    </div>
  );
}
