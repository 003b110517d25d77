import { logger } from '@/lib/logger';

/**
 * The game's box on the page, for the Fullscreen API. The mobile-game modal offers full screen
 * from outside the page's tree; the browser only grants it inside the click that asks, so the
 * modal calls in here synchronously instead of going through the URL.
 */
let stage: HTMLElement | null = null;

export const gameFullscreen = {
  /** The game page registers its frame box while it is shown (null when it goes). */
  attach(element: HTMLElement | null): void {
    stage = element;
  },
  isSupported(): boolean {
    return typeof document !== 'undefined' && document.fullscreenEnabled;
  },
  /** Whether there is a game to put full screen. */
  hasStage(): boolean {
    return stage !== null;
  },
  /** Puts the game full screen, or leaves full screen when it already is. */
  async toggle(): Promise<void> {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await stage?.requestFullscreen();
    } catch (error) {
      // Refused (no user gesture, a policy): the game simply stays in its box.
      logger.warn('full screen was refused', error);
    }
  },
};
