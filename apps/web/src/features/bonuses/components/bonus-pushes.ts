import { PlayerBonusStatus, type BetMaxExceedPush, type PlayerFreespin } from '@casino/shared';
import { parsePlayerFreespin } from '@/lib/bonuses';
import { isRecord } from '@/lib/http';

/** The push of a stake refused for being above the active bonus's maximum bet (SPEC.md section 7). */
export const BET_MAX_EXCEED_TYPE = 'game.bet.max.exceed';

/** A publication's payload: the fields themselves, or under `data`, `payload` or `playerBonus`. */
function payloadsOf(data: unknown): Record<string, unknown>[] {
  if (!isRecord(data)) return [];
  return [data, data.data, data.payload, data.playerBonus, data.freespin, data.playerFreespin].filter(isRecord);
}

/** `game.bet.max.exceed` with its currency and maximum bet, or undefined for any other publication. */
export function readBetMaxExceed(data: unknown): BetMaxExceedPush | undefined {
  if (!isRecord(data) || (data.type !== BET_MAX_EXCEED_TYPE && data.event !== BET_MAX_EXCEED_TYPE)) return undefined;
  for (const payload of payloadsOf(data)) {
    if (typeof payload.currency === 'string' && typeof payload.maxBetAmount === 'number') {
      return {
        currency: payload.currency,
        maxBetAmount: payload.maxBetAmount,
        gameIdentity: typeof payload.gameIdentity === 'string' ? payload.gameIdentity : '',
      };
    }
  }
  return undefined;
}

/**
 * Newly granted free spins in a free-spin channel publication (issued, none played), or
 * undefined: updates of spins being played raise no alert.
 */
export function readIssuedFreespin(data: unknown): PlayerFreespin | undefined {
  for (const payload of payloadsOf(data)) {
    if (payload.id === undefined || typeof payload.count !== 'number') continue;
    try {
      const freespin = parsePlayerFreespin(payload);
      if (freespin.status === PlayerBonusStatus.Issued && freespin.played === 0 && freespin.count > 0) return freespin;
    } catch {
      // not a free-spin row
    }
  }
  return undefined;
}
