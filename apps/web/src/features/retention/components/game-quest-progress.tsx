import { useState } from 'react';
import { QuestState, type Quest, type QuestTask } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useViewer } from '@/lib/viewer';
import { useQuests } from '../api/get-quests';
import { countsGame } from './quest-format';
import { TaskProgress } from './task-progress';
import './retention.css';

/** The server's clock and the browser's differ a little: a completion this close before the page opened counts as on it. */
const CLOCK_SKEW_MS = 60_000;

/**
 * Under a game: the player's quests this game's rounds move, with their bars, so a player sees the
 * bar fill as they play (the quest channel moves it). A quest completed since the page opened
 * stays, with its rewards a tap away; it goes on the next visit. Nothing for guests or without such a quest.
 */
export function GameQuestProgress({ identity }: { readonly identity: string }) {
  const { isLoggedIn } = useViewer();
  if (!isLoggedIn) return null;
  return <PlayerGameQuests identity={identity} />;
}

function PlayerGameQuests({ identity }: { readonly identity: string }) {
  const t = useT();
  const quests = useQuests();
  // Quests completed since the page opened stay, so the full bar and the rewards are seen.
  const [openedAt] = useState(() => Date.now());
  const completedHere = (quest: Quest) =>
    quest.state === QuestState.Completed &&
    quest.completedAt !== null &&
    Date.parse(quest.completedAt) >= openedAt - CLOCK_SKEW_MS;
  const shown: { quest: Quest; tasks: QuestTask[] }[] = [];
  for (const quest of quests.data ?? []) {
    const tasks = quest.tasks.filter((task) => countsGame(task, identity));
    if (tasks.length > 0 && (quest.state === QuestState.InProgress || completedHere(quest)))
      shown.push({ quest, tasks });
  }
  if (shown.length === 0) return null;
  return (
    <section className="game-quests" aria-labelledby="game-quests-title" data-testid="game-quests">
      <h2 id="game-quests-title" className="game-quests__title">
        {t('global-components:retention.onThisGame')}
      </h2>
      {shown.map(({ quest, tasks }) => (
        <div
          key={quest.id}
          className="game-quests__quest"
          data-testid="game-quest"
          data-quest-id={quest.id}
          data-state={quest.state}
        >
          <div className="game-quests__head">
            <strong>{quest.name}</strong>
            {quest.state === QuestState.Completed && (
              <span className="quest-badge quest-badge--completed">
                {t('global-components:retention.states.completed')}
              </span>
            )}
            <ModalLink
              className="quest-link"
              modal="quest-rewards"
              value={String(quest.id)}
              data-testid="game-quest-rewards"
            >
              {t(
                quest.rewardsGrantedAt
                  ? 'global-components:retention.collectRewards'
                  : 'global-components:retention.rewards',
              )}
            </ModalLink>
          </div>
          <ol className="quest-tasks">
            {tasks.map((task) => (
              <TaskProgress key={task.id} quest={quest} task={task} showGames={false} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
