/**
 * The verify page's form: the seeds, nonce, game, params and actions fields, prefilled from the
 * link's query, and the result panel the recomputed round is shown in (DOM only).
 */
import { GAME_INFO, GAME_KINDS, SLOT_GAMES, type VerifiedRound } from '@casino/fairplay';
import { h } from '../lib/dom';
import type { readVerifyQuery } from '../lib/verify-link';
import { exampleParamsText, type VerifyFormValues } from './verify-input';
import { t } from '../lib/i18n';

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { class: 'field__label', for: id }, label),
    control,
    hint ? h('p', { class: 'field-hint' }, hint) : null,
  );
}

const seedInput = (id: string, value: string) =>
  h('input', { id, class: 'input input--mono', value, autocomplete: 'off', spellcheck: 'false' });

export interface VerifyForm {
  readonly element: HTMLFormElement;
  values(): VerifyFormValues;
}

/** The form, prefilled from the query; `initialGame` is the query's game when it names one. */
export function createVerifyForm(
  query: ReturnType<typeof readVerifyQuery>,
  initialGame: string,
  onSubmit: (event: Event) => void,
): VerifyForm {
  const serverSeed = seedInput('server-seed', query.serverSeed);
  const hash = seedInput('server-seed-hash', query.hash);
  const clientSeed = seedInput('client-seed', query.clientSeed);
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
  const params = h('textarea', { id: 'params', class: 'input input--mono', rows: 3, spellcheck: 'false' });
  params.value = query.params || exampleParamsText(initialGame);
  const actions = h('textarea', { id: 'actions', class: 'input input--mono', rows: 2, spellcheck: 'false' });
  actions.value = query.actions;
  game.addEventListener('change', () => {
    params.value = exampleParamsText(game.value);
  });
  const element = h(
    'form',
    { class: 'panel verify__form', onsubmit: onSubmit },
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
  );
  return {
    element,
    values: () => ({
      serverSeed: serverSeed.value,
      hash: hash.value,
      clientSeed: clientSeed.value,
      nonce: nonce.value,
      game: game.value,
      params: params.value,
      actions: actions.value,
    }),
  };
}

/** The recomputed round: its summary, the seed's hash checked against the one shown before play, the floats used. */
export function resultView(
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
