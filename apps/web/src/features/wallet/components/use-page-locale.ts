import { useLocation } from 'react-router';
import { splitLocalePath, type LocaleCode } from '@casino/shared';

/** The locale of the page shown (its URL prefix; en has none), for number formats. */
export function usePageLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}
