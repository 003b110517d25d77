import { useId } from 'react';
import type { PlayerBonus } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { wageringProgress } from './bonus-format';
import { useBonusMoney } from './use-bonus-money';

/** The wagering of a bonus: wagered of required, as a bar and in words. */
export function WageringBar({ bonus }: { readonly bonus: Pick<PlayerBonus, 'wager' | 'currency'> }) {
  const t = useT();
  const money = useBonusMoney();
  const labelId = useId();
  const progress = wageringProgress(bonus.wager);
  const wagered = money(progress.wagered, bonus.currency);
  const required = money(progress.required, bonus.currency);
  return (
    <div className="wagering" data-testid="wagering" data-complete={progress.isComplete || undefined}>
      <div className="wagering__label">
        <span id={labelId}>{t('global-components:bonuses.wagering')}</span>
        <span className="wagering__numbers" data-testid="wagering-numbers">
          {t('global-components:bonuses.wageredOf', { wagered, required })}
        </span>
      </div>
      <div
        className="wagering__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={t('global-components:bonuses.wageredOf', { wagered, required })}
      >
        <span className="wagering__fill" style={{ inlineSize: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
