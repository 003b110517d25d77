import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocalePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { useModals } from '@/lib/modals';
import { primaryActionStore } from '@/lib/primary-action';
import { usePlayerChannel } from '@/lib/realtime';
import { startMessengerBridge, type MessengerBridge } from '../bridge/messenger-bridge';
import { messengerState } from '../messenger-start';
import { sportBetFeedback } from './sport-bet-feedback';
import { keepLinksInApp } from './messenger-links';
import './messenger-shell.css';

let bridgeLoad: Promise<MessengerBridge | undefined> | undefined;
const loadBridge = () => (bridgeLoad ??= startMessengerBridge(messengerState().launchParams ?? ''));

/** The messenger's back button follows the router: shown when there is somewhere to go back to. */
function useBackButton(bridge: MessengerBridge | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  const home = localizePath(pathTo('/'), splitLocalePath(location.pathname).locale);
  // 'default' is the key of the entry the app was opened on: going back from it would leave the app.
  const canGoBack = location.key !== 'default';
  const visible = canGoBack || location.pathname !== home || location.search !== '';
  useEffect(() => bridge?.setBackButton(visible), [bridge, visible]);
  useEffect(
    () => bridge?.onBackButton(() => void (canGoBack ? navigate(-1) : navigate(home))),
    [bridge, canGoBack, home, navigate],
  );
}

/** The screen's one primary action (lib/primary-action) as the messenger's main button. */
function useMainButton(bridge: MessengerBridge | undefined): void {
  const action = useSyncExternalStore(primaryActionStore.subscribe, primaryActionStore.get, primaryActionStore.get);
  useEffect(() => {
    if (!bridge) return;
    bridge.setMainButton(
      action ? { text: action.label, enabled: !action.disabled, busy: Boolean(action.busy) } : undefined,
    );
  }, [bridge, action]);
  useEffect(() => bridge?.onMainButton(() => primaryActionStore.get()?.run()), [bridge]);
}

/** The bot's link to its news (`startapp=news`, the init data's start_param): the news open over the first page. */
export const NEWS_START_PARAM = 'news';
let startParameterHandled = false;

function useStartParameter(bridge: MessengerBridge | undefined): void {
  const { open } = useModals();
  useEffect(() => {
    if (!bridge || startParameterHandled) return;
    startParameterHandled = true;
    if (messengerState().initData?.startParam === NEWS_START_PARAM) open('telegram-news', 'true');
  }, [bridge, open]);
}

/**
 * The mini-app's shell, in its own chunk with the SDK: starts the bridge, then keeps the
 * messenger's buttons in step with the page, gives haptic feedback on sports bets, and keeps
 * links inside the app (payment pages open the way the messenger allows).
 */
export default function MessengerShell() {
  const [bridge, setBridge] = useState<MessengerBridge>();
  useEffect(() => {
    let current = true;
    void loadBridge().then((loaded) => current && setBridge(loaded));
    return () => {
      current = false;
    };
  }, []);
  useBackButton(bridge);
  useMainButton(bridge);
  useStartParameter(bridge);
  const navigate = useNavigate();
  useEffect(() => (bridge ? keepLinksInApp(bridge, (path) => void navigate(path)) : undefined), [bridge, navigate]);
  usePlayerChannel('game:bets', sportBetFeedback);
  useEffect(() => {
    if (bridge) document.documentElement.dataset.messengerBridge = 'ready';
  }, [bridge]);
  return null;
}
