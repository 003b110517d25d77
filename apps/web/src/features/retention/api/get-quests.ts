import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quest } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { parseQuests } from './retention-parsers';
import { HUB_QUEST_STATES, retentionKeys } from './retention-keys';

/** `GET /api/retention/quests?state[]=`: amounts in the player's active currency (the server's default). */
export function getQuests(states: readonly number[], signal?: AbortSignal): Promise<Quest[]> {
  return request('/api/retention/quests', { query: { state: states }, signal, parse: parseQuests });
}

export const questsQueryOptions = (states: readonly number[] = HUB_QUEST_STATES) =>
  queryOptions({
    queryKey: retentionKeys.questList(states),
    queryFn: ({ signal }) => getQuests(states, signal),
    // The pushes keep it current while it is shown; each opening reads it again.
    staleTime: 0,
  });

/** The quests of the hub (live and completed); idle for a guest. */
export function useQuests() {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...questsQueryOptions(), enabled: isLoggedIn });
}

/** A quest of the hub's list by id (the modals' value), and whether the list is still loading. */
export function useQuest(questId: string): { quest: Quest | undefined; loading: boolean; failed: boolean } {
  const quests = useQuests();
  return {
    quest: quests.data?.find((quest) => String(quest.id) === questId),
    loading: quests.isPending,
    failed: quests.isError,
  };
}
