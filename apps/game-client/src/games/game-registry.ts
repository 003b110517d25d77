import type { ClientGameKind, SessionGame } from '../api/provider-types';
import type { GameModule } from './game-module';
import { t } from '../lib/i18n';

/** Each game is its own chunk: a player opening dice never downloads the slot's reels (nor a slot another studio's art). */
const LOADERS: Readonly<Record<ClientGameKind, (game: SessionGame) => Promise<GameModule>>> = {
  dice: async () => (await import('./dice/dice-game')).diceGame,
  limbo: async () => (await import('./limbo/limbo-game')).limboGame,
  mines: async () => (await import('./mines/mines-game')).minesGame,
  plinko: async () => (await import('./plinko/plinko-game')).plinkoGame,
  slot: async () => (await import('./slot/slot-game')).slotGame,
  roulette: async () => (await import('./roulette/roulette-game')).rouletteGame,
  blackjack: async () => (await import('./blackjack/blackjack-game')).blackjackGame,
  keno: async () => (await import('./keno/keno-game')).kenoGame,
  hilo: async () => (await import('./hilo/hilo-game')).hiloGame,
  baccarat: async () => (await import('./baccarat/baccarat-game')).baccaratGame,
  'video-poker': async () => (await import('./video-poker/video-poker-game')).videoPokerGame,
  scratch: async () => (await import('./scratch/scratch-game')).scratchGame,
  reels: async (game) => (await import('./reels/reels-game')).loadReelsGame(game),
};

export function loadGame(game: SessionGame): Promise<GameModule> {
  const loader = LOADERS[game.kind];
  if (!loader) return Promise.reject(new Error(t('errors.unknownGame', { kind: String(game.kind) })));
  return loader(game);
}
