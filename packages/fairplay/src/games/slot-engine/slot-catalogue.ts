import { BUBBLEGUM_BONANZA, FRUIT_FIESTA, SUGAR_CASCADE, TRIPLE_SEVENS } from './configs/copper-crown';
import {
  DRAGONS_HOARD,
  LANTERN_FESTIVAL,
  OLYMPUS_SPARKS,
  PUMPKIN_NIGHT,
  VALHALLA_THUNDER,
} from './configs/lanternfish-gaming';
import { CYBER_HEIST, NEON_DRIFT, QUASAR_QUEST, STARFALL_CLUSTERS } from './configs/nebula-forge';
import { DESERT_OUTLAWS, GOLD_RUSH_EXPRESS, PHARAOHS_VAULT, SANDS_OF_ANUBIS } from './configs/red-mesa-studios';
import { JUNGLE_BLOOM, KRAKENS_DEEP, PEARL_LAGOON, REEF_RICHES, TIGER_FALLS } from './configs/tidewater-games';
import type { SlotGameConfig } from './engine-types';

/**
 * Every slot of the lobby the engine plays, by lobby identity, in the lobby's order. Lucky
 * Orbit keeps its own code (games/slot) and outcomes.
 */
export const SLOT_GAMES: readonly SlotGameConfig[] = [
  STARFALL_CLUSTERS,
  NEON_DRIFT,
  QUASAR_QUEST,
  CYBER_HEIST,
  PEARL_LAGOON,
  KRAKENS_DEEP,
  REEF_RICHES,
  JUNGLE_BLOOM,
  TIGER_FALLS,
  GOLD_RUSH_EXPRESS,
  DESERT_OUTLAWS,
  SANDS_OF_ANUBIS,
  PHARAOHS_VAULT,
  DRAGONS_HOARD,
  VALHALLA_THUNDER,
  OLYMPUS_SPARKS,
  PUMPKIN_NIGHT,
  LANTERN_FESTIVAL,
  FRUIT_FIESTA,
  TRIPLE_SEVENS,
  SUGAR_CASCADE,
  BUBBLEGUM_BONANZA,
];

export const SLOT_GAME_IDS: readonly string[] = SLOT_GAMES.map((config) => config.id);

export function findSlotGame(id: string): SlotGameConfig | undefined {
  return SLOT_GAMES.find((config) => config.id === id);
}
