/**
 * Query keys of the notification calls. Everything is the player's own, so it sits under 'player'
 * (logout removes those queries: app/session/session-actions.ts).
 */
export const NOTIFICATIONS_ROOT = ['player', 'notifications'] as const;

export const notificationKeys = {
  /** Every cached page of the inbox, whatever its size: the popover's page 1 of 3 is one of them. */
  messages: [...NOTIFICATIONS_ROOT, 'messages'] as const,
  messagePage: (page: number, perPage: number) => [...NOTIFICATIONS_ROOT, 'messages', page, perPage] as const,
};
