import type { SportListItemView } from '@casino/shared';
import { i18n, type Translate } from '@/lib/i18n';

/**
 * A sport's name in the page's language: the sports the sportsbook plays have their names in every
 * locale's texts (global-components sport.names, keyed by the sport's code, its slug); any other
 * shows the name the sportsbook gave, which is English.
 */
export function sportName(t: Translate, sport: Pick<SportListItemView, 'code' | 'name'>): string {
  const key = `global-components:sport.names.${sport.code}`;
  return i18n.exists(key) ? t(key) : sport.name;
}
