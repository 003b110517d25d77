import type { GameProviderIntegration } from '@casino/shared';

export interface GameProviderSeed {
  readonly identity: string;
  readonly name: string;
  readonly integration: GameProviderIntegration;
}

/**
 * The studios of the lobby, in display order. Orbit Originals is our own game server; the other
 * (fictional) studios run their games on a game server of their own (apps/studio-server), reached
 * over the signed seamless-wallet protocol like an outside aggregator.
 */
export const gameProviderSeeds: readonly GameProviderSeed[] = [
  { identity: 'orbit-originals', name: 'Orbit Originals', integration: 'inhouse' },
  { identity: 'nebula-forge', name: 'Nebula Forge', integration: 'aggregator' },
  { identity: 'tidewater-games', name: 'Tidewater Games', integration: 'aggregator' },
  { identity: 'red-mesa-studios', name: 'Red Mesa Studios', integration: 'aggregator' },
  { identity: 'lanternfish-gaming', name: 'Lanternfish Gaming', integration: 'aggregator' },
  { identity: 'copper-crown', name: 'Copper Crown Interactive', integration: 'aggregator' },
];
