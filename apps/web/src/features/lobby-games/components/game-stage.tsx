import { useCallback, useEffect, useEffectEvent, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { gameFullscreen } from './game-fullscreen';
import { frameMessageFromEvent, type BetRestrictionReason, type RoundMessage } from './round-message';

/**
 * The game client runs scripts and submits its forms, in an opaque origin: without
 * allow-same-origin it cannot read this page, its storage or its cookies (scripts plus same-origin
 * could lift the sandbox), and calls the provider API with its launch token alone. Its fairness
 * panel may open the verify page in a new tab, which leaves the sandbox; nothing else (no top
 * navigation, no downloads, no modals).
 */
const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface GameStageProps {
  /** The game's name, for the frame's title (screen readers announce it). */
  readonly title: string;
  /** The launch URL, or undefined while it is requested (the box keeps its size meanwhile). */
  readonly url: string | undefined;
  /** Shown in the box instead of the frame: a message, a sign-in prompt, a spinner. */
  readonly overlay?: ReactNode;
  /** A round was settled in the frame (the balance has moved). */
  readonly onRound: (round: RoundMessage) => void;
  /** A stake was refused by the player's limits or a break (the client says so too). */
  readonly onBetRestricted?: (reason: BetRestrictionReason) => void;
}

/**
 * The game's box: a fixed aspect ratio reserved before anything loads (no layout shift), the
 * iframe in it (the full-screen target). The client reports the height it needs and the box grows
 * to it (never below what was reserved: game-page.css), so no game is cut off by its frame.
 * Messages from the frame are checked here.
 */
export function GameStage({ title, url, overlay, onRound, onBetRestricted }: GameStageProps) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState<number>();
  // React 19 ref cleanup: the stage is forgotten when the page goes, so the modal finds none.
  const attachStage = useCallback((element: HTMLDivElement) => {
    gameFullscreen.attach(element);
    return () => gameFullscreen.attach(null);
  }, []);

  // The page's handler changes with its mode; the listener stays put and calls the latest one.
  const handleMessage = useEffectEvent((event: MessageEvent) => {
    const message = frameMessageFromEvent(event, frameRef.current?.contentWindow);
    if (message?.type === 'casino:round') onRound(message);
    else if (message?.type === 'casino:size') setContentHeight(message.height);
    else if (message?.type === 'casino:bet-restricted') onBetRestricted?.(message.reason);
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => handleMessage(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  // A new game (another launch) measures itself again.
  const [measuredUrl, setMeasuredUrl] = useState(url);
  if (measuredUrl !== url) {
    setMeasuredUrl(url);
    setContentHeight(undefined);
  }
  const showsFrame = overlay === undefined && url !== undefined;
  const style =
    showsFrame && contentHeight !== undefined
      ? ({ '--game-content-height': `${contentHeight}px` } as CSSProperties)
      : undefined;

  return (
    <div
      ref={attachStage}
      className="game-stage"
      style={style}
      data-testid="game-stage"
      aria-busy={url === undefined && overlay === undefined}
    >
      {overlay ??
        (url === undefined ? (
          <span className="game-stage__spinner" role="status" aria-label={t('global-components:game.loading')} />
        ) : null)}
      {showsFrame && (
        <iframe
          ref={frameRef}
          key={url}
          className="game-stage__frame"
          src={url}
          title={title}
          sandbox={FRAME_SANDBOX}
          allow="fullscreen"
          data-testid="game-frame"
        />
      )}
    </div>
  );
}
