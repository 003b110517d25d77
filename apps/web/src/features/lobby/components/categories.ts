export type CategoryId = 'slots' | 'live-casino' | 'sports' | 'instant-games';

/** The lobby's categories; titles and descriptions are content (`layout:home.categories.<id>`). */
export const CATEGORY_IDS: readonly CategoryId[] = ['slots', 'live-casino', 'sports', 'instant-games'];
