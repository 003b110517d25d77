import {
  backButton,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  openLink,
  parseLaunchParamsQuery,
  themeParams,
  viewport,
} from '@telegram-apps/sdk';
import { logger } from '@/lib/logger';
import { clearMessengerLaunch } from '../messenger-launch';
import { messengerFeedback, type FeedbackKind } from '../messenger-feedback';
import { ensureSessionStorage } from './memory-storage';
import { followMessengerTheme } from './messenger-theme';

/**
 * The messenger client, through the Telegram Mini Apps SDK (its own chunk: only the mini-app
 * loads it). Everything the app asks of the messenger goes through here: the back and main
 * buttons, haptics, opening links, the theme and the viewport.
 */
export interface MessengerBridge {
  readonly setBackButton: (visible: boolean) => void;
  readonly onBackButton: (listener: () => void) => () => void;
  /** Shows the main button with `button`, or hides it (undefined). */
  readonly setMainButton: (button: { text: string; enabled: boolean; busy: boolean } | undefined) => void;
  readonly onMainButton: (listener: () => void) => () => void;
  readonly openLink: (url: string) => void;
}

const HAPTICS: Record<FeedbackKind, () => void> = {
  bet: () => hapticFeedback.impactOccurred.ifAvailable('medium'),
  win: () => hapticFeedback.notificationOccurred.ifAvailable('success'),
  refused: () => hapticFeedback.notificationOccurred.ifAvailable('error'),
};

/** Viewport, safe areas and theme, as CSS variables (`--tg-viewport-*`) and the site's colour tokens. */
async function mountLooks(): Promise<void> {
  themeParams.mountSync.ifAvailable();
  followMessengerTheme(themeParams);
  miniApp.mountSync.ifAvailable();
  if (viewport.mount.isAvailable()) {
    await viewport.mount();
    viewport.bindCssVars.ifAvailable();
    viewport.expand.ifAvailable();
  }
}

/**
 * Starts the SDK on this tab's launch parameters and mounts what the app uses. Launch data the
 * SDK refuses is the spec's "Messenger init failure": cleared and logged, the page goes on as
 * the web site would (undefined).
 */
export async function startMessengerBridge(launchParams: string): Promise<MessengerBridge | undefined> {
  try {
    ensureSessionStorage();
    // Styles sent by the host would restyle the app from outside: none are taken.
    init({ launchParams: parseLaunchParamsQuery(launchParams), acceptCustomStyles: false });
    backButton.mount.ifAvailable();
    mainButton.mount.ifAvailable();
    await mountLooks();
    messengerFeedback.connect((kind) => HAPTICS[kind]());
    miniApp.ready.ifAvailable();
  } catch (error) {
    clearMessengerLaunch();
    logger.warn('messenger init failed: its launch data was cleared', error);
    return undefined;
  }
  return {
    setBackButton: (visible) => void (visible ? backButton.show.ifAvailable() : backButton.hide.ifAvailable()),
    onBackButton: (listener) => (backButton.onClick.isAvailable() ? backButton.onClick(listener) : () => undefined),
    // Hidden with its last text kept: the SDK sends nothing for a button without text.
    setMainButton: (button) =>
      mainButton.setParams.ifAvailable(
        button
          ? {
              text: button.text,
              isVisible: true,
              isEnabled: button.enabled && !button.busy,
              isLoaderVisible: button.busy,
            }
          : { isVisible: false, isLoaderVisible: false },
      ),
    onMainButton: (listener) => (mainButton.onClick.isAvailable() ? mainButton.onClick(listener) : () => undefined),
    openLink: (url) => {
      if (openLink.isAvailable()) openLink(url);
      else window.open(url, '_blank', 'noopener');
    },
  };
}
