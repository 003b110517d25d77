/** A recomputed round in words, per game: what a player compares with what they saw. */
import { blackjackTotal, MINES_GRID_SIZE, toBasisPoints, type GameOutcomeByKind, type RoundResult } from '@casino/fairplay';
import { formatMultiplierBps } from '../lib/money';

const tileName = (tile: number) => `row ${Math.floor(tile / MINES_GRID_SIZE) + 1} column ${(tile % MINES_GRID_SIZE) + 1}`;

function slotLines(outcome: GameOutcomeByKind['slot']): string[] {
  const lines = outcome.spins.flatMap((spin, index) => [
    `${spin.freeSpin ? `Free spin ${index}` : 'Paid spin'}: stops ${spin.stops.join(', ')}; win ${spin.win} line bets${spin.freeSpinsAwarded ? `, ${spin.freeSpinsAwarded} free spins awarded` : ''}`,
    ...[0, 1, 2].map((row) => `   ${spin.grid.map((column) => (column[row] ?? '').padEnd(9)).join(' ')}`),
  ]);
  return [...lines, `Total: ${outcome.totalWin} line bets over ${outcome.spins.length} spin(s)`];
}

function blackjackLines(outcome: GameOutcomeByKind['blackjack']): string[] {
  const cards = (list: readonly { label: string }[]) => list.map((card) => card.label).join(' ');
  const dealer = `Dealer: ${cards(outcome.dealer)} (${blackjackTotal(outcome.dealer).total})`;
  const hands = outcome.hands.map((hand, index) =>
    `Hand ${index + 1}: ${cards(hand.cards)} (${blackjackTotal(hand.cards).total})${hand.doubled ? ', doubled' : ''}: ${hand.result ?? 'in play'}`);
  const insurance = outcome.insured === null ? [] : [`Insurance ${outcome.insured ? 'taken' : 'declined'}${outcome.dealerBlackjack ? ' (dealer blackjack)' : ''}`];
  return [dealer, ...hands, ...insurance, `Phase ${outcome.phase}`];
}

/** Lines of text describing the outcome (most important first). */
export function outcomeSummary(result: RoundResult): string[] {
  const multiplier = `Multiplier ${formatMultiplierBps(toBasisPoints(result.multiplier))}`;
  switch (result.game) {
    case 'dice': {
      const outcome = result.outcome as GameOutcomeByKind['dice'];
      return [`Roll ${outcome.roll.toFixed(2)}: ${outcome.win ? 'win' : 'loss'}`, multiplier];
    }
    case 'limbo': {
      const outcome = result.outcome as GameOutcomeByKind['limbo'];
      return [`Crash point x${outcome.crashPoint.toFixed(2)}: ${outcome.win ? 'win' : 'loss'}`, multiplier];
    }
    case 'mines': {
      const outcome = result.outcome as GameOutcomeByKind['mines'];
      return [
        `Mines at ${[...outcome.minePositions].sort((a, b) => a - b).map(tileName).join('; ')}`,
        `Revealed ${outcome.revealed.length} gem(s); status ${outcome.status.replace('_', ' ')}`,
        multiplier,
      ];
    }
    case 'plinko': {
      const outcome = result.outcome as GameOutcomeByKind['plinko'];
      return [`Path ${outcome.path.map((direction) => (direction === 'left' ? 'L' : 'R')).join(' ')}`, `Bucket ${outcome.bucket} (from the left, 0-based)`, multiplier];
    }
    case 'slot':
      return [...slotLines(result.outcome as GameOutcomeByKind['slot']), multiplier];
    case 'roulette': {
      const outcome = result.outcome as GameOutcomeByKind['roulette'];
      return [`Pocket ${outcome.pocket} (${outcome.color})`, `Returned ${outcome.totalReturn} of ${outcome.totalStake} staked`, multiplier];
    }
    case 'blackjack':
      return [...blackjackLines(result.outcome as GameOutcomeByKind['blackjack']), `${multiplier} on the bet for the hands (insurance apart: 3x its stake when the dealer has blackjack)`];
    case 'keno': {
      const outcome = result.outcome as GameOutcomeByKind['keno'];
      return [`Drawn ${outcome.drawn.join(', ')}`, `Picked ${outcome.picks.join(', ')}`, `Hits ${outcome.hits.length}: ${outcome.hits.join(', ') || 'none'}`, multiplier];
    }
    case 'hilo': {
      const outcome = result.outcome as GameOutcomeByKind['hilo'];
      const steps = outcome.steps.map((step) => `${step.action === 'start' ? 'First card' : step.action.replaceAll('_', ' ')}: ${step.card.label}${step.won === null ? '' : step.won ? ' (won)' : ' (lost)'}`);
      return [...steps, `Status ${outcome.status.replace('_', ' ')}`, multiplier];
    }
  }
}
