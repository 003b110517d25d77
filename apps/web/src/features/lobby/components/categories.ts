export type CategoryId = 'slots' | 'live-casino' | 'sports' | 'instant-games';

export interface Category {
  id: CategoryId;
  title: string;
  description: string;
}

export const categories: readonly Category[] = [
  { id: 'slots', title: 'Slots', description: 'Classic reels, bonus rounds and jackpots that keep on growing.' },
  { id: 'live-casino', title: 'Live casino', description: 'Roulette, blackjack and baccarat with real dealers.' },
  { id: 'sports', title: 'Sports', description: 'Pre-match and in-play betting with odds that follow the game.' },
  {
    id: 'instant-games',
    title: 'Instant games',
    description: 'Dice, crash and mines: provably fair, settled in a second.',
  },
];
