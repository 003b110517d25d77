/** Vitest: the en catalogue installed, as the page installs the player's before it renders. */
import en from '../locales/en.json';
import { setLanguage } from './lib/i18n';

setLanguage('en', en, en);
