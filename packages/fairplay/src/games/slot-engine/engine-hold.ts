import { pickIndex, type FloatReader } from '../../rng/floats';
import { type CompiledGame } from './engine-compile';
import { drawCoin, type EngineCoin } from './engine-spin';

export interface HoldRespin {
  /** Coins that landed on this respin. */
  readonly landed: readonly EngineCoin[];
  /** Respins left after it: reset to the full count when a coin landed. */
  readonly respinsLeft: number;
}

export interface HoldAndWinRound {
  readonly startingCoins: readonly EngineCoin[];
  readonly respins: readonly HoldRespin[];
  /** Every coin held at the end, by cell. */
  readonly coins: readonly EngineCoin[];
  readonly full: boolean;
  readonly grandPrize: number;
  readonly win: number;
}

/**
 * The hold-and-win feature from its starting coins: coins lock in place; each respin draws one
 * float per empty cell, in cell order (a coin when f < coinChance, then one float for its value);
 * a new coin resets the respins. A full grid ends it and adds the grand prize.
 */
export function playHoldAndWin(
  game: CompiledGame,
  reader: FloatReader,
  startingCoins: readonly EngineCoin[],
): HoldAndWinRound {
  const rule = game.config.holdAndWin;
  if (!rule) throw new RangeError('this game has no hold-and-win');
  const held = new Map(startingCoins.map((coin) => [coin.cell, coin]));
  const respins: HoldRespin[] = [];
  let respinsLeft = rule.respins;
  while (respinsLeft > 0 && held.size < game.cells) {
    const landed: EngineCoin[] = [];
    for (let cell = 0; cell < game.cells; cell += 1) {
      if (held.has(cell) || reader.next() >= rule.coinChance) continue;
      const coin = drawCoin(game, cell, reader);
      held.set(cell, coin);
      landed.push(coin);
    }
    respinsLeft = landed.length > 0 ? rule.respins : respinsLeft - 1;
    respins.push({ landed, respinsLeft });
  }
  const coins = [...held.values()].sort((a, b) => a.cell - b.cell);
  const full = coins.length === game.cells;
  const grandPrize = full ? rule.grandPrize : 0;
  return {
    startingCoins,
    respins,
    coins,
    full,
    grandPrize,
    win: coins.reduce((sum, coin) => sum + coin.value, 0) + grandPrize,
  };
}

/** A bought feature's coins: per coin one float picks the cell among the empty ones, one its value. */
export function boughtCoins(game: CompiledGame, reader: FloatReader, count: number): EngineCoin[] {
  const empty = Array.from({ length: game.cells }, (_, cell) => cell);
  const coins: EngineCoin[] = [];
  for (let index = 0; index < count && empty.length > 0; index += 1) {
    const [cell] = empty.splice(pickIndex(reader.next(), empty.length), 1);
    coins.push(drawCoin(game, cell ?? 0, reader));
  }
  return coins;
}
