import type { IconName } from '@/components/ui/icon';
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
      { id: 'home', path: '/', icon: 'home', end: true },
      { id: 'games', path: '/games', icon: 'games', end: true },
      { id: 'providers', path: '/games/providers', icon: 'providers' },
      { id: 'sport', path: '/sport', icon: 'sport' },
      { id: 'favorites', path: '/favorites', icon: 'favorites' },
      { id: 'recentlyPlayed', path: '/recently-played', icon: 'recentlyPlayed' },
    ],
  },
  {
    id: 'promotions',
    items: [
      { id: 'bonuses', path: '/bonuses', icon: 'bonuses' },
      { id: 'welcomePackage', path: '/welcome-package', icon: 'welcomePackage' },
      { id: 'quests', path: '', icon: 'quests', modal: 'quests-hub' },
      { id: 'referral', path: '/referral', icon: 'referral' },
      { id: 'news', path: '', icon: 'bell', modal: 'telegram-news', messengerOnly: true },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'wallet', path: '/wallet', icon: 'wallet' },
      { id: 'profile', path: '/profile', icon: 'profile' },
    ],
  },
  {
    id: 'help',
    items: [
      { id: 'questions', path: '/questions', icon: 'questions' },
      { id: 'support', path: '/support', icon: 'support' },
      { id: 'contact', path: '/contact', icon: 'contact' },
    ],
  },
];
