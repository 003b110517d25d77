/** A tab of a section's sub-navigation: a path relative to the section, and its content key. */
export interface SectionTab {
  readonly path: string;
  readonly label: string;
}

/**
 * Sub-navigation of the sections with child pages, by route name (without 'locale-'). The help
 * centre lists its topics from the content store (features/content).
 */
export const SECTION_TABS: Readonly<Record<string, readonly SectionTab[]>> = {
  'wallet-parent': [
    { path: '', label: 'global-components:tabs.walletOverview' },
    { path: 'history', label: 'global-components:tabs.walletHistory' },
    { path: 'spins', label: 'global-components:tabs.walletSpins' },
    { path: 'bets', label: 'global-components:tabs.walletBets' },
    { path: 'bonuses', label: 'global-components:tabs.walletBonuses' },
  ],
  profile: [
    { path: 'info', label: 'global-components:tabs.profileInfo' },
    { path: 'limits', label: 'global-components:tabs.profileLimits' },
    { path: 'personal', label: 'global-components:tabs.profilePersonal' },
    { path: 'sessions', label: 'global-components:tabs.profileSessions' },
    { path: 'bonuses', label: 'global-components:tabs.profileBonuses' },
    { path: 'settings', label: 'global-components:tabs.profileSettings' },
  ],
  'profile-settings': [
    { path: 'account', label: 'global-components:tabs.settingsAccount' },
    { path: 'notifications', label: 'global-components:tabs.settingsNotifications' },
  ],
};
