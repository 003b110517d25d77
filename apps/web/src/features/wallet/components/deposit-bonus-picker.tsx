import { useEffect, useState } from 'react';
import type { BonusOffer } from '@casino/shared';
import { RadioGroup, type RadioOption } from '@/components/ui/form';
import { useBonusOffers } from '@/lib/bonuses';
import { useT } from '@/lib/i18n';

/** The offers follow the amount typed, once typing pauses: not a request per keystroke. */
const AMOUNT_SETTLE_MS = 400;
export const NO_BONUS = '';

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface DepositBonusPickerProps {
  readonly currency: string;
  /** The amount typed, in minor units, when it is a valid number. */
  readonly amountMinor: number | undefined;
  readonly value: string;
  readonly onChange: (bonusId: string) => void;
  readonly formatMinor: (minor: number) => string;
}

/** The smallest deposit that triggers `offer` in `currency`, if it names one. */
const minimumOf = (offer: BonusOffer, currency: string) =>
  offer.triggerConditions.invoiceAmountItems.find((item) => item.currency === currency)?.amountFrom;

/**
 * The bonus radio of the deposit form (SPEC.md section 2): "no bonus" and each offer a deposit
 * of this amount can take (`GET /api/game/bonuses?currency&amount`), with what it would give.
 * Nothing shows when no offer is open, so a player without offers sees the form as before.
 */
export function DepositBonusPicker({ currency, amountMinor, value, onChange, formatMinor }: DepositBonusPickerProps) {
  const t = useT();
  const amount = useSettledValue(amountMinor, AMOUNT_SETTLE_MS);
  const offers = useBonusOffers(currency, amount, currency !== '');
  // A chosen offer that is no longer listed (another currency, taken meanwhile) is dropped.
  useEffect(() => {
    if (value !== NO_BONUS && offers.data && !offers.data.some((offer) => String(offer.id) === value))
      onChange(NO_BONUS);
  }, [offers.data, value, onChange]);

  if (offers.isPending) return <div className="deposit-bonus deposit-bonus--loading skeleton" aria-hidden="true" />;
  if (!offers.data || offers.data.length === 0) return null;
  const options: RadioOption[] = [
    { value: NO_BONUS, label: t('modals:wallet.bonusNone') },
    ...offers.data.map((offer) => {
      const minimum = minimumOf(offer, currency);
      const below = minimum !== undefined && amount !== undefined && amount < minimum;
      return {
        value: String(offer.id),
        label: offer.title,
        description:
          below || offer.bonusAmount === null || offer.bonusAmount <= 0
            ? minimum === undefined
              ? undefined
              : t('modals:wallet.bonusFrom', { amount: formatMinor(minimum) })
            : t('modals:wallet.bonusGets', { amount: formatMinor(offer.bonusAmount) }),
      };
    }),
  ];
  return (
    <RadioGroup
      className="deposit-bonus"
      label={t('modals:wallet.bonusChoice')}
      hint={t('modals:wallet.bonusChoiceHint')}
      name="deposit-bonus"
      options={options}
      value={value}
      onValueChange={onChange}
    />
  );
}
