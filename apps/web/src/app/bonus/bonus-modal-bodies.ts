import * as bodies from '@/features/bonuses/modals/bonus-modal-bodies';
import { withBonusScope } from './bonus-scope-provider';
import '@/features/bonuses/components/bonuses.css';

/** The bonus modal bodies in their scope (the player's currency), one chunk. */
export const BonusCancelLockBody = withBonusScope(bodies.BonusCancelLockBody);
export const BonusConditionBody = withBonusScope(bodies.BonusConditionBody);
export const BonusDetailsBody = withBonusScope(bodies.BonusDetailsBody);
export const ConfirmBonusBody = withBonusScope(bodies.ConfirmBonusBody);
export const ConfirmBonusUnsettledBody = withBonusScope(bodies.ConfirmBonusUnsettledBody);
export const PackageBonusBody = withBonusScope(bodies.PackageBonusBody);
export const WalletBonusInfoBody = withBonusScope(bodies.WalletBonusInfoBody);
