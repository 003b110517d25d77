import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { LEVEL_UP_BANNER_MS, QuestState, splitLocalePath, type LoyaltyAccount, type Quest } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { usePlayerChannel } from '@/lib/realtime';
import { applyQuestPush } from '../api/quest-cache';
import { retentionKeys } from '../api/retention-keys';
import { readAccountPush, readQuestPush } from '../api/retention-parsers';
import { questStateKey } from './quest-format';
import './level-up-banner.css';

/** The states a cached quest list shows: the last part of its key (retention-keys.ts). */
const statesOfKey = (key: QueryKey): number[] =>
  typeof key[3] === 'string' ? key[3].split(',').filter(Boolean).map(Number) : [];

/** One notice per level reached, even when a resubscribe delivers the publication again. */
const announcedLevels = new Set<string>();

/** The game page (`/game/{id}`, any locale): a level-up there is a banner, not a modal over the game. */
export const isGamePath = (pathname: string): boolean => splitLocalePath(pathname).path.startsWith('/game/');

interface LevelUp {
  readonly order: number;
  readonly name: string;
}

/**
 * What every page does with the retention channels of a logged-in player (SPEC.md section 4):
 * `retention:quests#` moves the cached quests at once (the bars fill without a reload) and raises
 * the state-changed alert on every state change except to completed; `retention:accounts#`
 * replaces the loyalty account and, when the level rose, shows the level-up notice: a 3 s banner
 * on the game page, the loyaltyLevel modal anywhere else. app/ mounts it once beside the balance.
 */
export default function RetentionEvents() {
  const t = useT();
  const queryClient = useQueryClient();
  const { open } = useModals();
  const { pathname } = useLocation();
  const [banner, setBanner] = useState<LevelUp>();

  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(undefined), LEVEL_UP_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  usePlayerChannel('retention:quests', (data) => {
    const push = readQuestPush(data);
    if (!push) return;
    for (const [key, quests] of queryClient.getQueriesData<Quest[]>({ queryKey: retentionKeys.quests })) {
      if (!quests) continue;
      const change = applyQuestPush(quests, push, statesOfKey(key));
      queryClient.setQueryData(key, change.quests);
      if (change.refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
    if (push.type !== 'quest.updated' || push.quest.state === push.previousState) return;
    if (push.quest.state === QuestState.Completed) {
      // The rewards are paid at completion: balances and bonuses move.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['player', 'bonuses'] });
      return;
    }
    showAlert({
      kind: 'info',
      title: 'alerts:quest.stateChanged',
      description: 'alerts:quest.stateChangedText',
      params: {
        name: push.quest.name,
        state: t(`global-components:retention.states.${questStateKey(push.quest.state)}`),
      },
    });
  });

  usePlayerChannel('retention:accounts', (data) => {
    const push = readAccountPush(data);
    if (!push) return;
    const previous = queryClient.getQueryData<LoyaltyAccount>(retentionKeys.account);
    queryClient.setQueryData(retentionKeys.account, push.account);
    const order = push.levelUp?.order ?? push.account.currentLevel.order;
    const rose = push.levelUp !== null || (previous !== undefined && order > previous.currentLevel.order);
    const seen = `${order}`;
    if (!rose || announcedLevels.has(seen)) return;
    announcedLevels.add(seen);
    const levelUp = { order, name: push.levelUp?.name ?? push.account.currentLevel.name };
    if (isGamePath(window.location.pathname)) setBanner(levelUp);
    else open('loyaltyLevel', String(order));
  });

  // Leaving the game page takes its banner with it.
  if (!banner || !isGamePath(pathname)) return null;
  // On the body: the header's blur would otherwise make it the banner's containing block.
  return createPortal(
    <div className="level-up-banner" role="status" data-testid="level-up-banner" data-level={banner.order}>
      <span className="level-up-banner__badge" aria-hidden="true">
        {banner.order}
      </span>
      <span className="level-up-banner__text">
        <strong>{t('global-components:retention.loyalty.levelUp')}</strong>
        <span>{t('global-components:retention.loyalty.levelUpText', { name: banner.name })}</span>
      </span>
    </div>,
    document.body,
  );
}
