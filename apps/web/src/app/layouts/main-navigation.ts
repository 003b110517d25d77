import type { IconName } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import type { ModalKey } from '@/lib/modals';

export interface MainNavigationItem {
  /** Also the content key `layout:navigation.<id>`. */
  readonly id: string;
  /** Unprefixed path; the drawer localizes it. */
  readonly path: string;
  readonly icon: IconName;
  /** Active only on this exact path, not below it (Games is not active on Providers). */
  readonly end?: boolean;
  /** Opens this modal over the current page instead of going to `path` (the quests hub). */
  readonly modal?: ModalKey;
  /** Shown to messenger users only (the bot's news channel, issue 27). */
  readonly messengerOnly?: boolean;
}

export interface MainNavigationGroup {
  /** Also the content key `layout:navigation.groups.<id>`. */
  readonly id: string;
  readonly items: readonly MainNavigationItem[];
}

/** Every top-level section of the site, grouped as a player looks for them. */
export const MAIN_NAVIGATION: readonly MainNavigationGroup[] = [
  {
    id: 'play',
    items: [
      { id: 'home', path: pathTo('/'), icon: 'home', end: true },
      { id: 'games', path: pathTo('/games'), icon: 'games', end: true },
      { id: 'providers', path: pathTo('/games/providers'), icon: 'providers' },
      { id: 'sport', path: pathTo('/sport/*', { rest: '' }), icon: 'sport' },
      { id: 'favorites', path: pathTo('/favorites'), icon: 'favorites' },
      { id: 'recentlyPlayed', path: pathTo('/recently-played'), icon: 'recentlyPlayed' },
    ],
  },
  {
    id: 'promotions',
    items: [
      { id: 'bonuses', path: pathTo('/bonuses'), icon: 'bonuses' },
      { id: 'welcomePackage', path: pathTo('/welcome-package'), icon: 'welcomePackage' },
      { id: 'quests', path: '', icon: 'quests', modal: 'quests-hub' },
      { id: 'referral', path: pathTo('/referral'), icon: 'referral' },
      { id: 'news', path: '', icon: 'bell', modal: 'telegram-news', messengerOnly: true },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'wallet', path: pathTo('/wallet'), icon: 'wallet' },
      { id: 'profile', path: pathTo('/profile'), icon: 'profile' },
    ],
  },
  {
    id: 'help',
    items: [
      { id: 'questions', path: pathTo('/questions'), icon: 'questions' },
      { id: 'support', path: pathTo('/support'), icon: 'support' },
      { id: 'contact', path: pathTo('/contact'), icon: 'contact' },
    ],
  },
];
