import { BigWinsFeed } from './big-wins-feed';
import { JackpotTicker } from './jackpot-ticker';
import './jackpot-highlights.css';

/** The home page's jackpot ticker beside the big-wins strip (stacked on narrow screens). */
export function JackpotHighlights({ currency }: { readonly currency: string }) {
  return (
    <div className="jackpot-highlights">
      <JackpotTicker currency={currency} />
      <BigWinsFeed />
    </div>
  );
}
