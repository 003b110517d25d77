/**
 * The verify page: anyone recomputes a round from the revealed server seed, the client seed and
 * the nonce, with the public algorithm running in this browser (Web Crypto), and checks the
 * seed against the hash shown before play. Nothing is sent anywhere.
 */
import {
  findSlotGame,
  GAME_INFO,
  GAME_KINDS,
  isGameKind,
  SLOT_GAMES,
  verifyRound,
  verifySlotGameRound,
  type GameKind,
  type VerifiedRound,
} from '@casino/fairplay';
import { errorMessage } from '../api/provider-api';
import { h, replace } from '../lib/dom';
import { readVerifyQuery } from '../lib/verify-link';
import { engineSlotSummary } from './engine-slot-summary';
import { outcomeSummary } from './outcome-summary';
import { t } from '../lib/i18n';

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

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { class: 'field__label', for: id }, label),
    control,
    hint ? h('p', { class: 'field-hint' }, hint) : null,
  );
}

function parseJson(text: string, name: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(t('verify.notJson', { name }));
  }
}

function resultView(
  result: Pick<VerifiedRound, 'serverSeedHash' | 'serverSeedHashMatches' | 'floatsUsed'>,
  summary: readonly string[],
): HTMLElement[] {
  const match = result.serverSeedHashMatches;
  return [
    h('h2', { class: 'verify-result__title' }, t('verify.outcome')),
    h('pre', { class: 'verify-result__summary', dir: 'ltr' }, summary.join('\n')),
    h('p', {}, `${t('verify.seedHash')} `, h('code', { class: 'seed-value', dir: 'ltr' }, result.serverSeedHash)),
    match === null
      ? h('p', { class: 'field-hint' }, t('verify.hashMissing'))
      : h(
          'p',
          { class: match ? 'verify-match' : 'verify-mismatch' },
          match ? `✓ ${t('verify.hashMatches')}` : `✗ ${t('verify.hashDiffers')}`,
        ),
    h('p', { class: 'field-hint' }, t('verify.floats', { count: result.floatsUsed })),
  ];
}

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

/** Recomputes a round: an engine slot's by its identity (verifySlotGameRound), any other by its kind. */
export async function recompute(input: RecomputeInput): Promise<{
  result: Pick<VerifiedRound, 'serverSeedHash' | 'serverSeedHashMatches' | 'floatsUsed'>;
  summary: string[];
}> {
  if (findSlotGame(input.game)) {
    const { actions: _actions, ...slotInput } = input;
    const result = await verifySlotGameRound(slotInput);
    return { result, summary: engineSlotSummary(result) };
  }
  const result = await verifyRound({ ...input, game: input.game as GameKind });
  return { result, summary: outcomeSummary(result) };
}

export function mountVerifyPage(root: HTMLElement): void {
  const query = readVerifyQuery(location.search);
  // A game kind, or an engine slot's identity (its rounds are recomputed by verifySlotGameRound).
  const initialGame: string = isGameKind(query.game) || findSlotGame(query.game) ? query.game : 'dice';
  const serverSeed = h('input', {
    id: 'server-seed',
    class: 'input input--mono',
    value: query.serverSeed,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const hash = h('input', {
    id: 'server-seed-hash',
    class: 'input input--mono',
    value: query.hash,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const clientSeed = h('input', {
    id: 'client-seed',
    class: 'input input--mono',
    value: query.clientSeed,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const nonce = h('input', { id: 'nonce', class: 'input', inputmode: 'numeric', value: query.nonce || '0' });
  const game = h(
    'select',
    { id: 'game', class: 'input' },
    ...GAME_KINDS.map((kind) => h('option', { value: kind, selected: kind === initialGame }, GAME_INFO[kind].title)),
    h(
      'optgroup',
      { label: t('verify.slots') },
      ...SLOT_GAMES.map((slot) => h('option', { value: slot.id, selected: slot.id === initialGame }, slot.title)),
    ),
  );
  const exampleParams = (value: string): unknown => (isGameKind(value) ? EXAMPLE_PARAMS[value] : {});
  const params = h('textarea', { id: 'params', class: 'input input--mono', rows: 3, spellcheck: 'false' });
  params.value = query.params || JSON.stringify(exampleParams(initialGame));
  const actions = h('textarea', { id: 'actions', class: 'input input--mono', rows: 2, spellcheck: 'false' });
  actions.value = query.actions;
  const output = h('section', {
    class: 'panel verify-result',
    'aria-live': 'polite',
    'aria-label': t('verify.result'),
  });

  game.addEventListener('change', () => {
    params.value = JSON.stringify(exampleParams(game.value));
  });

  async function verify(event?: Event) {
    event?.preventDefault();
    try {
      const parsedActions = parseJson(actions.value, t('verify.actionsName'));
      if (parsedActions !== undefined && !Array.isArray(parsedActions))
        throw new Error(t('verify.actionsList', { example: '[{"type":"reveal","tile":7}]' }));
      const seeds = {
        serverSeed: serverSeed.value.trim(),
        clientSeed: clientSeed.value,
        nonce: Number(nonce.value.trim() === '' ? Number.NaN : nonce.value),
        params: parseJson(params.value, t('verify.paramsName')) ?? {},
        ...(hash.value.trim() ? { serverSeedHash: hash.value.trim() } : {}),
      };
      const { result, summary } = await recompute({
        ...seeds,
        game: game.value,
        ...(parsedActions ? { actions: parsedActions as unknown[] } : {}),
      });
      replace(output, ...resultView(result, summary));
    } catch (error) {
      replace(output, h('p', { class: 'inline-error', role: 'alert' }, errorMessage(error)));
    }
  }

  replace(
    root,
    h(
      'header',
      { class: 'top-bar' },
      h(
        'div',
        { class: 'top-bar__brand' },
        h('span', { class: 'top-bar__logo', 'aria-hidden': 'true' }),
        h('h1', { class: 'top-bar__title' }, t('verify.title')),
      ),
    ),
    h(
      'main',
      { class: 'verify' },
      h('p', { class: 'verify__intro' }, t('verify.intro')),
      h(
        'form',
        { class: 'panel verify__form', onsubmit: (event: Event) => void verify(event) },
        field('server-seed', t('verify.serverSeed'), serverSeed),
        field('server-seed-hash', t('verify.serverSeedHash'), hash),
        field('client-seed', t('fairness.clientSeed'), clientSeed),
        field('nonce', t('verify.nonce'), nonce),
        field('game', t('shell.stage'), game),
        field(
          'params',
          t('verify.params'),
          params,
          t('verify.paramsHint', {
            dice: '{"target":50.5,"condition":"over"}',
            plinko: '{"rows":16,"risk":"medium"}',
            slot: '{}',
            buy: '{"buy":true}',
          }),
        ),
        field(
          'actions',
          t('verify.actions'),
          actions,
          t('verify.actionsHint', {
            mines: '[{"type":"reveal","tile":7},{"type":"cashout"}]',
            blackjack: '[{"type":"split"},{"type":"double"},{"type":"stand"}]',
            hilo: '[{"type":"higher_or_same"},{"type":"skip"},{"type":"cashout"}]',
            videoPoker: '[{"type":"draw","hold":[true,false,true,false,false]}]',
          }),
        ),
        h('button', { type: 'submit', class: 'button button--primary' }, t('verify.submit')),
      ),
      output,
    ),
  );
  if (query.serverSeed && query.clientSeed) void verify();
}
