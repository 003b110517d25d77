import { BonusCodeStatus, type PlayerId } from '@casino/shared';

/** Codes a deposit can be answered with when it does not take the code: incorrect or not available. */
type RefusedStatus = typeof BonusCodeStatus.Incorrect | typeof BonusCodeStatus.NotAvailable;

export type DepositBonusCodeCheck =
  | { readonly accepted: true; readonly code: string }
  | { readonly accepted: false; readonly code: string; readonly status: RefusedStatus };

/** The bonus engine's lookup of a deposit code (modules/bonus, BonusCodes.checkForDeposit): 1 applies, 3 incorrect, 4 not available. */
export type DepositCodeLookup = (playerId: PlayerId, code: string) => Promise<BonusCodeStatus>;

/**
 * Whether a deposit's bonus code is one that applies, by the bonus engine's lookup (without one,
 * every code is incorrect). A code that applies is kept on the invoice and used when the deposit
 * is paid; one that does not (status 3 or 4) comes back in the answer, the deposit goes on, and
 * the code is not kept, so that it can never apply later to a deposit the player was told it did not.
 */
export async function checkDepositBonusCode(
  playerId: PlayerId,
  code: string,
  lookup?: DepositCodeLookup,
): Promise<DepositBonusCodeCheck> {
  const trimmed = code.trim();
  const status = lookup && trimmed.length > 0 ? await lookup(playerId, trimmed) : BonusCodeStatus.Incorrect;
  if (status === BonusCodeStatus.Applied || status === BonusCodeStatus.Used) return { accepted: true, code: trimmed };
  return { accepted: false, code: trimmed, status };
}
