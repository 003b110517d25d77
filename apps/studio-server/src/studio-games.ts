import { findSlotGame, isGameKind, type GameKind, type SlotGameConfig } from '@casino/fairplay';

/**
 * The games this studio runs, by lobby identity (the five studios of the catalogue whose
 * integration is `aggregator`): every slot of fairplay's slot engine, plus their table and
 * instant games, each played through fairplay's registry as a game kind. A kind fairplay does
 * not know (yet) leaves its game unplayable here rather than half-working.
 */
const TABLE_GAMES: Readonly<Record<string, string>> = {
  'baccarat-royale': 'baccarat',
  'jacks-or-better': 'video-poker',
  'lucky-scratch': 'scratch',
};

export type StudioGame =
  | { readonly identity: string; readonly kind: 'reels'; readonly slot: SlotGameConfig }
  | { readonly identity: string; readonly kind: GameKind };

export function studioGame(identity: string): StudioGame | undefined {
  const id = identity.toLowerCase();
  const slot = findSlotGame(id);
  if (slot) return { identity: id, kind: 'reels', slot };
  const kind = Object.hasOwn(TABLE_GAMES, id) ? TABLE_GAMES[id] : undefined;
  return isGameKind(kind) ? { identity: id, kind } : undefined;
}

/** A game's display name: the slot's title, else its identity in words. */
export function gameTitle(game: StudioGame): string {
  if (game.kind === 'reels') return game.slot.title;
  return game.identity
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The studio's stakes per currency, in minor units: 0.10 to 1 000 units of the currency (a
 * studio sets its own; the platform's bet and responsible-gaming limits apply on top).
 */
export function betLimits(subunitToUnit: bigint): { minBet: bigint; maxBet: bigint } {
  const minBet = subunitToUnit / 10n;
  return { minBet: minBet > 0n ? minBet : 1n, maxBet: subunitToUnit * 1_000n };
}

/** Play money: a demo session starts with 1 000 units of its currency. */
export const DEMO_BALANCE_UNITS = 1_000n;
/** A launch lasts a long evening of play. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
