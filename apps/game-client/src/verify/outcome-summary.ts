/** A recomputed round in words, per game, in the player's language: what they compare with what they saw. */
import {
  blackjackTotal,
  MINES_GRID_SIZE,
  toBasisPoints,
  type GameKind,
  type GameOutcomeByKind,
  type RoundResult,
} from '@casino/fairplay';
import { formatDecimal, t } from '../lib/i18n';
import { formatMultiplierBps } from '../lib/money';

const tileName = (tile: number) =>
  t('verify.log.tile', { row: Math.floor(tile / MINES_GRID_SIZE) + 1, column: (tile % MINES_GRID_SIZE) + 1 });
const cardsOf = (list: readonly { label: string }[]) => list.map((card) => card.label).join(' ');
const result = (win: boolean) => t(win ? 'verify.log.win' : 'verify.log.loss');
const status = (value: string) => t(`verify.log.status.${value}`);
/** Amounts in minor units and line bets, ungrouped in the locale's digits: they compare with the round's JSON. */
const units = (value: number | bigint) => formatDecimal(Number(value), 0, false);
const returned = (outcome: { totalReturn: number | bigint; totalStake: number | bigint }) =>
  t('verify.log.returned', { returned: units(outcome.totalReturn), staked: units(outcome.totalStake) });

function slotLines(outcome: GameOutcomeByKind['slot']): string[] {
  const lines = outcome.spins.flatMap((spin, index) => {
    const values = {
      spin: spin.freeSpin ? t('verify.log.freeSpin', { index }) : t('verify.log.paidSpin'),
      stops: spin.stops.join(', '),
      win: units(spin.win),
    };
    return [
      spin.freeSpinsAwarded
        ? t('verify.log.slotSpinAwarded', { ...values, count: spin.freeSpinsAwarded })
        : t('verify.log.slotSpin', values),
      ...[0, 1, 2].map((row) => `   ${spin.grid.map((column) => (column[row] ?? '').padEnd(9)).join(' ')}`),
    ];
  });
  return [...lines, t('verify.log.slotTotal', { win: units(outcome.totalWin), count: outcome.spins.length })];
}

function blackjackLines(outcome: GameOutcomeByKind['blackjack']): string[] {
  const dealer = t('verify.log.dealer', {
    cards: cardsOf(outcome.dealer),
    total: blackjackTotal(outcome.dealer).total,
  });
  const hands = outcome.hands.map((hand, index) =>
    t(hand.doubled ? 'verify.log.handDoubled' : 'verify.log.hand', {
      hand: index + 1,
      cards: cardsOf(hand.cards),
      total: blackjackTotal(hand.cards).total,
      result: t(`verify.log.handResult.${hand.result ?? 'inPlay'}`),
    }),
  );
  const insuranceKey = `verify.log.insurance${outcome.insured ? 'Taken' : 'Declined'}${outcome.dealerBlackjack ? 'DealerBlackjack' : ''}`;
  const insurance = outcome.insured === null ? [] : [t(insuranceKey)];
  return [dealer, ...hands, ...insurance, t('verify.log.phase', { phase: t(`verify.log.phases.${outcome.phase}`) })];
}

function hiloStep(step: GameOutcomeByKind['hilo']['steps'][number]): string {
  const key =
    step.won === null ? 'verify.log.hiloStep' : step.won ? 'verify.log.hiloStepWon' : 'verify.log.hiloStepLost';
  return t(key, { action: t(`verify.log.hiloAction.${step.action}`), card: step.card.label });
}

function baccaratWinner(outcome: GameOutcomeByKind['baccarat']): string {
  const winner = t(
    outcome.winner === 'tie'
      ? 'verify.log.baccaratTie'
      : outcome.winner === 'player'
        ? 'verify.log.baccaratPlayerWins'
        : 'verify.log.baccaratBankerWins',
  );
  return outcome.natural ? t('verify.log.baccaratNatural', { outcome: winner }) : winner;
}

function scratchWin(outcome: GameOutcomeByKind['scratch']): string {
  if (outcome.jackpot) return t('verify.log.scratchJackpot');
  if (!outcome.winningSymbol) return t('verify.log.scratchNoWin');
  return t('verify.log.scratchWin', {
    symbol: outcome.winningSymbol,
    fields: outcome.winningFields.map((field) => field + 1).join(', '),
  });
}

type Outcome<K extends GameKind> = GameOutcomeByKind[K];

function minesLines(outcome: Outcome<'mines'>): string[] {
  return [
    t('verify.log.minesAt', {
      tiles: [...outcome.minePositions]
        .sort((a, b) => a - b)
        .map(tileName)
        .join('; '),
    }),
    t('verify.log.minesRevealed', { count: outcome.revealed.length, status: status(outcome.status) }),
  ];
}

