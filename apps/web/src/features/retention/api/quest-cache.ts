import type { Quest, QuestPush, QuestTask } from '@casino/shared';

/**
 * How a push changes the cached quest lists, without asking the server: the bars move the moment
 * the event arrives. A push about a quest the list does not hold asks for a fresh read instead.
 */
export interface QuestListChange {
  readonly quests: Quest[];
  /** The list lacked the quest: read it again from the server. */
  readonly refetch: boolean;
}

/** `quest` in place of the one with its id (kept in its place), or appended when new. */
export function replaceQuest(quests: readonly Quest[], quest: Quest): Quest[] {
  const index = quests.findIndex((candidate) => candidate.id === quest.id);
  if (index === -1) return [...quests, quest];
  return quests.map((candidate, at) => (at === index ? quest : candidate));
}

function withTask(quest: Quest, task: QuestTask, questState: Quest['state']): Quest {
  return {
    ...quest,
    state: questState,
    tasks: quest.tasks.map((candidate) => (candidate.id === task.id ? task : candidate)),
  };
}

/** The list after `push`; `states` are those the list shows (a quest leaving them leaves the list). */
export function applyQuestPush(quests: readonly Quest[], push: QuestPush, states: readonly number[]): QuestListChange {
  if (push.type === 'quest.updated') {
    const shown = states.includes(push.quest.state);
    if (!shown) return { quests: quests.filter((quest) => quest.id !== push.quest.id), refetch: false };
    // The push carries the whole quest: a new one joins the list as it is.
    return { quests: replaceQuest(quests, push.quest), refetch: false };
  }
  const quest = quests.find((candidate) => candidate.id === push.questId);
  if (!quest || !quest.tasks.some((task) => task.id === push.task.id)) return { quests: [...quests], refetch: true };
  const updated = withTask(quest, push.task, push.questState);
  if (!states.includes(updated.state))
    return { quests: quests.filter((candidate) => candidate.id !== quest.id), refetch: false };
  return { quests: replaceQuest(quests, updated), refetch: false };
}
