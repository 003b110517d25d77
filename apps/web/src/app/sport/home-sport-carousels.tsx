import SportCarousels from '@/features/sportsbook/components/sport-carousels';
import { sportsbookSession } from './sportsbook-session';

/** The home page's carousels (features/sportsbook) with the site's widget session: one lazy chunk. */
export default function HomeSportCarousels() {
  return <SportCarousels session={sportsbookSession()} />;
}
