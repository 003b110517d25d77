import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { LimitsLink } from '../components/limits-link';
import '../components/limits.css';

/** The refusals a stake can meet (the server's codes); `?game-limit-reached=<code>`. */
export const BET_RESTRICTIONS = [
  'bet_limit_reached',
  'loss_limit_reached',
  'play_time_limit_reached',
  'cooling_off',
  'self_excluded',
  'underage',
] as const;

export default function GameLimitReachedModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const reason = (BET_RESTRICTIONS as readonly string[]).includes(value) ? value : 'bet_limit_reached';
  return (
    <div className="limits-modal">
      <p>{t(`modals:game-limit-reached.reasons.${reason}`)}</p>
      <div className="limits-modal__actions">
        <LimitsLink className="modal-button" onClick={close}>
          {t('modals:game-limit-reached.limits')}
        </LimitsLink>
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('modals:game-limit-reached.ok')}
        </button>
      </div>
    </div>
  );
}