function plinkoLines(outcome: Outcome<'plinko'>): string[] {
  const path = outcome.path
    .map((direction) => t(direction === 'left' ? 'verify.log.plinkoLeft' : 'verify.log.plinkoRight'))
    .join(' ');
  return [t('verify.log.plinkoPath', { path }), t('verify.log.plinkoBucket', { bucket: outcome.bucket })];
}

function kenoLines(outcome: Outcome<'keno'>): string[] {
  return [
    t('verify.log.kenoDrawn', { numbers: outcome.drawn.join(', ') }),
    t('verify.log.kenoPicked', { numbers: outcome.picks.join(', ') }),
    t('verify.log.kenoHits', {
      count: outcome.hits.length,
      numbers: outcome.hits.join(', ') || t('verify.log.none'),
    }),
  ];
}

function videoPokerLines(outcome: Outcome<'video-poker'>): string[] {
  const held = outcome.held
    ? outcome.held
        .map((flag, index) => (flag ? String(index + 1) : ''))
        .filter(Boolean)
        .join(', ') || t('verify.log.none')
    : null;
  return [
    t('verify.log.dealt', { cards: cardsOf(outcome.dealt) }),
    ...(held === null
      ? [t('verify.log.notDrawn')]
      : [t('verify.log.held', { held }), t('verify.log.final', { cards: cardsOf(outcome.cards) })]),
    t('verify.log.pokerHand', { hand: t(`games.videoPoker.hand.${outcome.hand}`) }),
  ];
}

function scratchLines(outcome: Outcome<'scratch'>): string[] {
  const rows = [0, 1, 2].map(
    (row) =>
      `   ${outcome.fields
        .slice(row * 3, row * 3 + 3)
        .map((symbol) => symbol.padEnd(10))
        .join(' ')}`,
  );
  return [t('verify.log.fields'), ...rows, scratchWin(outcome)];
}

/**
 * Each game's lines, given its outcome and the multiplier's line: most important first, the
 * multiplier last (blackjack says it in a sentence of its own).
 */
const SUMMARIES: { readonly [K in GameKind]: (outcome: Outcome<K>, multiplier: string) => string[] } = {
  dice: (outcome, multiplier) => [
    t('verify.log.diceRoll', { roll: formatDecimal(outcome.roll, 2, false), result: result(outcome.win) }),
    multiplier,
  ],
  limbo: (outcome, multiplier) => [
    t('verify.log.limboCrash', {
      point: `x${formatDecimal(outcome.crashPoint, 2, false)}`,
      result: result(outcome.win),
    }),
    multiplier,
  ],
  mines: (outcome, multiplier) => [...minesLines(outcome), multiplier],
  plinko: (outcome, multiplier) => [...plinkoLines(outcome), multiplier],
  slot: (outcome, multiplier) => [...slotLines(outcome), multiplier],
  roulette: (outcome, multiplier) => [
    t('verify.log.roulettePocket', { pocket: outcome.pocket, colour: t(`verify.log.colour.${outcome.color}`) }),
    returned(outcome),
    multiplier,
  ],
  blackjack: (outcome, multiplier) => [...blackjackLines(outcome), t('verify.log.blackjackMultiplier', { multiplier })],
  keno: (outcome, multiplier) => [...kenoLines(outcome), multiplier],
  hilo: (outcome, multiplier) => [
    ...outcome.steps.map(hiloStep),
    t('verify.log.hiloStatus', { status: status(outcome.status) }),
    multiplier,
  ],
  baccarat: (outcome, multiplier) => [
    t('verify.log.baccaratPlayer', { cards: cardsOf(outcome.player), total: outcome.playerTotal }),
    t('verify.log.baccaratBanker', { cards: cardsOf(outcome.banker), total: outcome.bankerTotal }),
    baccaratWinner(outcome),
    returned(outcome),
    multiplier,
  ],
  'video-poker': (outcome, multiplier) => [...videoPokerLines(outcome), multiplier],
  scratch: (outcome, multiplier) => [...scratchLines(outcome), multiplier],
};

/** Lines of text describing the outcome (most important first). */
export function outcomeSummary(round: RoundResult): string[] {
  const multiplier = t('verify.log.multiplier', { multiplier: formatMultiplierBps(toBasisPoints(round.multiplier)) });
  const summary = SUMMARIES[round.game] as (outcome: unknown, multiplier: string) => string[];
  return summary(round.outcome, multiplier);
}
