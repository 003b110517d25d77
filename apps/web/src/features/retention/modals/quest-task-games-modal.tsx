import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { isRecord, request } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { ModalLink, type ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useQuest } from '../api/get-quests';
import { readTaskModalValue } from '../components/quest-format';
import { TaskProgress, useTaskTitle } from '../components/task-progress';
import { RetentionModalLoading, RetentionModalMissing } from './modal-states';

interface GameLink {
  readonly identity: string;
  readonly name: string;
  readonly provider: string;
  readonly image: string;
}

/** The catalogue changes with releases: a game's name is reused for this long. */
const GAME_STALE_TIME_MS = 5 * 60 * 1000;

/** `GET /api/game/games/{identity}`: the name and art of a game the task counts. */
function getGameLink(identity: string, signal: AbortSignal): Promise<GameLink> {
  return request(`/api/game/games/${encodeURIComponent(identity)}`, {
    signal,
    parse: (body) => {
      const game = isRecord(body) && isRecord(body.data) ? body.data : body;
      if (!isRecord(game) || typeof game.identity !== 'string') throw new Error('Unexpected game');
      const provider = isRecord(game.provider) && typeof game.provider.name === 'string' ? game.provider.name : '';
      return {
        identity: game.identity,
        name: typeof game.name === 'string' ? game.name : game.identity,
        provider,
        image: typeof game.image === 'string' ? game.image : '',
      };
    },
  });
}

/** `?quest-task-games=<quest id>-<task id>`: the games whose rounds count towards the task, each a link into the game. */
export default function QuestTaskGamesModal({ value, close }: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const ids = readTaskModalValue(value);
  const { quest, loading, failed } = useQuest(ids?.questId ?? '');
  const task = quest?.tasks.find((candidate) => String(candidate.id) === ids?.taskId);
  const title = useTaskTitle();
  const games = useQueries({
    queries: (task?.gameIdentities ?? []).map((identity) => ({
      queryKey: ['games', 'quest-task', identity.toLowerCase()],
      queryFn: ({ signal }: { signal: AbortSignal }) => getGameLink(identity, signal),
      staleTime: GAME_STALE_TIME_MS,
    })),
  });
  if (loading) return <RetentionModalLoading />;
  if (!quest || !task) return <RetentionModalMissing close={close} failed={failed} />;
  return (
    <div className="retention-modal" data-testid="quest-task-games">
      <p className="retention-modal__lead" tabIndex={-1} data-autofocus="">
        {t('global-components:retention.gamesLead', { task: title(task) })}
      </p>
      <ol className="quest-tasks">
        <TaskProgress quest={quest} task={task} showGames={false} />
      </ol>
      {task.gameIdentities.length === 0 && !task.collection && (
        <p className="retention-empty">{t('global-components:retention.anyGame')}</p>
      )}
      {task.gameIdentities.length > 0 && (
        <ul className="quest-games">
          {task.gameIdentities.map((identity, index) => {
            const game = games[index]?.data;
            return (
              <li key={identity}>
                <Link
                  className="quest-game"
                  to={localizePath(pathTo('/game/:id', { id: identity }), locale)}
                  data-testid="quest-game-link"
                  data-game={identity}
                >
                  <span className="quest-game__art" aria-hidden="true">
                    {game?.image && <img src={game.image} alt="" width={56} height={56} loading="lazy" />}
                  </span>
                  <span className="quest-game__text">
                    <span className="quest-game__name">{game?.name ?? identity}</span>
                    {game?.provider && <span className="quest-game__provider">{game.provider}</span>}
                  </span>
                  <span className="quest-game__play">{t('global-components:retention.play')}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {task.collection && (
        <Link
          className="modal-button"
          to={localizePath(pathTo('/games/*', { rest: encodeURIComponent(task.collection) }), locale)}
          data-testid="quest-collection-link"
        >
          {t('global-components:retention.openCollection')}
        </Link>
      )}
      <div className="retention-modal__actions">
        <ModalLink className="modal-button" modal="quest-tasks" value={String(quest.id)}>
          {t('global-components:retention.backToQuest')}
        </ModalLink>
      </div>
    </div>
  );
}
