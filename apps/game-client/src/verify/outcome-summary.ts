/** A recomputed round in words, per game: what a player compares with what they saw. */
import { MINES_GRID_SIZE, toBasisPoints, type GameOutcomeByKind, type RoundResult } from '@casino/fairplay';
import { formatMultiplierBps } from '../lib/money';

const tileName = (tile: number) => `row ${Math.floor(tile / MINES_GRID_SIZE) + 1} column ${(tile % MINES_GRID_SIZE) + 1}`;

function slotLines(outcome: GameOutcomeByKind['slot']): string[] {
  const lines = outcome.spins.flatMap((spin, index) => [
    `${spin.freeSpin ? `Free spin ${index}` : 'Paid spin'}: stops ${spin.stops.join(', ')}; win ${spin.win} line bets${spin.freeSpinsAwarded ? `, ${spin.freeSpinsAwarded} free spins awarded` : ''}`,
    ...[0, 1, 2].map((row) => `   ${spin.grid.map((column) => (column[row] ?? '').padEnd(9)).join(' ')}`),
  ]);
  return [...lines, `Total: ${outcome.totalWin} line bets over ${outcome.spins.length} spin(s)`];
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
  }
}
