import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { BonusTerms, termsOfOffer } from '../components/bonus-terms';
import { offerHeadlineText } from '../components/offer-texts';
import { useBonusMoney } from '../components/use-bonus-money';
import { ModalLoading, ModalMissing } from './modal-states';
import { useListedOffer } from './use-listed-bonus';

/** `?bonus-condition=<offer id>`: an offer's terms before taking it. */
export default function BonusConditionModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const money = useBonusMoney();
  const { offer, loading } = useListedOffer(value);
  if (loading) return <ModalLoading />;
  if (!offer) return <ModalMissing close={close} />;
  return (
    <div className="bonus-modal" data-testid="bonus-condition">
      <p className="bonus-modal__intro" tabIndex={-1} data-autofocus="">
        <strong>{offer.title}</strong>
        <span className="bonus-modal__big">{offerHeadlineText(offer, t, money)}</span>
      </p>
      <BonusTerms terms={termsOfOffer(offer)} />
      <div className="bonus-modal__actions">
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('modals:bonus-condition.ok')}
        </button>
      </div>
    </div>
  );
}
