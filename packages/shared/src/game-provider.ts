/**
 * The in-house game provider's answers to its game client (/provider/games/api): one definition for
 * the server's response schemas and the client's reads, so a changed field fails both type checks.
 */

/** The seed pair the player's next round is drawn from: the server seed is shown only hashed. */
export interface ProviderSeedState {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The next round's nonce. */
  readonly nonce: number;
}

/** `POST /provider/games/api/seeds/rotate`: the pair that ended, its server seed revealed, and the new one. */
export interface SeedRotation {
  readonly previous: {
    readonly serverSeed: string;
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    readonly nonce: number;
  };
  readonly current: ProviderSeedState;
}

/** Free spins of a game the player has (the casino's bonus): each next spin stakes `betAmount` and costs no own money. */
export interface FreespinsView {
  readonly left: number;
  /** Minor units. */
  readonly betAmount: number;
}
