import { useQuery } from '@tanstack/react-query';
import type { BonusOffer, PlayerBonus } from '@casino/shared';
import { bonusOffersQueryOptions, FINISHED_STATUSES, LISTED_STATUSES, playerBonusesQueryOptions } from '@/lib/bonuses';
import { useBonusPackage } from '../api/get-bonus-package';
import { useBonusScope } from '../components/bonus-scope';

/** A granted bonus by id, listed or finished (the contract has no call for one bonus). */
export function useListedBonus(id: string): {
  readonly bonus: PlayerBonus | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
} {
  const listed = useQuery(playerBonusesQueryOptions(LISTED_STATUSES));
  const found = listed.data?.find((bonus) => bonus.id === id);
  const finished = useQuery({ ...playerBonusesQueryOptions(FINISHED_STATUSES), enabled: listed.isSuccess && !found });
  const bonus = found ?? finished.data?.find((candidate) => candidate.id === id);
  return {
    bonus,
    loading: !bonus && (listed.isPending || finished.isPending),
    failed: listed.isError || finished.isError,
  };
}

/** An offer by id, among everything a guest may see and the welcome package's steps. */
export function useListedOffer(id: string): { readonly offer: BonusOffer | undefined; readonly loading: boolean } {
  const { currency } = useBonusScope();
  const offers = useQuery(bonusOffersQueryOptions(false, currency ?? ''));
  const pack = useBonusPackage();
  const offerId = Number(id);
  const offer =
    offers.data?.find((candidate) => candidate.id === offerId) ?? pack.data?.steps.find((step) => step.id === offerId);
  return { offer, loading: !offer && (offers.isPending || pack.isPending) };
}

/** The operator's terms (markdown) of the offer a granted bonus came from, when anyone may still see it. */
export function useOfferDescription(pageIdentity: string | null | undefined): string {
  const { currency } = useBonusScope();
  const offers = useQuery({ ...bonusOffersQueryOptions(false, currency ?? ''), enabled: Boolean(pageIdentity) });
  const pack = useBonusPackage();
  if (!pageIdentity) return '';
  const offer =
    offers.data?.find((candidate) => candidate.pageIdentity === pageIdentity) ??
    pack.data?.steps.find((step) => step.pageIdentity === pageIdentity);
  return offer?.description ?? '';
}
