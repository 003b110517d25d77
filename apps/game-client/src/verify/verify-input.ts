/**
 * The verify form's texts as a round to recompute: seeds, nonce, game, and the params and actions
 * as JSON, checked here before any recomputing (no DOM).
 */
import { isGameKind, type GameKind } from '@casino/fairplay';
import { t } from '../lib/i18n';

export interface RecomputeInput {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  /** A game kind, or an engine slot's identity. */
  readonly game: string;
  readonly params: unknown;
  readonly actions?: readonly unknown[];
  readonly serverSeedHash?: string;
}

/** The form's fields as typed. */
export type VerifyFormValues = Readonly<
  Record<'serverSeed' | 'hash' | 'clientSeed' | 'nonce' | 'game' | 'params' | 'actions', string>
>;

/** Params a player can start from when the link carried none. */
const EXAMPLE_PARAMS: Readonly<Record<GameKind, unknown>> = {
  dice: { target: 50.5, condition: 'over' },
  limbo: { target: 2 },
  mines: { mines: 3 },
  plinko: { rows: 16, risk: 'medium' },
  slot: {},
  roulette: { bets: [{ type: 'red', amount: 100 }] },
  blackjack: {},
  keno: { picks: [5, 12, 19, 26, 33] },
  hilo: {},
  baccarat: { bets: [{ type: 'banker', amount: 100 }] },
  'video-poker': {},
  scratch: {},
};

/** The params field's text for a game: its example (an engine slot's: none). */
export function exampleParamsText(game: string): string {
  return JSON.stringify(isGameKind(game) ? EXAMPLE_PARAMS[game] : {});
}

function parseJson(text: string, name: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(t('verify.notJson', { name }));
  }
}

/** The round the fields describe; throws an Error saying what to fix when the actions or params are not JSON. */
export function readRecomputeInput(values: VerifyFormValues): RecomputeInput {
  const parsedActions = parseJson(values.actions, t('verify.actionsName'));
  if (parsedActions !== undefined && !Array.isArray(parsedActions))
    throw new Error(t('verify.actionsList', { example: '[{"type":"reveal","tile":7}]' }));
  return {
    serverSeed: values.serverSeed.trim(),
    clientSeed: values.clientSeed,
    nonce: Number(values.nonce.trim() === '' ? Number.NaN : values.nonce),
    params: parseJson(values.params, t('verify.paramsName')) ?? {},
    ...(values.hash.trim() ? { serverSeedHash: values.hash.trim() } : {}),
    game: values.game,
    ...(parsedActions ? { actions: parsedActions as unknown[] } : {}),
  };
}
