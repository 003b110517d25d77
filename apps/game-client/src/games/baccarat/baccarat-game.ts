/**
 * Baccarat (punto banco, eight decks): chips of the bet field's amount go on player, banker
 * and/or tie; one deal settles the coup by the third-card rules, banker wins paying 0.95:1, tie
 * 8:1 and a tie returning the player and banker bets. The chips stay for the next coup.
 */
import {
  BACCARAT_BET_TYPES,
  baccaratTotal,
  type BaccaratBetType,
  type BaccaratOutcome,
  type Card,
} from '@casino/fairplay';
import { delay, h, prefersReducedMotion, replace } from '../../lib/dom';
import { playingCard } from '../blackjack/playing-card';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import {
  addChip,
  betLines,
  coupLine,
  EMPTY_SLIP,
  slipBets,
  slipTotal,
  spotLabel,
  spotPays,
  spotRtp,
  type BaccaratSlip,
} from './baccarat-view';
import './baccarat.css';
import { t } from '../../lib/i18n';

const DEAL_STEP_MS = 320;

export const baccaratGame: GameModule = (context) => {
  let slip: BaccaratSlip = EMPTY_SLIP;
  let busy = false;
  const sides = {
    player: {
      cards: h('div', { class: 'bac-cards', role: 'group', 'aria-label': t('games.baccarat.playerCards') }),
      total: h('output', { class: 'bac-total' }, '–'),
    },
    banker: {
      cards: h('div', { class: 'bac-cards', role: 'group', 'aria-label': t('games.baccarat.bankerCards') }),
      total: h('output', { class: 'bac-total' }, '–'),
    },
  };
  const status = h('p', { class: 'bac-status', 'aria-live': 'polite' }, t('games.baccarat.start'));
  const total = h('output', { class: 'stat__value' });
  const paid = h('output', { class: 'stat__value' }, '—');
  const strip = createResultStrip(t('games.baccarat.lastCoups'));
  const stakes = new Map<BaccaratBetType, HTMLElement>();
  const spots = BACCARAT_BET_TYPES.map((type) => {
    const stake = h('span', { class: 'bac-spot__stake' });
    stakes.set(type, stake);
    return h(
      'button',
      {
        type: 'button',
        class: `bac-spot bac-spot--${type}`,
        'data-spot': type,
        'aria-label': t('games.baccarat.betOn', { spot: spotLabel(type), pays: spotPays(type) }),
        onclick: () => {
          if (busy) return;
          const chip = context.readBet();
          if (chip === null) return;
          slip = addChip(slip, type, chip);
          refresh();
        },
      },
      h('span', { class: 'bac-spot__name' }, spotLabel(type)),
      h('span', { class: 'bac-spot__pays' }, `${spotPays(type)} · ${spotRtp(type)}`),
      stake,
    );
  });
  const dealButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.blackjack.deal'),
  );
  const clearButton = h(
    'button',
    {
      type: 'button',
      class: 'button button--secondary',
      onclick: () => {
        slip = EMPTY_SLIP;
        refresh();
      },
    },
    t('games.baccarat.clearChips'),
  );

  function refresh() {
    for (const type of BACCARAT_BET_TYPES) {
      const amount = slip[type];
      const element = stakes.get(type);
      if (element) element.textContent = amount > 0 ? context.formatMoney(amount) : '';
    }
    spots.forEach((spot) => {
      spot.disabled = busy;
      spot.classList.toggle('bac-spot--staked', slip[spot.dataset.spot as BaccaratBetType] > 0);
    });
    total.textContent = context.formatMoney(slipTotal(slip));
    dealButton.disabled = busy || slipTotal(slip) === 0;
    clearButton.disabled = busy || slipTotal(slip) === 0;
  }

  function clearTable() {
    replace(sides.player.cards);
    replace(sides.banker.cards);
    sides.player.total.textContent = '–';
    sides.banker.total.textContent = '–';
    spots.forEach((spot) => spot.classList.remove('bac-spot--won', 'bac-spot--push'));
  }

  /** Deals the cards in the order they left the shoe: player, banker, player, banker, then the third cards. */
  async function dealCards(outcome: BaccaratOutcome) {
    const order: ['player' | 'banker', Card][] = [];
    outcome.player.slice(0, 2).forEach((card, index) => {
      order.push(['player', card]);
      const banker = outcome.banker[index];
      if (banker) order.push(['banker', banker]);
    });
    if (outcome.player[2]) order.push(['player', outcome.player[2]]);
    if (outcome.banker[2]) order.push(['banker', outcome.banker[2]]);
    const animate = !prefersReducedMotion();
    const shown = { player: [] as Card[], banker: [] as Card[] };
    for (const [side, card] of order) {
      shown[side].push(card);
      sides[side].cards.append(playingCard(card, { fresh: animate }));
      sides[side].total.textContent = String(baccaratTotal(shown[side]));
      if (animate) await delay(DEAL_STEP_MS);
    }
  }

  async function deal(event: Event) {
    event.preventDefault();
    const stake = slipTotal(slip);
    if (busy || stake === 0) return;
    const { maxBet } = context.session.limits;
    if (stake > maxBet) {
      context.showError(
        t('games.roulette.overMax', { total: context.formatMoney(stake), max: context.formatMoney(maxBet) }),
      );
      return;
    }
    busy = true;
    refresh();
    clearTable();
    status.textContent = t('games.baccarat.dealing');
    const reply = await context.play<'baccarat'>(
      { bets: slipBets(slip) },
      {
        bet: stake,
        reveal: async ({ round }) => {
          const outcome = round.outcome;
          await dealCards(outcome);
          for (const bet of outcome.bets) {
            const spot = spots.find((element) => element.dataset.spot === bet.type);
            spot?.classList.toggle('bac-spot--won', bet.result === 'win');
            spot?.classList.toggle('bac-spot--push', bet.result === 'push');
          }
          spots.find((element) => element.dataset.spot === outcome.winner)?.classList.add('bac-spot--won');
          status.textContent = t('games.baccarat.coupResult', {
            coup: coupLine(outcome),
            bets: betLines(outcome, (amount) => context.formatMoney(amount)).join(t('games.reels.summary.separator')),
          });
          paid.textContent = context.formatMoney(round.win);
          strip.push(
            t(`games.baccarat.letter.${outcome.winner satisfies BaccaratBetType}`) +
              String(outcome.winner === 'banker' ? outcome.bankerTotal : outcome.playerTotal),
            round.win > 0,
          );
        },
      },
    );
    if (!reply) status.textContent = t('games.baccarat.notDealt');
    busy = false;
    refresh();
  }

  const side = (name: 'player' | 'banker') =>
    h(
      'section',
      { class: `bac-side bac-side--${name}`, 'aria-label': spotLabel(name) },
      h('p', { class: 'bac-label' }, spotLabel(name), ' ', sides[name].total),
      sides[name].cards,
    );

  const stage = h(
    'div',
    { class: 'bac-table' },
    strip.element,
    h('div', { class: 'bac-sides' }, side('player'), side('banker')),
    h('p', { class: 'bac-rules' }, t('games.baccarat.rules')),
    status,
    h('div', { class: 'bac-spots', role: 'group', 'aria-label': t('games.baccarat.bets') }, ...spots),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void deal(event) },
    h('p', { class: 'field-hint' }, t('games.baccarat.hint')),
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.common.totalBet'), total),
      stat(t('games.blackjack.paid'), paid),
    ),
    clearButton,
    dealButton,
  );
  refresh();
  return { stage, controls };
};
