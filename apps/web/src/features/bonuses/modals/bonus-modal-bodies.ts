/**
 * The bonus modals' bodies, one chunk: they open from one another (details → confirm → lock)
 * and one chunk name in the site's entry instead of seven keeps its first load small.
 */
export { default as BonusCancelLockBody } from './bonus-cancel-lock-modal';
export { default as BonusConditionBody } from './bonus-condition-modal';
export { default as BonusDetailsBody } from './bonus-details-modal';
export { default as ConfirmBonusBody } from './confirm-bonus-modal';
export { default as ConfirmBonusUnsettledBody } from './confirm-bonus-unsettled-modal';
export { default as PackageBonusBody } from './package-bonus-modal';
export { default as WalletBonusInfoBody } from './wallet-bonus-info-modal';
