import { useIsJackpotGame } from '../api/jackpot-queries';
import { JackpotTicker } from './jackpot-ticker';

/** On the page of a game that feeds the jackpot: the pool, live, in a slim banner; nothing on other games. */
export function GameJackpotNotice({ identity, currency }: { readonly identity: string; readonly currency: string }) {
  const isJackpotGame = useIsJackpotGame(currency, identity);
  return isJackpotGame ? <JackpotTicker currency={currency} banner /> : null;
}
