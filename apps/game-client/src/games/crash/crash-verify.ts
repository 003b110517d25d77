/**
 * The verify page for a crash round: from the round's revealed hash and the chain's salt, the
 * crash point; from the hash, its link to the previous round; and hashing it as many times as its
 * number, the published terminal hash. All computed here with Web Crypto; nothing is sent.
 */
import { verifyCrashRound } from '@casino/fairplay';
import { errorMessage } from '../../api/provider-api';
import { h, replace } from '../../lib/dom';
import { formatMultiplier } from './crash-logic';
import { t } from '../../lib/i18n';

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h(
    'div',
    { class: 'field' },
    h('label', { class: 'field__label', for: id }, label),
    control,
    hint ? h('p', { class: 'field-hint' }, hint) : null,
  );
}

export function mountCrashVerify(root: HTMLElement, search: string): void {
  const query = new URLSearchParams(search);
  const input = (id: string, value: string) =>
    h('input', { id, class: 'input input--mono', value, autocomplete: 'off', spellcheck: 'false' });
  const hash = input('crash-hash', query.get('hash') ?? '');
  const salt = input('crash-salt', query.get('salt') ?? '');
  const terminal = input('crash-terminal', query.get('terminal') ?? '');
  const round = input('crash-round', query.get('round') ?? '');
  const previous = input('crash-previous', query.get('previous') ?? '');
  const result = h('section', {
    class: 'panel verify-result',
    'aria-live': 'polite',
    'data-testid': 'crash-verify-result',
  });

  async function check(event?: Event): Promise<void> {
    event?.preventDefault();
    replace(result, h('p', {}, t('verify.computing')));
    try {
      const number = round.value.trim() === '' ? undefined : Number(round.value);
      const outcome = await verifyCrashRound({
        hash: hash.value.trim(),
        salt: salt.value,
        ...(previous.value.trim() ? { previousHash: previous.value.trim() } : {}),
        ...(terminal.value.trim() && number !== undefined
          ? { terminalHash: terminal.value.trim(), roundNumber: number }
          : {}),
      });
      const verdict = (value: boolean | null, yes: string, no: string, none: string) =>
        value === null
          ? h('p', { class: 'field-hint' }, none)
          : h('p', { class: value ? 'verify-match' : 'verify-mismatch' }, value ? `✓ ${yes}` : `✗ ${no}`);
      replace(
        result,
        h('h2', { class: 'verify-result__title' }, t('verify.crash.crashPoint')),
        h(
          'p',
          { class: 'crash-verify__point', 'data-testid': 'crash-verify-point' },
          formatMultiplier(outcome.crashPoint),
        ),
        h(
          'p',
          {},
          `${t('verify.crash.previousOfThis')} `,
          h('code', { class: 'seed-value', dir: 'ltr' }, outcome.previousHash),
        ),
        verdict(
          outcome.previousHashMatches,
          t('verify.crash.previousMatches'),
          t('verify.crash.previousDiffers'),
          t('verify.crash.previousMissing'),
        ),
        verdict(
          outcome.terminalHashMatches,
          t('verify.crash.terminalMatches', { count: number ?? 0 }),
          t('verify.crash.terminalDiffers'),
          t('verify.crash.terminalMissing'),
        ),
      );
    } catch (error) {
      replace(result, h('p', { class: 'verify-mismatch' }, errorMessage(error)));
    }
  }

  replace(
    root,
    h(
      'main',
      { class: 'verify' },
      h('h1', {}, t('verify.crash.title')),
      h('p', { class: 'verify__intro' }, t('verify.crash.intro')),
      h(
        'form',
        { class: 'panel verify__form', onsubmit: (event: Event) => void check(event) },
        field('crash-hash', t('verify.crash.roundHash'), hash),
        field('crash-salt', t('verify.crash.salt'), salt),
        field('crash-terminal', t('verify.crash.terminal'), terminal),
        field('crash-round', t('verify.crash.roundNumber'), round),
        field('crash-previous', t('verify.crash.previous'), previous),
        h('button', { type: 'submit', class: 'button button--primary' }, t('verify.submit')),
      ),
      result,
    ),
  );
  if (hash.value) void check();
}
