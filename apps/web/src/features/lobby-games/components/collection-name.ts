import type { GameCollectionView } from '@casino/shared';
import { i18n, type Translate } from '@/lib/i18n';

/**
 * A collection's name in the page's language: the seeded collections (popular, new, slots...) have
 * their names in every locale's texts (global-components games.collectionNames); one an operator
 * added later shows the name it was given.
 */
export function collectionName(t: Translate, collection: Pick<GameCollectionView, 'identity' | 'name'>): string {
  const key = `global-components:games.collectionNames.${collection.identity}`;
  return i18n.exists(key) ? t(key) : collection.name;
}
