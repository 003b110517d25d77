import {
  BONUS_CODE_TRIGGERS,
  BONUS_KINDS,
  BonusCodeStatus,
  PlayerBonusResult,
  PlayerBonusStatus,
  type BonusAvailability,
  type BonusCodeRedemption,
  type BonusCodeTrigger,
  type BonusKind,
  type BonusOffer,
  type BonusPackageView,
  type CashbackView,
  type PlayerBonus,
  type PlayerBonusCode,
  type PlayerFreespin,
  type WagerContribution,
} from '@casino/shared';
import { isRecord } from '@/lib/http';

/**
 * Readers of the bonus contract (packages/shared bonus.ts). A field that is missing or of the
 * wrong type takes a neutral value (0, null, empty), so one odd row never blanks a whole list;
 * a row without its id is refused, since nothing could act on it.
 */
type Row = Readonly<Record<string, unknown>>;

const num = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;
const record = (value: unknown): Row => (isRecord(value) ? value : {});
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const textList = (value: unknown): string[] =>
  list(value)
    .map((item) => text(item))
    .filter((item) => item !== '');

const numbersOf = (values: Readonly<Record<string, number>>): number[] => Object.values(values);
const STATUSES: readonly number[] = numbersOf(PlayerBonusStatus);
const RESULTS: readonly number[] = numbersOf(PlayerBonusResult);
const CODE_STATUSES: readonly number[] = numbersOf(BonusCodeStatus);

const statusOf = (value: unknown): PlayerBonusStatus =>
  STATUSES.includes(num(value)) ? (num(value) as PlayerBonusStatus) : PlayerBonusStatus.Issued;
const resultOf = (value: unknown): PlayerBonusResult =>
  RESULTS.includes(num(value)) ? (num(value) as PlayerBonusResult) : PlayerBonusResult.None;
const kindOf = (value: unknown): BonusKind =>
  (BONUS_KINDS as readonly unknown[]).includes(value) ? (value as BonusKind) : 'manual';
const triggerOf = (value: unknown): BonusCodeTrigger =>
  (BONUS_CODE_TRIGGERS as readonly unknown[]).includes(value) ? (value as BonusCodeTrigger) : 'activation';

function numberMap(value: unknown): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, rate] of Object.entries(record(value))) if (typeof rate === 'number') result[key] = rate;
  return result;
}

function parseContribution(value: unknown): WagerContribution {
  const row = record(value);
  return {
    games: numberMap(row.games),
    collections: numberMap(row.collections),
    defaultRate: num(row.defaultRate, 10_000),
    sportsMinOdds: textOrNull(row.sportsMinOdds),
    sportsRate: num(row.sportsRate),
  };
}

function requireId(row: unknown, what: string): Row & { id: unknown } {
  if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || row.id === '')
    throw new Error(`Unexpected ${what}`);
  return row as Row & { id: unknown };
}

export function parseBonusOffer(item: unknown): BonusOffer {
  const row = requireId(item, 'bonus offer');
  const freespins = isRecord(row.freespins) ? row.freespins : null;
  const pack = isRecord(row.package) ? row.package : null;
  const triggers = record(row.triggerConditions);
  return {
    id: num(row.id),
    pageIdentity: text(row.pageIdentity),
    kind: kindOf(row.kind),
    title: text(row.title),
    description: text(row.description),
    currency: text(row.currency),
    percent: numOrNull(row.percent),
    amount: numOrNull(row.amount),
    maxAmount: numOrNull(row.maxAmount),
    bonusAmount: numOrNull(row.bonusAmount),
    wagerMultiplier: num(row.wagerMultiplier, 1),
    wagerIncludesDeposit: flag(row.wagerIncludesDeposit),
    maxBet: numOrNull(row.maxBet),
    maxConversion: numOrNull(row.maxConversion),
    wagerDays: num(row.wagerDays),
    freespins: freespins
      ? {
          count: num(freespins.count),
          gameId: text(freespins.gameId),
          gameIdentity: textOrNull(freespins.gameIdentity),
          betAmount: num(freespins.betAmount),
        }
      : null,
    package: pack ? { id: num(pack.id), step: num(pack.step), steps: num(pack.steps) } : null,
    triggerConditions: {
      invoiceAmountItems: list(triggers.invoiceAmountItems).map((entry) => ({
        currency: text(record(entry).currency),
        amountFrom: num(record(entry).amountFrom),
      })),
      baseCurrencyInvoiceAmountFrom: numOrNull(triggers.baseCurrencyInvoiceAmountFrom),
    },
    wagerCasinoConditions: { gameIds: textList(record(row.wagerCasinoConditions).gameIds) },
    ...(isRecord(row.contribution) ? { contribution: parseContribution(row.contribution) } : {}),
  };
}

