/**
 * Query keys of the retention calls. Everything is the player's own, so it sits under 'player'
 * (logout removes those queries: app/session/session-actions.ts).
 */
export const RETENTION_ROOT = ['player', 'retention'] as const;

/** The hub lists the live quests and the completed ones (their rewards stay to be seen). */
export const HUB_QUEST_STATES = [1, 2, 3] as const;

export const retentionKeys = {
  quests: [...RETENTION_ROOT, 'quests'] as const,
  questList: (states: readonly number[]) => [...RETENTION_ROOT, 'quests', states.join(',')] as const,
  account: [...RETENTION_ROOT, 'account'] as const,
  levels: [...RETENTION_ROOT, 'levels'] as const,
  referral: [...RETENTION_ROOT, 'referral'] as const,
};
