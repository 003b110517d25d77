/**
 * The verify page for a crash round: from the round's revealed hash and the chain's salt, the
 * crash point; from the hash, its link to the previous round; and hashing it as many times as its
 * number, the published terminal hash. All computed here with Web Crypto; nothing is sent.
 */
import { verifyCrashRound } from '@casino/fairplay';
import { errorMessage } from '../../api/provider-api';
import { h, replace } from '../../lib/dom';
import { formatMultiplier } from './crash-logic';

function field(id: string, label: string, control: HTMLElement, hint?: string): HTMLElement {
  return h('div', { class: 'field' }, h('label', { class: 'field__label', for: id }, label), control, hint ? h('p', { class: 'field-hint' }, hint) : null);
}

export function mountCrashVerify(root: HTMLElement, search: string): void {
  const query = new URLSearchParams(search);
  const input = (id: string, value: string) => h('input', { id, class: 'input input--mono', value, autocomplete: 'off', spellcheck: 'false' });
  const hash = input('crash-hash', query.get('hash') ?? '');
  const salt = input('crash-salt', query.get('salt') ?? '');
  const terminal = input('crash-terminal', query.get('terminal') ?? '');
  const round = input('crash-round', query.get('round') ?? '');
  const previous = input('crash-previous', query.get('previous') ?? '');
  const result = h('section', { class: 'panel verify-result', 'aria-live': 'polite', 'data-testid': 'crash-verify-result' });

  async function check(event?: Event): Promise<void> {
    event?.preventDefault();
    replace(result, h('p', {}, 'Computing…'));
    try {
      const number = round.value.trim() === '' ? undefined : Number(round.value);
      const outcome = await verifyCrashRound({
        hash: hash.value.trim(),
        salt: salt.value,
        ...(previous.value.trim() ? { previousHash: previous.value.trim() } : {}),
        ...(terminal.value.trim() && number !== undefined ? { terminalHash: terminal.value.trim(), roundNumber: number } : {}),
      });
      const verdict = (value: boolean | null, yes: string, no: string, none: string) =>
        value === null ? h('p', { class: 'field-hint' }, none) : h('p', { class: value ? 'verify-match' : 'verify-mismatch' }, value ? `✓ ${yes}` : `✗ ${no}`);
      replace(
        result,
        h('h2', { class: 'verify-result__title' }, 'Crash point'),
        h('p', { class: 'crash-verify__point', 'data-testid': 'crash-verify-point' }, formatMultiplier(outcome.crashPoint)),
        h('p', {}, 'SHA-256 of this hash (the previous round\u2019s hash): ', h('code', { class: 'seed-value' }, outcome.previousHash)),
        verdict(outcome.previousHashMatches, 'It matches the previous round\u2019s hash.', 'It does not match the previous round\u2019s hash.', 'Paste the previous round\u2019s hash to compare it.'),
        verdict(outcome.terminalHashMatches, `Hashing it ${number ?? ''} time(s) gives the published terminal hash.`, 'It does not lead to the published terminal hash.', 'Give the terminal hash and the round number to check its place in the chain.'),
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
      h('h1', {}, 'Verify a crash round'),
      h('p', { class: 'verify__intro' }, 'Crash point = max(1, floor(97 × 2^52 / (2^52 − r)) / 100), where r is the first 52 bits of HMAC-SHA256 keyed with the round\u2019s hash over the chain\u2019s salt. Rounds use the chain backwards, so SHA-256 of a round\u2019s hash is the round before it, and the first round\u2019s is the terminal hash published in advance.'),
      h(
        'form',
        { class: 'panel verify__form', onsubmit: (event: Event) => void check(event) },
        field('crash-hash', 'Round hash', hash),
        field('crash-salt', 'Salt', salt),
        field('crash-terminal', 'Terminal hash (published)', terminal),
        field('crash-round', 'Round number in the chain', round),
        field('crash-previous', 'Previous round hash (optional)', previous),
        h('button', { type: 'submit', class: 'button button--primary' }, 'Verify'),
      ),
      result,
    ),
  );
  if (hash.value) void check();
}
