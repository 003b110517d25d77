/**
 * Provably fair, in the player's hands: the hash of the server seed committed before play, the
 * client seed they may change, the nonce of the next round, and a rotation that reveals the old
 * server seed with a link that recomputes the last round on it.
 */
import { assertClientSeed, CLIENT_SEED_MAX_LENGTH } from '@casino/fairplay';
import { errorMessage, type ProviderApi } from '../api/provider-api';
import type { RotateReply, SeedState } from '../api/provider-types';
import { h, replace } from '../lib/dom';
import { currentLocale, t } from '../lib/i18n';
import { verifyLink } from '../lib/verify-link';

/** The last round played, enough to verify it once its server seed is revealed. */
export interface PlayedRound {
  /** A game kind, or an engine slot's identity ('starfall-clusters'). */
  readonly game: string;
  readonly nonce: number;
  readonly params: unknown;
  readonly actions: readonly unknown[];
}

export interface FairnessPanel {
  readonly element: HTMLElement;
  setSeeds(seeds: SeedState): void;
  setLastRound(round: PlayedRound): void;
  setLocked(locked: boolean): void;
}

function seedRow(label: string, value: HTMLElement): HTMLElement {
  return h('div', { class: 'seed-row' }, h('dt', {}, label), h('dd', { dir: 'ltr' }, value));
}

/** The revealed seed, and a link that recomputes the last round played on it. */
function rotationResult(reply: RotateReply, played: PlayedRound | null, game: string): HTMLElement[] {
  const link = verifyLink({
    serverSeed: reply.previous.serverSeed,
    serverSeedHash: reply.previous.serverSeedHash,
    clientSeed: reply.previous.clientSeed,
    game,
    ...(played ? { nonce: played.nonce, params: played.params, actions: played.actions } : { nonce: 0 }),
    lang: currentLocale(),
  });
  return [
    h('p', { class: 'rotation__label' }, t('fairness.revealed')),
    h('code', { class: 'seed-value seed-value--revealed', dir: 'ltr' }, reply.previous.serverSeed),
    h(
      'a',
      { class: 'link', href: link, target: '_blank', rel: 'noopener' },
      played ? t('fairness.verifyLast') : t('fairness.openVerify'),
    ),
  ];
}

export function createFairnessPanel(api: ProviderApi, initial: SeedState, game: string): FairnessPanel {
  let seeds = initial;
  let lastRound: PlayedRound | null = null;
  const hash = h('code', { class: 'seed-value' }, seeds.serverSeedHash);
  const nonce = h('code', { class: 'seed-value' }, String(seeds.nonce));
  const clientSeed = h('input', {
    id: 'client-seed',
    class: 'input input--mono',
    value: seeds.clientSeed,
    maxlength: CLIENT_SEED_MAX_LENGTH,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const result = h('div', { class: 'rotation', 'aria-live': 'polite' });
  const rotate = h(
    'button',
    { type: 'button', class: 'button button--secondary', onclick: () => void onRotate() },
    t('fairness.rotate'),
  );

  async function onRotate() {
    const wanted = clientSeed.value.trim();
    try {
      if (wanted !== seeds.clientSeed) assertClientSeed(wanted);
    } catch {
      replace(
        result,
        h(
          'p',
          { class: 'inline-error', role: 'alert' },
          t('fairness.clientSeedInvalid', { max: CLIENT_SEED_MAX_LENGTH }),
        ),
      );
      return;
    }
    rotate.disabled = true;
    try {
      const reply = await api.rotateSeeds(wanted !== seeds.clientSeed ? wanted : undefined);
      replace(result, ...rotationResult(reply, lastRound, game));
      lastRound = null;
      panel.setSeeds(reply.current);
    } catch (error) {
      replace(result, h('p', { class: 'inline-error', role: 'alert' }, errorMessage(error)));
    } finally {
      rotate.disabled = false;
    }
  }

  const element = h(
    'details',
    { class: 'panel fairness' },
    h('summary', { class: 'panel__summary' }, t('fairness.title')),
    h(
      'dl',
      { class: 'seed-list' },
      seedRow(t('fairness.serverSeedHash'), hash),
      h(
        'div',
        { class: 'seed-row' },
        h('dt', {}, h('label', { for: 'client-seed' }, t('fairness.clientSeed'))),
        h('dd', {}, clientSeed),
      ),
      seedRow(t('fairness.nextNonce'), nonce),
    ),
    h('p', { class: 'field-hint' }, t('fairness.rotateHint')),
    rotate,
    result,
  );
  const panel: FairnessPanel = {
    element,
    setSeeds(next) {
      seeds = next;
      hash.textContent = next.serverSeedHash;
      nonce.textContent = String(next.nonce);
      if (document.activeElement !== clientSeed) clientSeed.value = next.clientSeed;
    },
    setLastRound(round) {
      lastRound = round;
    },
    setLocked(locked) {
      rotate.disabled = locked;
      rotate.title = locked ? t('fairness.rotateLocked') : '';
    },
  };
  return panel;
}
