import type { FreespinsView, Session } from '../api/provider-types';
import { h } from '../lib/dom';

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
    h('div', { class: 'top-bar__brand' }, h('span', { class: 'top-bar__logo', 'aria-hidden': 'true' }), h('h1', { class: 'top-bar__title' }, session.game.name)),
    h(
      'div',
      { class: 'top-bar__balance' },
      session.demo ? h('span', { class: 'badge badge--demo', title: 'Play money: no real balance is used' }, 'DEMO') : null,
      freespins,
      h('span', { class: 'visually-hidden' }, 'Balance'),
      balance,
    ),
  );
  return {
    element,
    setBalance: (text) => { balance.textContent = text; },
    setFreespins: (view, stakeText) => {
      freespins.hidden = view === null;
      freespins.textContent = view ? `${view.left} free ${view.left === 1 ? 'spin' : 'spins'} · ${stakeText}` : '';
      freespins.title = view ? `Your next ${view.left === 1 ? 'spin is' : `${view.left} spins are`} free at ${stakeText} each: no own money is staked, the winnings are bonus money` : '';
    },
  };
}
