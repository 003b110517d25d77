import { sql } from 'drizzle-orm';
import { InvoiceStatus, InvoiceType, type PlayerId } from '@casino/shared';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError } from '../../http/app-error';
import { isIdentityVerified } from '../kyc/kyc.service';
import {
  addressKey,
  linkKeysOf,
  LinkedAccountError,
  lockedLinkOf,
  recordLinkMarks,
  type LinkKey,
} from './bonus-linking';
import { lockWalletOf } from './bonus-transitions';

/**
 * Bonuses without a deposit (an activation code: ORBIT10's money, ORBIT50's free spins and their
 * winnings). The player risks nothing of their own, so such a bonus is worth something to anyone
 * who opens an account; three rules keep it a welcome and not a money tap:
 * - it converts at most what it gave (the bonus amount, the free spins' stakes), and only stakes
 *   of the player's own money count towards its wagering (bonus-stakes.ts), so it is met only by
 *   play that costs at least the bonus on average;
 * - one per person: an account sharing a device, an address or a card with another that took one
 *   is refused (bonus-linking.ts) and flagged for the operator;
 * - its winnings leave the site only after a first deposit or an approved identity verification,
 *   and not to another claimant's card.
 */

/** The grant source of a bonus given by an activation code (bonus-codes.ts): no deposit behind it. */
export const NO_DEPOSIT_SOURCE = 'code';

/** What a no-deposit grant converts at most: the template's cap, never above what it gave. */
export function noDepositConversionCap(templateCap: bigint | null, given: bigint): bigint {
  return templateCap !== null && templateCap < given ? templateCap : given;
}

/**
 * A player claims a bonus without a deposit (on the claim's transaction): refused when another
 * account shares a device, an address (the request's or a recent session's) or a card with them;
 * otherwise their marks are kept for the next claimant.
 */
export async function claimWithoutDeposit(
  executor: Executor,
  claim: { playerId: PlayerId; currency: string; address: string | undefined; bonusCode: string; now: Date },
): Promise<void> {
  await lockWalletOf(executor, claim.playerId, claim.currency);
  const keys = await linkKeysOf(executor, claim.playerId, claim.now, addressKey(claim.address));
  const link = await lockedLinkOf(executor, claim.playerId, keys, claim.now);
  if (link) {
    const refusal = new AppError(
      409,
      'no_deposit_bonus_linked',
      'A bonus without a deposit is given once per person: another account on this device, address or card has taken one',
    );
    throw new LinkedAccountError(
      { ...link, playerId: claim.playerId, stage: 'bonus_code', bonusCode: claim.bonusCode },
      refusal,
    );
  }
  await recordLinkMarks(executor, claim.playerId, keys);
}

/** Own money that bonuses without a deposit became (their conversions, free-spin winnings included). */
async function convertedWithoutDeposit(executor: Executor, playerId: PlayerId): Promise<bigint> {
  const [row] = await queryRows<{ converted: string }>(
    executor,
    sql`select coalesce(sum(b.converted_amount), 0)::text as converted from player_bonuses b
        where b.player_id = ${playerId}::uuid and b.converted_amount > 0
          and (b.source_kind = ${NO_DEPOSIT_SOURCE}
               or (b.source_kind = 'freespins' and exists (
                     select 1 from player_freespins f where f.id::text = b.source_id and f.source_kind = ${NO_DEPOSIT_SOURCE})))`,
  );
  return BigInt(row?.converted ?? '0');
}

async function hasPaidDeposit(executor: Executor, playerId: PlayerId): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    executor,
    sql`select 1 as one from invoices where player_id = ${playerId}::uuid and type = ${InvoiceType.Deposit} and status = ${InvoiceStatus.Success} limit 1`,
  );
  return rows.length > 0;
}

/**
 * A withdrawal is being created (on its transaction, after the player's wallet account lock) by a
 * player whose own money includes winnings of a bonus without a deposit: refused until they have
 * made a deposit, and when the payout card or one of their devices is another claimant's.
 */
export async function assertNoDepositWinningsWithdrawable(
  executor: Executor,
  playerId: PlayerId,
  withdrawal: { cardMask?: string | undefined; now: Date },
): Promise<void> {
  if ((await convertedWithoutDeposit(executor, playerId)) === 0n) return;
  if (!(await hasPaidDeposit(executor, playerId)) && !(await isIdentityVerified(executor, playerId))) {
    throw new AppError(
      409,
      'no_deposit_winnings_deposit_required',
      'Money won with a bonus without a deposit can be withdrawn after your first deposit or once your identity is verified',
    );
  }
  const card: LinkKey[] = withdrawal.cardMask ? [{ kind: 'card', value: withdrawal.cardMask }] : [];
  const keys = await linkKeysOf(executor, playerId, withdrawal.now, card);
  // Money already won is held back on strong evidence only: a shared device or card, not an address (a café, a carrier).
  const link = await lockedLinkOf(
    executor,
    playerId,
    keys.filter((key) => key.kind !== 'address'),
    withdrawal.now,
  );
  if (link) {
    const refusal = new AppError(
      409,
      'no_deposit_winnings_linked',
      'Money won with a bonus without a deposit cannot be withdrawn here: another account on this device, address or card has taken one. Our team will review it',
    );
    throw new LinkedAccountError({ ...link, playerId, stage: 'withdrawal' }, refusal);
  }
  await recordLinkMarks(executor, playerId, keys);
}
