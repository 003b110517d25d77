import type { GameProviderIntegration } from '@casino/shared';

export interface GameProviderSeed {
  readonly identity: string;
  readonly name: string;
  readonly integration: GameProviderIntegration;
}

/**
 * The studios of the lobby, in display order. Orbit Originals is our own game server, the only
 * one this platform can launch; the other studios are fictional and listed only, so their games
 * say honestly that they cannot be played here (no demo, not playable).
 */
export const gameProviderSeeds: readonly GameProviderSeed[] = [
  { identity: 'orbit-originals', name: 'Orbit Originals', integration: 'inhouse' },
  { identity: 'nebula-forge', name: 'Nebula Forge', integration: 'listed' },
  { identity: 'tidewater-games', name: 'Tidewater Games', integration: 'listed' },
  { identity: 'red-mesa-studios', name: 'Red Mesa Studios', integration: 'listed' },
  { identity: 'lanternfish-gaming', name: 'Lanternfish Gaming', integration: 'listed' },
  { identity: 'copper-crown', name: 'Copper Crown Interactive', integration: 'listed' },
];
