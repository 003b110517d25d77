import { pathTo } from '@/config/paths';

/** Unprefixed paths of the notification screens (the inbox is ours, beyond SPEC.md section 2). */
export const notificationPaths = {
  inbox: pathTo('/notifications'),
  settings: pathTo('/profile/settings/notifications'),
} as const;
