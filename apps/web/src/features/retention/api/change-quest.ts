import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Quest } from '@casino/shared';
import { request } from '@/lib/http';
import { replaceQuest } from './quest-cache';
import { parseQuestAnswer } from './retention-parsers';
import { retentionKeys } from './retention-keys';

export type QuestAction = 'activate' | 'cancel';

/** `PUT /api/retention/quests/{id}/activate|cancel`: answers the quest as it now stands. */
export const changeQuest = ({ id, action }: { readonly id: number; readonly action: QuestAction }): Promise<Quest> =>
  request(`/api/retention/quests/${encodeURIComponent(String(id))}/${action}`, {
    method: 'PUT',
    parse: parseQuestAnswer,
  });

/** Activates or cancels a quest; the lists show the answer at once, and read the server again. */
export function useChangeQuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuest,
    onSuccess: (quest) => {
      queryClient.setQueriesData<Quest[]>({ queryKey: retentionKeys.quests }, (quests) =>
        quests ? replaceQuest(quests, quest) : quests,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: retentionKeys.quests }),
  });
}
