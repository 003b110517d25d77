import type { CompiledGame } from './engine-compile';
import type { EngineHoldAndWin } from './engine-types';

/**
 * The exact value of a hold-and-win round, in units, from its number of starting coins. Every
 * empty cell takes a coin with the same chance on each respin, independently, so the state is
 * just (coins held, respins left): a Markov chain. Each coin's value is drawn on its own with
 * mean mu, so the round is worth mu x E[coins at the end] + grand prize x P(full grid).
 */
export function holdAndWinValue(game: CompiledGame, rule: EngineHoldAndWin, startingCoins: number): number {
  const cells = game.cells;
  const respins = rule.respins;
  const chance = rule.coinChance;
  const totalWeight = rule.values.reduce((sum, value) => sum + value.weight, 0);
  const meanValue = rule.values.reduce((sum, value) => sum + value.value * value.weight, 0) / totalWeight;
  const start = Math.min(startingCoins, cells);
  // probability[coins][respinsLeft]; a state only leads to more coins, or to fewer respins.
  const probability = Array.from({ length: cells + 1 }, () => new Float64Array(respins + 1));
  (probability[start] as Float64Array)[respins] = 1;
  let expectedCoins = 0;
  let fullChance = 0;
  for (let coins = start; coins <= cells; coins += 1) {
    const row = probability[coins] as Float64Array;
    for (let left = respins; left >= 0; left -= 1) {
      const reached = row[left] ?? 0;
      if (reached === 0) continue;
      if (coins === cells || left === 0) {
        expectedCoins += reached * coins;
        if (coins === cells) fullChance += reached;
        continue;
      }
      const empty = cells - coins;
      for (let landed = 0; landed <= empty; landed += 1) {
        const step = reached * binomial(empty, landed) * chance ** landed * (1 - chance) ** (empty - landed);
        if (landed === 0) row[left - 1] = (row[left - 1] ?? 0) + step;
        else
          (probability[coins + landed] as Float64Array)[respins] =
            ((probability[coins + landed] as Float64Array)[respins] ?? 0) + step;
      }
    }
  }
  return meanValue * expectedCoins + rule.grandPrize * fullChance;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}
