import { h } from '../lib/dom';

/** The last results a player saw, newest first: enough to glance at a streak, not a history page. */
const RECENT_RESULTS_SHOWN = 8;

export interface ResultStrip {
  readonly element: HTMLElement;
  push(label: string, won: boolean): void;
}

export function createResultStrip(label: string): ResultStrip {
  const list = h('ol', { class: 'result-strip', 'aria-label': label });
  return {
    element: list,
    push(text, won) {
      list.prepend(h('li', { class: `result-chip ${won ? 'result-chip--win' : 'result-chip--loss'}` }, text));
      while (list.children.length > RECENT_RESULTS_SHOWN) list.lastElementChild?.remove();
    },
  };
}

/** A labelled read-only figure of the controls (win chance, multiplier, payout). */
export function stat(label: string, value: HTMLElement): HTMLElement {
  return h('div', { class: 'stat' }, h('span', { class: 'stat__label' }, label), value);
}
