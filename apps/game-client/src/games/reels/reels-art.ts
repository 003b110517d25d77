/**
 * Each studio's look for its engine slots: drawn symbols and a palette (reel frame, cells, glow,
 * the stage behind them) per studio, a tint per game, as the lobby's art draws those games.
 * A studio's art is a chunk of its own (art/<studio>.ts and .css), fetched with the slot before
 * the reels are drawn: a player of one studio's slot never downloads another studio's pictures,
 * and the reels chunk stays small. A slot no studio draws (a new one) keeps the generic symbols.
 */

/** What a studio's art module gives: constant SVG markup, never text from the server. */
export interface StudioArt {
  /** The studio's identity in the lobby ('nebula-forge'): its palette is `[data-studio]` in its CSS. */
  readonly studio: string;
  /** Gradients its symbols share (ids start with the studio's prefix). */
  readonly defs: string;
  /** Symbol id -> markup on a 64 x 64 box; `slot/symbol` for a symbol one slot draws its own way. */
  readonly symbols: Readonly<Record<string, string>>;
  /** A card rank ('A', 'K', 'Q', 'J', '10') in the studio's lettering. */
  rank(rank: string): string;
}

type ArtModule = { readonly default: StudioArt };

/** The studios' slots (the lobby's providers) and where each studio's art loads from. */
const STUDIOS: Readonly<Record<string, readonly [readonly string[], () => Promise<ArtModule>]>> = {
  'nebula-forge': [
    ['starfall-clusters', 'neon-drift', 'quasar-quest', 'cyber-heist'],
    () => import('./art/nebula-forge'),
  ],
  'tidewater-games': [
    ['pearl-lagoon', 'krakens-deep', 'reef-riches', 'jungle-bloom', 'tiger-falls'],
    () => import('./art/tidewater-games'),
  ],
  'red-mesa-studios': [
    ['gold-rush-express', 'desert-outlaws', 'sands-of-anubis', 'pharaohs-vault'],
    () => import('./art/red-mesa-studios'),
  ],
  'lanternfish-gaming': [
    ['dragons-hoard', 'valhalla-thunder', 'olympus-sparks', 'pumpkin-night', 'lantern-festival'],
    () => import('./art/lanternfish-gaming'),
  ],
  'copper-crown': [
    ['fruit-fiesta', 'triple-sevens', 'sugar-cascade', 'bubblegum-bonanza'],
    () => import('./art/copper-crown'),
  ],
};

/** The studio that makes a slot, or undefined for a slot no studio's art draws. */
export function studioOf(slotId: string): string | undefined {
  return Object.keys(STUDIOS).find((studio) => STUDIOS[studio]?.[0].includes(slotId));
}

/** The slot's studio art; undefined (generic symbols) for an unknown slot or when the chunk fails to load. */
export async function loadSlotArt(slotId: string): Promise<StudioArt | undefined> {
  const studio = studioOf(slotId);
  const load = studio ? STUDIOS[studio]?.[1] : undefined;
  if (!load) return undefined;
  try {
    return (await load()).default;
  } catch {
    // A failed chunk (a flaky connection) must not stop the game: it plays with the generic symbols.
    return undefined;
  }
}

/** The card ranks' ids in the engine's configs. */
export const RANK_LETTERS: Readonly<Record<string, string>> = { a: 'A', k: 'K', q: 'Q', j: 'J', ten: '10' };

/** A symbol's drawing in a studio's art: the slot's own, else the studio's, else its card rank; undefined when not drawn. */
export function studioSymbol(art: StudioArt, slotId: string, symbolId: string): string | undefined {
  const own = (key: string) => (Object.hasOwn(art.symbols, key) ? art.symbols[key] : undefined);
  const rank = Object.hasOwn(RANK_LETTERS, symbolId) ? RANK_LETTERS[symbolId] : undefined;
  return own(`${slotId}/${symbolId}`) ?? own(symbolId) ?? (rank ? art.rank(rank) : undefined);
}
