/**
 * The verify page: anyone recomputes a round from the revealed server seed, the client seed and
 * the nonce, with the public algorithm running in this browser (Web Crypto), and checks the
 * seed against the hash shown before play. Nothing is sent anywhere. The form is in
 * verify-form.ts, the reading of its fields in verify-input.ts.
 */
import {
  findSlotGame,
  isGameKind,
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
import { createVerifyForm, resultView } from './verify-form';
import { readRecomputeInput, type RecomputeInput } from './verify-input';
import { t } from '../lib/i18n';

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
  const form = createVerifyForm(query, initialGame, (event) => void verify(event));
  const output = h('section', {
    class: 'panel verify-result',
    'aria-live': 'polite',
    'aria-label': t('verify.result'),
  });

  async function verify(event?: Event) {
    event?.preventDefault();
    try {
      const { result, summary } = await recompute(readRecomputeInput(form.values()));
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
    h('main', { class: 'verify' }, h('p', { class: 'verify__intro' }, t('verify.intro')), form.element, output),
  );
  if (query.serverSeed && query.clientSeed) void verify();
}
