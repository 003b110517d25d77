import { intlLocaleOf } from '@casino/shared';
import { i18n } from '@/lib/i18n';

/** Past this the badge says "99+": the exact number is in the button's name and the inbox. */
export const BADGE_MAX = 99;

/** The badge's number in the page's digits (Persian writes ۳). */
export function badgeText(count: number): string {
  const format = new Intl.NumberFormat(intlLocaleOf(i18n.language));
  return count > BADGE_MAX ? `${format.format(BADGE_MAX)}+` : format.format(count);
}
