import type { FreespinsView, Session } from '../api/provider-types';
import { h } from '../lib/dom';
import { t } from '../lib/i18n';

export interface TopBar {
  readonly element: HTMLElement;
  setBalance(text: string): void;
  /** Shows the free spins left (their stake formatted), or hides the badge when there are none. */
  setFreespins(freespins: FreespinsView | null, stakeText: string): void;
}

/** Game name, DEMO badge for play money, and the balance (announced politely to screen readers). */
export function createTopBar(session: Session, balanceText: string): TopBar {
  const balance = h('output', { class: 'top-bar__balance-amount', 'aria-live': 'polite' }, balanceText);
  const freespins = h('output', { class: 'badge badge--freespins', 'aria-live': 'polite', hidden: true });
  const element = h(
    'header',
    { class: 'top-bar' },
    h(
      'div',
      { class: 'top-bar__brand' },
      h('span', { class: 'top-bar__logo', 'aria-hidden': 'true' }),
      h('h1', { class: 'top-bar__title' }, session.game.name),
    ),
    h(
      'div',
      { class: 'top-bar__balance' },
      session.demo ? h('span', { class: 'badge badge--demo', title: t('shell.demoTitle') }, t('shell.demo')) : null,
      freespins,
      h('span', { class: 'visually-hidden' }, t('shell.balance')),
      balance,
    ),
  );
  return {
    element,
    setBalance: (text) => {
      balance.textContent = text;
    },
    setFreespins: (view, stakeText) => {
      freespins.hidden = view === null;
      freespins.textContent = view ? t('shell.freespins.badge', { count: view.left, stake: stakeText }) : '';
      freespins.title = view ? t('shell.freespins.title', { count: view.left, stake: stakeText }) : '';
    },
  };
}
