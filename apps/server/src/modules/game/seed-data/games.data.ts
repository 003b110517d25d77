import type { GameFeature, GameVolatility } from '@casino/shared';
import type { GameTheme } from '../game-art';
import { inhouseRtpBasisPoints } from './inhouse-rtp';

/** Where a game sits in the lobby's category collections (slots, table, instant). */
export type GameCategory = 'slot' | 'table' | 'instant';

export interface GameSeed {
  readonly identity: string;
  readonly name: string;
  readonly provider: string;
  readonly category: GameCategory;
  readonly theme: GameTheme;
  readonly features: readonly GameFeature[];
  readonly rtpBasisPoints: number;
  readonly volatility: GameVolatility;
  readonly releasedAt: string;
  /** Seeded ranking for `sort=popular` until play counts feed it. */
  readonly popularity: number;
  readonly description: string;
}

const fair: GameFeature = 'provably-fair';

/**
 * The lobby. The six Orbit Originals are the games the in-house provider implements (dice,
 * limbo, mines, plinko, a 5-reel slot, European roulette) with the RTP their game math gives; the rest
 * belong to listed studios and describe games this platform cannot launch.
 * The slots' rtpBasisPoints are those of their configurations in @casino/fairplay's slot engine
 * (games/slot-engine/configs). A figure commented 'exact' is slotGameRtp's, to the basis point; one
 * commented 'simulated' lies inside the 99% interval of `npm run bench:rtp` (1 000 000 rounds).
 */
