import { GAME_KINDS, type GameKind } from '@casino/fairplay';
import type { SeedRotation } from '@casino/shared';
import { z } from 'zod';
import { schemaFor } from '../../../http/response-schemas';
import type { InhouseGameServer, RoundAnswer } from './inhouse-game-server';
import { INHOUSE_ROUND_STATUSES } from './inhouse.table';
import type { RoundView } from './round-views';

/** Amounts travel as JSON integers in minor units. */
const minorUnits = z.number().int();

const seedState = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

export const roundView = schemaFor<RoundView>()(
  z.object({
    id: z.string(),
    game: z.enum(GAME_KINDS),
    bet: minorUnits,
    win: minorUnits,
    nonce: z.number().int(),
    clientSeed: z.string(),
    serverSeedHash: z.string(),
    params: z.unknown().describe("The round's parameters as the game defines them (dice target, mines count...)"),
    outcome: z.unknown().describe('The outcome; for mines the public view (mine positions hidden while active)'),
    state: z
      .string()
      .optional()
      .describe(
        'Multi-step games: mines active, cashed_out or busted; blackjack insurance, player or finished; hilo active, cashed_out or lost',
      ),
    actions: z
      .array(z.unknown())
      .readonly()
      .optional()
      .describe("Multi-step games (mines, blackjack, hilo): the player's actions so far, for a verifier to replay"),
    status: z.enum(INHOUSE_ROUND_STATUSES),
    createdAt: z.string(),
  }),
);

const freespinsView = z.object({ left: z.number().int(), betAmount: minorUnits });

export const roundAnswer = schemaFor<RoundAnswer>()(
  z.object({
    round: roundView,
    balance: minorUnits,
    freespins: freespinsView
      .nullable()
      .optional()
      .describe('After a free spin: the free spins of this game left now (null when all are played)'),
  }),
);

type GameSession = Awaited<ReturnType<InhouseGameServer['describeSession']>>;
/** A session of any game; a crash game's (kind 'crash') shows its chain's terminal hash, salt and round number as its seeds. */
type AnySession = Omit<GameSession, 'game'> & {
  readonly game: Omit<GameSession['game'], 'kind'> & { readonly kind: GameKind | 'crash' };
};

export const sessionAnswer = schemaFor<AnySession>()(
  z.object({
    game: z.object({
      identity: z.string(),
      name: z.string(),
      kind: z.enum([...GAME_KINDS, 'crash']),
      rtpBasisPoints: z.number().int(),
      config: z.unknown().describe("The game's reels and paytable (slot) or payout tables (plinko); absent otherwise"),
    }),
    currency: z.string(),
    subunitToUnit: z.number().int(),
    balance: minorUnits,
    demo: z.boolean(),
    limits: z.object({
      minBet: minorUnits,
      maxBet: minorUnits,
      bonusMaxBet: minorUnits
        .nullable()
        .describe(
          "The active bonus's maximum stake per round while it is wagered (a stake above it is refused); null when no bonus limits the stake",
        ),
    }),
    seeds: seedState,
    openRound: roundView.nullable(),
    freespins: freespinsView
      .nullable()
      .describe(
        'Free spins of this game the player has now: each next spin stakes betAmount and costs no own money (the winnings are bonus money)',
      ),
  }),
);

export const seedRotation = schemaFor<SeedRotation>()(
  z.object({
    previous: seedState.extend({ serverSeed: z.string().describe('The revealed server seed of the pair that ended') }),
    current: seedState,
  }),
);
