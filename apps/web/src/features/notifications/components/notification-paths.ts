import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath } from '@casino/shared';
import { pathTo } from '@/config/paths';

/** Unprefixed paths of the notification screens (the inbox is ours, beyond SPEC.md section 2). */
export const notificationPaths = {
  inbox: pathTo('/notifications'),
  settings: pathTo('/profile/settings/notifications'),
} as const;

/** An unprefixed path in the page's locale (`/de/notifications`). */
export function useNotificationPath(): (path: string) => string {
  const { locale } = splitLocalePath(useLocation().pathname);
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