export const gameSeeds: readonly GameSeed[] = [
  { identity: 'orbit-dice', name: 'Orbit Dice', provider: 'orbit-originals', category: 'instant', theme: 'dice', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('dice'), volatility: 'low', releasedAt: '2024-03-01', popularity: 980,
    description: 'Pick a target between 0.00 and 100.00, roll over or under it. A 1% house edge, every roll verifiable from the seeds.' },
  { identity: 'orbit-limbo', name: 'Orbit Limbo', provider: 'orbit-originals', category: 'instant', theme: 'crash', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('limbo'), volatility: 'very-high', releasedAt: '2024-03-01', popularity: 940,
    description: 'Name a target multiplier and launch: if the rocket climbs past it, you win your stake times the target.' },
  { identity: 'orbit-mines', name: 'Orbit Mines', provider: 'orbit-originals', category: 'instant', theme: 'gems', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('mines'), volatility: 'medium', releasedAt: '2024-04-15', popularity: 960,
    description: 'Uncover gems on a 5x5 field and cash out before you hit one of the mines you chose to hide.' },
  { identity: 'orbit-plinko', name: 'Orbit Plinko', provider: 'orbit-originals', category: 'instant', theme: 'plinko', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('plinko'), volatility: 'medium', releasedAt: '2024-05-20', popularity: 900,
    description: 'Drop a ball through rows of pegs into a multiplier slot; choose the rows and the risk.' },
  { identity: 'lucky-orbit', name: 'Lucky Orbit', provider: 'orbit-originals', category: 'slot', theme: 'space', features: [fair, 'free-spins'], rtpBasisPoints: inhouseRtpBasisPoints('slot'), volatility: 'medium', releasedAt: '2025-01-10', popularity: 870,
    description: 'A 5-reel, 10-line space slot: three comet scatters start free spins; the paytable screen shows every pay.' },
  { identity: 'orbit-european-roulette', name: 'European Roulette', provider: 'orbit-originals', category: 'table', theme: 'roulette', features: [fair], rtpBasisPoints: inhouseRtpBasisPoints('roulette'), volatility: 'low', releasedAt: '2024-06-01', popularity: 760,
    description: 'Single-zero roulette with inside and outside bets; the zero is the house edge of 2.70%.' },
  { identity: 'blackjack-classic', name: 'Blackjack Classic', provider: 'orbit-originals', category: 'table', theme: 'cards', features: [fair], rtpBasisPoints: inhouseRtpBasisPoints('blackjack'), volatility: 'low', releasedAt: '2023-03-14', popularity: 670,
    description: 'Six decks shuffled for every hand, dealer stands on soft 17, blackjack pays 3:2, insurance 2:1; double on any two cards, split once, split aces take one card. 99.50% with basic strategy.' },
  { identity: 'keno-classic', name: 'Keno Classic', provider: 'orbit-originals', category: 'instant', theme: 'numbers', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('keno'), volatility: 'medium', releasedAt: '2024-04-02', popularity: 440,
    description: 'Pick 1 to 10 numbers out of 40 and watch 10 balls drawn; every pick count pays 95.00%, computed exactly.' },
  { identity: 'orbit-hilo', name: 'Orbit Hilo', provider: 'orbit-originals', category: 'instant', theme: 'cards', features: [fair, 'multiplier'], rtpBasisPoints: inhouseRtpBasisPoints('hilo'), volatility: 'medium', releasedAt: '2026-11-25', popularity: 700,
    description: 'Higher, lower or the same? Each right guess multiplies your win by its fair odds; skip a card or cash out whenever you like. A 1% edge.' },

  { identity: 'starfall-clusters', name: 'Starfall Clusters', provider: 'nebula-forge', category: 'slot', theme: 'space', features: ['cascading-reels', 'multiplier'], rtpBasisPoints: 9612 /* simulated */, volatility: 'high', releasedAt: '2025-03-04', popularity: 820,
    description: 'Cluster pays on a 7x7 grid: five or more touching stars pay and tumble away, and every cascade of the spin doubles its multiplier, up to x64.' },
  { identity: 'neon-drift', name: 'Neon Drift', provider: 'nebula-forge', category: 'slot', theme: 'neon', features: ['free-spins', 'bonus-buy'], rtpBasisPoints: 9650 /* simulated */, volatility: 'high', releasedAt: '2025-05-22', popularity: 640,
    description: 'Night racing on 5 reels and 20 lines: three checkered flags start 12 free spins at x2 where every wild that lands stays until they end; bonus buy for 52 bets.' },
  { identity: 'quasar-quest', name: 'Quasar Quest', provider: 'nebula-forge', category: 'slot', theme: 'space', features: ['free-spins', 'jackpot'], rtpBasisPoints: 9580 /* exact */, volatility: 'very-high', releasedAt: '2024-09-12', popularity: 590,
    description: '25 lines among wormhole wilds: three planet gates start free spins at x10, and five quasars on a line win the progressive Orbit Mega Jackpot.' },
  { identity: 'cyber-heist', name: 'Cyber Heist', provider: 'nebula-forge', category: 'slot', theme: 'neon', features: ['hold-and-win', 'bonus-buy'], rtpBasisPoints: 9609 /* exact */, volatility: 'high', releasedAt: '2025-06-30', popularity: 700,
    description: 'Crack the vault on 10 lines: six data coins start hold-and-win, coins lock and three respins reset with every new one; mini, minor and major coins, the grand prize for a full grid; bonus buy for 50 bets.' },
  { identity: 'comet-crash', name: 'Comet Crash', provider: 'orbit-originals', category: 'instant', theme: 'crash', features: [fair, 'multiplier'], rtpBasisPoints: 9700 /* exact: 97% for every cash-out target */, volatility: 'very-high', releasedAt: '2025-02-14', popularity: 810,
    description: 'One shared round for everyone: bet before the launch, then cash out while the multiplier climbs, before the comet breaks up. The crash points come from a hash chain published in advance; 3% house edge.' },

  { identity: 'pearl-lagoon', name: 'Pearl Lagoon', provider: 'tidewater-games', category: 'slot', theme: 'ocean', features: ['free-spins', 'multiplier'], rtpBasisPoints: 9615 /* exact */, volatility: 'medium', releasedAt: '2023-11-08', popularity: 560,
    description: '243 ways under the sea: three giant clams start 10 to 15 free spins where every win is multiplied by five.' },
  { identity: 'krakens-deep', name: "Kraken's Deep", provider: 'tidewater-games', category: 'slot', theme: 'ocean', features: ['cascading-reels', 'bonus-buy'], rtpBasisPoints: 9600 /* simulated */, volatility: 'very-high', releasedAt: '2025-04-17', popularity: 730,
    description: '1,024 ways on a 5x4 grid: tentacles sweep the reels and every cascade of a spin raises the multiplier from x1 to x32; three ink clouds start free spins at x20; bonus buy for 73 bets.' },
  { identity: 'reef-riches', name: 'Reef Riches', provider: 'tidewater-games', category: 'slot', theme: 'ocean', features: ['hold-and-win', 'jackpot'], rtpBasisPoints: 9552 /* exact */, volatility: 'medium', releasedAt: '2024-02-02', popularity: 480,
    description: '20 lines: six shell coins start hold-and-win with mini and minor coins; fill all fifteen cells for the grand prize and the progressive Orbit Mega Jackpot.' },
  { identity: 'jungle-bloom', name: 'Jungle Bloom', provider: 'tidewater-games', category: 'slot', theme: 'jungle', features: ['free-spins'], rtpBasisPoints: 9668 /* exact */, volatility: 'low', releasedAt: '2023-07-19', popularity: 420,
    description: 'A gentle 243-ways slot: three waterfalls start 8 free spins on reels where orchid wilds bloom far more often.' },
  { identity: 'tiger-falls', name: 'Tiger Falls', provider: 'tidewater-games', category: 'slot', theme: 'jungle', features: ['multiplier', 'free-spins'], rtpBasisPoints: 9611 /* exact */, volatility: 'high', releasedAt: '2024-10-03', popularity: 690,
    description: '1,024 ways on a 5x4 grid: three or more tiger eyes start 10 to 20 free spins at x10, and more tiger eyes in them add more.' },

  { identity: 'gold-rush-express', name: 'Gold Rush Express', provider: 'red-mesa-studios', category: 'slot', theme: 'gold-rush', features: ['hold-and-win', 'jackpot'], rtpBasisPoints: 9561 /* exact */, volatility: 'high', releasedAt: '2024-08-21', popularity: 780,
    description: '25 lines: six gold nuggets start hold-and-win with mini, minor and major wagons; fill the whole train for the grand prize and the progressive Orbit Mega Jackpot.' },
  { identity: 'desert-outlaws', name: 'Desert Outlaws', provider: 'red-mesa-studios', category: 'slot', theme: 'wild-west', features: ['free-spins', 'bonus-buy'], rtpBasisPoints: 9648 /* exact */, volatility: 'very-high', releasedAt: '2025-07-09', popularity: 750,
    description: '1,024 ways on a 5x4 grid: three wanted posters start 12 free spins at x25 with duel wilds on the second and fourth reels; bonus buy for 307 bets.' },
  { identity: 'sands-of-anubis', name: 'Sands of Anubis', provider: 'red-mesa-studios', category: 'slot', theme: 'egypt', features: ['free-spins'], rtpBasisPoints: 9619 /* exact */, volatility: 'high', releasedAt: '2023-05-25', popularity: 620,
    description: '10 lines in the tombs: three ankhs start 10 free spins at x10 on reels where Anubis wilds watch the middle.' },
  { identity: 'pharaohs-vault', name: "Pharaoh's Vault", provider: 'red-mesa-studios', category: 'slot', theme: 'egypt', features: ['jackpot', 'hold-and-win'], rtpBasisPoints: 9514 /* exact */, volatility: 'medium', releasedAt: '2024-01-16', popularity: 510,
    description: '20 lines: six scarab coins start hold-and-win, jackpot coins among them; fill the vault for the grand prize and the progressive Orbit Mega Jackpot.' },
  { identity: 'baccarat-royale', name: 'Baccarat Royale', provider: 'red-mesa-studios', category: 'table', theme: 'cards', features: [], rtpBasisPoints: 9894, volatility: 'low', releasedAt: '2023-09-05', popularity: 450,
    description: 'Eight-deck punto banco: player, banker or tie (8:1), the 5% commission on banker wins; 98.94% on banker, 98.76% on player.' },

  { identity: 'dragons-hoard', name: "Dragon's Hoard", provider: 'lanternfish-gaming', category: 'slot', theme: 'dragon', features: ['free-spins', 'multiplier', 'bonus-buy'], rtpBasisPoints: 9639 /* exact */, volatility: 'very-high', releasedAt: '2025-08-28', popularity: 800,
    description: '25 lines: three hoards start 15 free spins at x20 on reels full of dragon-egg wilds; bonus buy for 173 bets.' },
  { identity: 'valhalla-thunder', name: 'Valhalla Thunder', provider: 'lanternfish-gaming', category: 'slot', theme: 'viking', features: ['cascading-reels', 'multiplier'], rtpBasisPoints: 9600 /* simulated */, volatility: 'high', releasedAt: '2024-11-19', popularity: 660,
    description: '243 ways that cascade: every drop of a spin raises the thunder multiplier, x1, x5, x10, x25, x50 and x100.' },
  { identity: 'olympus-sparks', name: 'Olympus Sparks', provider: 'lanternfish-gaming', category: 'slot', theme: 'mythology', features: ['multiplier', 'bonus-buy'], rtpBasisPoints: 9650 /* simulated */, volatility: 'very-high', releasedAt: '2025-09-15', popularity: 850,
    description: 'Tumbling cluster pays on a 6x5 grid with lightning multipliers up to x250; four temples start free spins at x3; bonus buy for 22 bets.' },
  { identity: 'pumpkin-night', name: 'Pumpkin Night', provider: 'lanternfish-gaming', category: 'slot', theme: 'halloween', features: ['free-spins'], rtpBasisPoints: 9622 /* exact */, volatility: 'medium', releasedAt: '2024-10-25', popularity: 400,
    description: '20 lines on the spookiest night of the year: three or more carved pumpkins start 10 to 20 free spins at x8.' },
  { identity: 'lantern-festival', name: 'Lantern Festival', provider: 'lanternfish-gaming', category: 'slot', theme: 'carnival', features: ['hold-and-win'], rtpBasisPoints: 9593 /* exact */, volatility: 'medium', releasedAt: '2025-02-01', popularity: 530,
    description: '10 lines: six sky lanterns start hold-and-win; lanterns lock with their prizes and three respins reset with every new one.' },

  { identity: 'fruit-fiesta', name: 'Fruit Fiesta', provider: 'copper-crown', category: 'slot', theme: 'fruits', features: [], rtpBasisPoints: 9636 /* exact */, volatility: 'low', releasedAt: '2023-02-10', popularity: 470,
    description: 'Five lines of cherries, lemons and melons: a classic with nothing to learn.' },
  { identity: 'triple-sevens', name: 'Triple Sevens', provider: 'copper-crown', category: 'slot', theme: 'fruits', features: ['jackpot'], rtpBasisPoints: 9511 /* exact */, volatility: 'medium', releasedAt: '2023-06-30', popularity: 500,
    description: 'Three reels, one line: three red sevens pay and win the progressive Orbit Mega Jackpot.' },
  { identity: 'sugar-cascade', name: 'Sugar Cascade', provider: 'copper-crown', category: 'slot', theme: 'candy', features: ['cascading-reels', 'free-spins', 'bonus-buy'], rtpBasisPoints: 9650 /* simulated */, volatility: 'high', releasedAt: '2025-10-02', popularity: 830,
    description: 'Sweets pay in clusters on a 7x7 grid and tumble away with multipliers up to x5; four lollipops start free spins at x2; bonus buy for 17 bets.' },
  { identity: 'bubblegum-bonanza', name: 'Bubblegum Bonanza', provider: 'copper-crown', category: 'slot', theme: 'candy', features: ['multiplier', 'free-spins'], rtpBasisPoints: 9596 /* exact */, volatility: 'medium', releasedAt: '2024-07-11', popularity: 550,
    description: '20 lines: three gumball machines start 10 free spins where the bubbles pop every win into x7.' },
  { identity: 'jacks-or-better', name: 'Jacks or Better', provider: 'copper-crown', category: 'table', theme: 'cards', features: [], rtpBasisPoints: 9954, volatility: 'low', releasedAt: '2023-01-20', popularity: 430,
    description: 'Video poker, full-pay 9/6 paytable: hold, draw and pay from a pair of jacks; 99.54% with optimal play.' },
  { identity: 'lucky-scratch', name: 'Lucky Scratch', provider: 'copper-crown', category: 'instant', theme: 'carnival', features: ['jackpot'], rtpBasisPoints: 9400, volatility: 'medium', releasedAt: '2025-03-27', popularity: 460,
    description: 'Scratch nine fields; three equal prizes win, three jackpot symbols win the progressive jackpot (94% RTP before the pool).' },
];
