import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n';
import { gameFullscreen } from './game-fullscreen';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
/** Escape and the browser's own controls leave full screen too: the button follows the document. */
const isFullscreenNow = () => document.fullscreenElement !== null;

/** Puts the game's box full screen (and back); absent where the browser has no Fullscreen API. */
export function FullscreenButton() {
  const t = useT();
  const isFullscreen = useSyncExternalStore(subscribe, isFullscreenNow, () => false);
  if (!gameFullscreen.isSupported()) return null;
  const label = t(isFullscreen ? 'global-components:game.exitFullscreen' : 'global-components:game.fullscreen');
  return (
    <button
      type="button"
      className="icon-button icon-button--outlined game-page__fullscreen"
      onClick={() => void gameFullscreen.toggle()}
      aria-label={label}
      title={label}
      data-testid="game-fullscreen"
    >
      <FullscreenIcon exit={isFullscreen} />
    </button>
  );
}

/** Corner brackets out (enter) or in (exit); drawn here so the shared icon set in the entry stays as it is. */
function FullscreenIcon({ exit }: { readonly exit: boolean }) {
  const path = exit ? 'M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6' : 'M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6';
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
