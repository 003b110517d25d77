import type { Session } from '../api/provider-types';
import { h } from '../lib/dom';

export interface TopBar {
  readonly element: HTMLElement;
  setBalance(text: string): void;
}

/** Game name, DEMO badge for play money, and the balance (announced politely to screen readers). */
export function createTopBar(session: Session, balanceText: string): TopBar {
  const balance = h('output', { class: 'top-bar__balance-amount', 'aria-live': 'polite' }, balanceText);
  const element = h(
    'header',
    { class: 'top-bar' },
    h('div', { class: 'top-bar__brand' }, h('span', { class: 'top-bar__logo', 'aria-hidden': 'true' }), h('h1', { class: 'top-bar__title' }, session.game.name)),
    h(
      'div',
      { class: 'top-bar__balance' },
      session.demo ? h('span', { class: 'badge badge--demo', title: 'Play money: no real balance is used' }, 'DEMO') : null,
      h('span', { class: 'visually-hidden' }, 'Balance'),
      balance,
    ),
  );
  return { element, setBalance: (text) => { balance.textContent = text; } };
}
