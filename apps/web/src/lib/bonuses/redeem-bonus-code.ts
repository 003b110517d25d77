import { BonusCodeStatus, type BonusCodeRedemption, type BonusCodeTrigger } from '@casino/shared';
import { HttpError, request } from '@/lib/http';
import { parseBonusCodeRedemption } from './bonus-parsers';

/** Bonus codes are short words; a longer paste is a mistake. */
export const BONUS_CODE_MAX_LENGTH = 64;

/** The refusals that say what is wrong with the code itself (SPEC.md section 8), by the server's error code. */
const STATUS_BY_ERROR_CODE: Readonly<Record<string, BonusCodeStatus>> = {
  bonus_code_incorrect: BonusCodeStatus.Incorrect,
  bonus_code_not_found: BonusCodeStatus.Incorrect,
  bonus_code_not_available: BonusCodeStatus.NotAvailable,
  bonus_code_expired: BonusCodeStatus.NotAvailable,
  bonus_code_limit_reached: BonusCodeStatus.NotAvailable,
};

/** The code's status a refusal stands for, if it is about the code (3 incorrect, 4 not available). */
export function codeStatusOfError(error: unknown): BonusCodeStatus | undefined {
  if (!(error instanceof HttpError)) return undefined;
  // The server's numeric code is the status itself (3 or 4), beside its error code.
  if (error.domainCode === BonusCodeStatus.Incorrect || error.domainCode === BonusCodeStatus.NotAvailable)
    return error.domainCode;
  return error.code === undefined ? undefined : STATUS_BY_ERROR_CODE[error.code];
}

/** The alert of a code that was not taken (SPEC.md section 8), or undefined when it was. */
export function bonusCodeAlertKey(status: BonusCodeStatus): string | undefined {
  if (status === BonusCodeStatus.Incorrect) return 'alerts:bonusCode.incorrect';
  if (status === BonusCodeStatus.NotAvailable) return 'alerts:bonusCode.notAvailable';
  return undefined;
}

/**
 * `POST /api/game/bonuses/bonuscodes` with `{ bonusCode, trigger }`: 'deposit' attaches the code
 * to the next qualifying deposit, 'activation' grants it at once. A refusal about the code comes
 * back as a redemption with status 3 or 4, whichever way the server words it.
 */
export async function redeemBonusCode(bonusCode: string, trigger: BonusCodeTrigger): Promise<BonusCodeRedemption> {
  try {
    return await request('/api/game/bonuses/bonuscodes', {
      method: 'POST',
      body: { bonusCode, trigger },
      parse: parseBonusCodeRedemption,
    });
  } catch (error) {
    const status = codeStatusOfError(error);
    if (status === undefined) throw error;
    return { playerBonusCodeId: '', code: bonusCode, trigger, status, playerBonusId: null, playerFreespinId: null };
  }
}
