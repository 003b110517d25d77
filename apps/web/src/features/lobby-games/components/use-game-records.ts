import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { GameView } from '@casino/shared';
import { useModals } from '@/lib/modals';
import { isMobileViewport } from '@/lib/mobile-query';
import { currentProfileId } from '../api/lobby-viewer';
import { recordPlayedGame } from './played-games';
import { rememberReturnGame } from './return-game';

/**
 * Games this tab already offered full screen for: the mobile-game prompt is optional, so it
 * comes once per game, not on every visit or mode switch.
 */
const offeredFullscreen = new Set<string>();

/**
 * What opening a game leaves behind: the return-to-game record (session storage), the played
 * game (local storage, players only, once the game has really launched), and on a phone the
 * mobile-game prompt to play full screen (players only: the modal needs a login, and a guest
 * asked for it would be sent to sign in instead).
 */
export function useGameRecords(game: GameView | undefined, launched: boolean, isLoggedIn: boolean): void {
  const { pathname } = useLocation();
  const { open } = useModals();

  useEffect(() => {
    if (game) rememberReturnGame({ identity: game.identity, path: pathname });
  }, [game, pathname]);

  useEffect(() => {
    const profileId = isLoggedIn ? currentProfileId() : undefined;
    if (!game || !launched || profileId === undefined) return;
    recordPlayedGame({ profileId, provider: game.provider.name, game: game.name, identity: game.identity });
  }, [game, launched, isLoggedIn]);

  useEffect(() => {
    if (!game || !launched || !isLoggedIn || !isMobileViewport() || offeredFullscreen.has(game.identity)) return;
    offeredFullscreen.add(game.identity);
    open('mobile-game');
  }, [game, launched, isLoggedIn, open]);
}
