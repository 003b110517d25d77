import { z } from 'zod';
import { NOTIFICATION_BATCH_MAX, NOTIFICATION_PAGE_SIZE } from '@casino/shared';

/** Request schemas of the player's inbox, pushes and notification settings (notification.routes.ts). */

/** Ours: a page of the inbox or pushes; beyond it the client pages. */
const PER_PAGE_MAX = 100;
/** Ours: page numbers past any real inbox are refused rather than scanned. */
const PAGE_MAX = 10_000;

export const pageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
    perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(NOTIFICATION_PAGE_SIZE),
  })
  .strict();
const ids = z.array(z.uuid()).min(1).max(NOTIFICATION_BATCH_MAX);
export const messageIdsBody = z.object({ messageIds: ids }).strict();
export const pushIdsBody = z.object({ pushIds: ids }).strict();
