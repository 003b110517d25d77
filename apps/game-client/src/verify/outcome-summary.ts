/** A recomputed round in words, per game: what a player compares with what they saw. */
import { blackjackTotal, MINES_GRID_SIZE, VIDEO_POKER_HAND_NAMES, toBasisPoints, type GameOutcomeByKind, type RoundResult } from '@casino/fairplay';
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
    case 'baccarat': {
      const outcome = result.outcome as GameOutcomeByKind['baccarat'];
      const cards = (list: readonly { label: string }[]) => list.map((card) => card.label).join(' ');
      return [
        `Player: ${cards(outcome.player)} (${outcome.playerTotal})`,
        `Banker: ${cards(outcome.banker)} (${outcome.bankerTotal})`,
        `${outcome.winner === 'tie' ? 'Tie' : `${outcome.winner === 'player' ? 'Player' : 'Banker'} wins`}${outcome.natural ? ' (natural)' : ''}`,
        `Returned ${outcome.totalReturn} of ${outcome.totalStake} staked`,
        multiplier,
      ];
    }
    case 'video-poker': {
      const outcome = result.outcome as GameOutcomeByKind['video-poker'];
      const cards = (list: readonly { label: string }[]) => list.map((card) => card.label).join(' ');
      const held = outcome.held ? outcome.held.map((flag, index) => (flag ? String(index + 1) : '')).filter(Boolean).join(', ') || 'none' : null;
      return [
        `Dealt: ${cards(outcome.dealt)}`,
        ...(held === null ? ['Not drawn yet'] : [`Held: ${held}`, `Final: ${cards(outcome.cards)}`]),
        `Hand: ${VIDEO_POKER_HAND_NAMES[outcome.hand]}`,
        multiplier,
      ];
    }
    case 'scratch': {
      const outcome = result.outcome as GameOutcomeByKind['scratch'];
      const rows = [0, 1, 2].map((row) => `   ${outcome.fields.slice(row * 3, row * 3 + 3).map((symbol) => symbol.padEnd(10)).join(' ')}`);
      const win = outcome.jackpot ? 'Three jackpots: the progressive jackpot' : outcome.winningSymbol ? `Three ${outcome.winningSymbol} at fields ${outcome.winningFields.map((field) => field + 1).join(', ')}` : 'No three alike';
      return ['Fields:', ...rows, win, multiplier];
    }
  }
}
