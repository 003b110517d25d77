import {
  BLACKJACK_RULES,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE_HUNDREDTHS,
  LUCKY_ORBIT_SLOT,
  PLINKO_PAYOUT_TABLES,
  type GameKind,
} from '@casino/fairplay';

/**
 * The catalogue games the in-house game server runs, by identity, and the fairplay game each one
 * plays. The catalogue (modules/game/seed-data) lists them; this server knows only these.
 */
export const INHOUSE_GAME_KINDS: Readonly<Record<string, GameKind>> = {
  'orbit-dice': 'dice',
  'orbit-limbo': 'limbo',
  'orbit-mines': 'mines',
  'orbit-plinko': 'plinko',
  'lucky-orbit': 'slot',
  'orbit-european-roulette': 'roulette',
  'blackjack-classic': 'blackjack',
  'keno-classic': 'keno',
  'orbit-hilo': 'hilo',
};

export function inhouseGameKind(identity: string): GameKind | undefined {
  return Object.hasOwn(INHOUSE_GAME_KINDS, identity) ? INHOUSE_GAME_KINDS[identity] : undefined;
}

/** What the client draws a game from, beyond what fairplay computes (the slot's reels and paytable, plinko's boards). */
export function gameClientConfig(kind: GameKind): unknown {
  if (kind === 'slot') return LUCKY_ORBIT_SLOT;
  if (kind === 'plinko') return { payoutTables: PLINKO_PAYOUT_TABLES };
  if (kind === 'blackjack') return { rules: BLACKJACK_RULES };
  if (kind === 'keno')
    return {
      numbers: KENO_NUMBERS,
      drawn: KENO_DRAWN,
      maxPicks: KENO_MAX_PICKS,
      paytableHundredths: KENO_PAYTABLE_HUNDREDTHS,
    };
  return undefined;
}

/** Stake limits of a currency, in minor units. */
export interface BetLimits {
  readonly minBet: bigint;
  readonly maxBet: bigint;
}

/**
 * Per currency, about 0.10 USD to 1 000 USD at the seeded rates, in round figures of the
 * currency: a floor below which a payout floored to the minor unit loses a visible share of the
 * stake, and a ceiling that bounds one round's exposure of the house (a x1 000 000 limbo win).
 */
const BET_LIMITS_BY_CURRENCY: Readonly<Record<string, BetLimits>> = {
  USD: { minBet: 10n, maxBet: 100_000n },
  EUR: { minBet: 10n, maxBet: 100_000n },
  CAD: { minBet: 10n, maxBet: 100_000n },
  PLN: { minBet: 50n, maxBet: 500_000n },
  BRL: { minBet: 50n, maxBet: 500_000n },
  MXN: { minBet: 200n, maxBet: 2_000_000n },
  TRY: { minBet: 500n, maxBet: 5_000_000n },
  UAH: { minBet: 500n, maxBet: 5_000_000n },
  INR: { minBet: 1_000n, maxBet: 10_000_000n },
  KZT: { minBet: 5_000n, maxBet: 50_000_000n },
  BTC: { minBet: 100n, maxBet: 1_000_000n },
  ETH: { minBet: 5_000n, maxBet: 50_000_000n },
  LTC: { minBet: 100_000n, maxBet: 1_000_000_000n },
  USDT: { minBet: 100_000n, maxBet: 1_000_000_000n },
  TON: { minBet: 20_000_000n, maxBet: 200_000_000_000n },
  TRX: { minBet: 500_000n, maxBet: 5_000_000_000n },
};

/** A currency without its own row: 0.10 to 1 000 of its unit. */
const DEFAULT_MIN_BET_UNITS_DIVISOR = 10n;
const DEFAULT_MAX_BET_UNITS = 1_000n;

export function betLimitsOf(currency: string, subunitToUnit: number): BetLimits {
  const known = Object.hasOwn(BET_LIMITS_BY_CURRENCY, currency) ? BET_LIMITS_BY_CURRENCY[currency] : undefined;
  if (known) return known;
  const unit = BigInt(subunitToUnit);
  const minBet = unit / DEFAULT_MIN_BET_UNITS_DIVISOR;
  return { minBet: minBet > 0n ? minBet : 1n, maxBet: unit * DEFAULT_MAX_BET_UNITS };
}

/** Play money: a demo session starts with 1 000 units of its currency. */
export const DEMO_BALANCE_UNITS = 1_000n;
/** A launch lasts a long evening of play; after that the client must be launched again. */
export const LAUNCH_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
