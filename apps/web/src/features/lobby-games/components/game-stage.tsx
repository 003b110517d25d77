import { useCallback, useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { gameFullscreen } from './game-fullscreen';
import { roundFromEvent, type RoundMessage } from './round-message';

/**
 * The game client runs scripts, talks to the provider API on our origin with its launch token
 * and submits its forms; nothing else (no popups, no top navigation, no downloads).
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

export interface GameStageProps {
  /** The game's name, for the frame's title (screen readers announce it). */
  readonly title: string;
  /** The launch URL, or undefined while it is requested (the box keeps its size meanwhile). */
  readonly url: string | undefined;
  /** Shown in the box instead of the frame: a message, a sign-in prompt, a spinner. */
  readonly overlay?: ReactNode;
  /** A round was settled in the frame (the balance has moved). */
  readonly onRound: (round: RoundMessage) => void;
}

/**
 * The game's box: a fixed aspect ratio reserved before anything loads (no layout shift), the
 * iframe in it (the full-screen target). Round messages from the frame are checked here.
 */
export function GameStage({ title, url, overlay, onRound }: GameStageProps) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // React 19 ref cleanup: the stage is forgotten when the page goes, so the modal finds none.
  const attachStage = useCallback((element: HTMLDivElement) => {
    gameFullscreen.attach(element);
    return () => gameFullscreen.attach(null);
  }, []);

  // The page's handler changes with its mode; the listener stays put and calls the latest one.
  const handleMessage = useEffectEvent((event: MessageEvent) => {
    const round = roundFromEvent(event, frameRef.current?.contentWindow, window.location.origin);
    if (round) onRound(round);
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => handleMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <div ref={attachStage} className="game-stage" data-testid="game-stage" aria-busy={url === undefined && overlay === undefined}>
      {overlay ?? (url === undefined ? <span className="game-stage__spinner" role="status" aria-label={t('global-components:game.loading')} /> : null)}
      {overlay === undefined && url !== undefined && (
        <iframe ref={frameRef} key={url} className="game-stage__frame" src={url} title={title} sandbox={FRAME_SANDBOX} allow="fullscreen" data-testid="game-frame" />
      )}
    </div>
  );
}

