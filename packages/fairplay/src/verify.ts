import {
  assertGameKind,
  floatsHint,
  outcomeSettlement,
  parseGameParams,
  playGame,
  type GameKind,
  type GameOutcomeByKind,
  type GameParamsByKind,
} from './games/registry';
import { type SlotGameOutcome } from './games/slot-engine/engine-play';
import {
  assertSlotGame,
  parseSlotGameParams,
  playSlotGameRound,
  slotGameFloatsHint,
  type SlotGameParams,
} from './games/slot-engine/slot-game-round';
import { type FloatReader } from './rng/floats';
import { type HmacSha256 } from './rng/hmac';
import { runWithFloats } from './rng/stream';
import { type Ratio } from './ratio';
import { assertRoundSeeds, hashServerSeed, type RoundSeeds } from './seeds';

/** Everything needed to recompute a round: the revealed seeds, the game, its params and actions. */
export interface RoundInput<K extends GameKind = GameKind> extends RoundSeeds {
  readonly game: K;
  /** The params as played (untrusted JSON is fine: they are validated). */
  readonly params: unknown;
  /** For multi-step games (mines), the player's actions in order. */
  readonly actions?: readonly unknown[];
}

export interface RoundResult<K extends GameKind = GameKind> {
  readonly game: K;
  readonly params: GameParamsByKind[K];
  readonly outcome: GameOutcomeByKind[K];
  /** The round's payout multiplier (for an unfinished mines round: what a cash-out pays now). */
  readonly multiplier: Ratio;
  readonly finished: boolean;
  /** Floats read from the stream (cursor / 4). */
  readonly floatsUsed: number;
}

export interface VerifiedRound<K extends GameKind = GameKind> extends RoundResult<K> {
  readonly serverSeedHash: string;
  /** Whether sha256(serverSeed) equals the hash shown before play; null when none was given. */
  readonly serverSeedHashMatches: boolean | null;
}

/** The pure part shared by the synchronous and asynchronous paths. */
export function playRoundFromReader<K extends GameKind>(input: RoundInput<K>, reader: FloatReader): RoundResult<K> {
  const game = assertGameKind(input.game) as K;
  const params = parseGameParams(game, input.params);
  const outcome = playGame(game, reader, params, input.actions ?? []);
  const { multiplier, finished } = outcomeSettlement(game, outcome);
  return { game, params, outcome, multiplier, finished, floatsUsed: reader.consumed };
}

/**
 * Computes a round's outcome from its seeds, through Web Crypto (browser and Node alike) or the
 * HMAC given. The server uses the synchronous twin in `@casino/fairplay/node`.
 */
export async function resolveRound<K extends GameKind>(
  input: RoundInput<K>,
  options: { hmac?: HmacSha256 } = {},
): Promise<RoundResult<K>> {
  assertRoundSeeds(input);
  const game = assertGameKind(input.game);
  const initialFloats = floatsHint(game, parseGameParams(game, input.params));
  return runWithFloats(input, (reader) => playRoundFromReader(input, reader), { ...options, initialFloats });
}

/** Recomputes a past round from the revealed server seed, and checks it against the published hash. */
export async function verifyRound<K extends GameKind>(
  input: RoundInput<K> & { readonly serverSeedHash?: string },
  options: { hmac?: HmacSha256 } = {},
): Promise<VerifiedRound<K>> {
  const result = await resolveRound(input, options);
  const serverSeedHash = await hashServerSeed(input.serverSeed);
  const serverSeedHashMatches =
    input.serverSeedHash === undefined ? null : input.serverSeedHash.toLowerCase() === serverSeedHash;
  return { ...result, serverSeedHash, serverSeedHashMatches };
}

/** A round of a slot of the engine: `game` is the slot's lobby identity ('neon-drift'). */
export interface SlotGameRoundInput extends RoundSeeds {
  readonly game: string;
  readonly params?: unknown;
}

export interface SlotGameRoundResult {
  readonly game: string;
  readonly params: SlotGameParams;
  readonly outcome: SlotGameOutcome;
  /** Of what the player paid: the stake, or for a bonus buy its price. */
  readonly multiplier: Ratio;
  readonly floatsUsed: number;
}

export function playSlotGameRoundFromReader(input: SlotGameRoundInput, reader: FloatReader): SlotGameRoundResult {
  const config = assertSlotGame(input.game);
  const params = parseSlotGameParams(config, input.params);
  const outcome = playSlotGameRound(reader, config, params);
  return { game: config.id, params, outcome, multiplier: outcome.multiplier, floatsUsed: reader.consumed };
}

/** Computes a slot round from its seeds (Web Crypto by default), as `resolveRound` does for the originals. */
export async function resolveSlotGameRound(
  input: SlotGameRoundInput,
  options: { hmac?: HmacSha256 } = {},
): Promise<SlotGameRoundResult> {
  assertRoundSeeds(input);
  const initialFloats = slotGameFloatsHint(assertSlotGame(input.game));
  return runWithFloats(input, (reader) => playSlotGameRoundFromReader(input, reader), { ...options, initialFloats });
}

export async function verifySlotGameRound(
  input: SlotGameRoundInput & { readonly serverSeedHash?: string },
  options: { hmac?: HmacSha256 } = {},
): Promise<SlotGameRoundResult & { readonly serverSeedHash: string; readonly serverSeedHashMatches: boolean | null }> {
  const result = await resolveSlotGameRound(input, options);
  const serverSeedHash = await hashServerSeed(input.serverSeed);
  const serverSeedHashMatches =
    input.serverSeedHash === undefined ? null : input.serverSeedHash.toLowerCase() === serverSeedHash;
  return { ...result, serverSeedHash, serverSeedHashMatches };
}
