import { useLocation } from 'react-router';
import { splitLocalePath, type LocaleCode } from '@casino/shared';

/** The locale of the page shown, from its URL prefix (en has none). */
export function usePageLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}
