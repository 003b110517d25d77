export { bonusKeys, BONUS_OFFERS_ROOT, PLAYER_BONUSES_ROOT } from './bonus-keys';
export * from './bonus-parsers';
export {
  bonusOfferQueryOptions,
  bonusOffersQueryOptions,
  getBonusOffer,
  getBonusOffers,
  useBonusOffers,
} from './get-bonus-offers';
export {
  activeBonusOf,
  FINISHED_STATUSES,
  getPlayerBonuses,
  LISTED_STATUSES,
  playerBonusesQueryOptions,
  usePlayerBonuses,
} from './get-player-bonuses';
export { BONUS_CODE_MAX_LENGTH, bonusCodeAlertKey, codeStatusOfError, redeemBonusCode } from './redeem-bonus-code';
export { withdrawalWarning } from './withdrawal-warning';
export { bonusBalanceOf } from './bonus-balance';
