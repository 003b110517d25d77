import { BonusCodeStatus } from '@casino/shared';

/** Codes a deposit can be answered with when it does not take the code: incorrect or not available. */
type RefusedStatus = typeof BonusCodeStatus.Incorrect | typeof BonusCodeStatus.NotAvailable;

export type DepositBonusCodeCheck =
  | { readonly accepted: true; readonly code: string }
  | { readonly accepted: false; readonly code: string; readonly status: RefusedStatus };

/**
 * Whether a deposit's bonus code is one that applies. There are no bonus codes yet (the bonuses
 * issue brings them and replaces this with its lookup), so every code is incorrect (status 3,
 * SPEC.md section 8): the deposit goes on, the answer says the code was not recognised, and the
 * code is not kept, so that it can never apply later to a deposit the player was told it did not.
 */
export function checkDepositBonusCode(code: string): DepositBonusCodeCheck {
  return { accepted: false, code: code.trim(), status: BonusCodeStatus.Incorrect };
}
