import type { IconName } from '@/components/ui/icon';

/** The picture of a section on its placeholder: the drawer's icon where the section has one. */
const SECTION_ICONS: Readonly<Record<string, IconName>> = {
  wallet: 'wallet',
  'wallet-history': 'document',
  bonuses: 'bonuses',
  bonus: 'bonuses',
  'profile-bonuses': 'bonuses',
  contact: 'contact',
  support: 'support',
  referral: 'referral',
  questions: 'questions',
  games: 'games',
  game: 'games',
  'games-providers': 'providers',
  favorites: 'favorites',
  'recently-played': 'recentlyPlayed',
  'welcome-package': 'welcomePackage',
  sport: 'sport',
  static: 'document',
  'profile-limits': 'shield',
  'profile-sessions': 'system',
  'password-reset': 'key',
  verify: 'check',
  notifications: 'bell',
};

export function sectionIcon(section: string): IconName {
  if (section in SECTION_ICONS) return SECTION_ICONS[section] ?? 'sparkles';
  return section.startsWith('profile') ? 'profile' : 'sparkles';
}