export function parsePlayerBonus(item: unknown): PlayerBonus {
  const row = requireId(item, 'player bonus');
  const wager = record(row.wager);
  return {
    id: text(row.id),
    bonusId: numOrNull(row.bonusId),
    pageIdentity: textOrNull(row.pageIdentity),
    title: text(row.title),
    kind: row.kind === 'freespin_winnings' ? 'freespin_winnings' : kindOf(row.kind),
    status: statusOf(row.status),
    result: resultOf(row.result),
    amount: num(row.amount),
    balance: num(row.balance),
    currency: text(row.currency),
    packageId: numOrNull(row.packageId),
    issueSessionId: textOrNull(row.issueSessionId),
    wagerCasinoConditions: { gameIds: textList(record(row.wagerCasinoConditions).gameIds) },
    wager: {
      isEnabled: wager.isEnabled !== false,
      multiplier: num(wager.multiplier, 1),
      required: num(wager.required),
      wagered: num(wager.wagered),
      maxBet: numOrNull(wager.maxBet),
      maxConversion: numOrNull(wager.maxConversion),
      contribution: parseContribution(wager.contribution),
    },
    convertedAmount: num(row.convertedAmount),
    forfeitedAmount: num(row.forfeitedAmount),
    hasOpenRound: flag(row.hasOpenRound),
    issuedAt: text(row.issuedAt),
    activatedAt: textOrNull(row.activatedAt),
    expiresAt: textOrNull(row.expiresAt),
    finishedAt: textOrNull(row.finishedAt),
  };
}

export function parsePlayerFreespin(item: unknown): PlayerFreespin {
  const row = requireId(item, 'free spins');
  return {
    id: text(row.id),
    bonusId: numOrNull(row.bonusId),
    title: text(row.title),
    status: statusOf(row.status),
    result:
      resultOf(row.result) === PlayerBonusResult.WagerExpired
        ? PlayerBonusResult.Expired
        : (resultOf(row.result) as PlayerFreespin['result']),
    count: num(row.count),
    played: num(row.played),
    betAmount: num(row.betAmount),
    winnings: num(row.winnings),
    currency: text(row.currency),
    gameId: text(row.gameId),
    gameIdentity: textOrNull(row.gameIdentity),
    packageId: numOrNull(row.packageId),
    playerBonusId: textOrNull(row.playerBonusId),
    issuedAt: text(row.issuedAt),
    expiresAt: textOrNull(row.expiresAt),
  };
}

export function parsePlayerBonusCode(item: unknown): PlayerBonusCode {
  const row = record(item);
  const id = text(row.playerBonusCodeId);
  if (id === '') throw new Error('Unexpected bonus code');
  return {
    playerBonusCodeId: id,
    code: text(row.code),
    trigger: triggerOf(row.trigger),
    status: CODE_STATUSES.includes(num(row.status)) ? (num(row.status) as BonusCodeStatus) : BonusCodeStatus.Applied,
    bonusId: num(row.bonusId),
    title: text(row.title),
    appliedAt: text(row.appliedAt),
  };
}

/** The answer of `POST /api/game/bonuses/bonuscodes`, or the `error` body of a refusal that carries a status. */
export function parseBonusCodeRedemption(body: unknown): BonusCodeRedemption {
  const row = record(isRecord(body) && isRecord(body.data) ? body.data : body);
  return {
    playerBonusCodeId: text(row.playerBonusCodeId),
    code: text(row.code),
    trigger: triggerOf(row.trigger),
    status: CODE_STATUSES.includes(num(row.status)) ? (num(row.status) as BonusCodeStatus) : BonusCodeStatus.Incorrect,
    playerBonusId: textOrNull(row.playerBonusId),
    playerFreespinId: textOrNull(row.playerFreespinId),
  };
}

export function parseCashback(body: unknown): CashbackView {
  const row = record(isRecord(body) && isRecord(body.data) ? body.data : body);
  return {
    currency: text(row.currency),
    percent: num(row.percent),
    period: row.period === 'daily' ? 'daily' : 'weekly',
    periodStartsAt: text(row.periodStartsAt),
    periodEndsAt: text(row.periodEndsAt),
    currentNetLoss: num(row.currentNetLoss),
    currentAmount: num(row.currentAmount),
    claimable: list(row.claimable).flatMap((entry) => {
      const claim = record(entry);
      const id = text(claim.id);
      if (id === '') return [];
      return [
        {
          id,
          amount: num(claim.amount),
          periodStartsAt: text(claim.periodStartsAt),
          periodEndsAt: text(claim.periodEndsAt),
          expiresAt: text(claim.expiresAt),
        },
      ];
    }),
  };
}

export function parseAvailability(item: unknown): BonusAvailability {
  const row = record(item);
  return {
    bonusId: num(row.bonusId),
    isAvailable: flag(row.isAvailable),
    reason: textOrNull(row.reason),
    playerBonusId: textOrNull(row.playerBonusId),
    status: row.status === null || row.status === undefined ? null : statusOf(row.status),
  };
}

export function parseBonusPackage(body: unknown): BonusPackageView {
  const row = record(isRecord(body) && isRecord(body.data) ? body.data : body);
  const steps = list(row.steps).map((step) => ({
    ...parseBonusOffer(step),
    taken: flag(record(step).taken),
    playerBonusId: textOrNull(record(step).playerBonusId),
  }));
  return {
    id: num(row.id),
    identity: text(row.identity),
    title: text(row.title),
    steps,
    nextStep: numOrNull(row.nextStep),
  };
}

/** `{ data: [...] }` lists: each row read by `parseRow`, rows without an id left out. */
export function parseDataList<T>(parseRow: (item: unknown) => T): (body: unknown) => T[] {
  return (body) => {
    if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected list response');
    return body.data.flatMap((item) => {
      try {
        return [parseRow(item)];
      } catch {
        return [];
      }
    });
  };
}
