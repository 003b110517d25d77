import { isColorDark, type themeParams as ThemeParamsScope } from '@telegram-apps/sdk';
import { colourModeStore, type ColourMode } from '@/lib/colour-mode';
import { readableOn, siteTokensOf, type MessengerTheme } from '../messenger-theme-tokens';

type ThemeParams = typeof ThemeParamsScope;

/** The site tokens the theme set last: removed before the next theme is applied. */
let applied: readonly string[] = [];
let releaseMode: (() => void) | undefined;
let mode: ColourMode | undefined;

function apply(theme: MessengerTheme): void {
  const root = document.documentElement.style;
  for (const name of applied) root.removeProperty(name);
  // The colour mode first: the tokens the theme leaves alone (surfaces, borders) follow it.
  // Read from the theme in hand: the SDK's own isDark may not have caught up inside this listener.
  const nextMode: ColourMode = theme.bg_color && isColorDark(theme.bg_color) ? 'dark' : 'light';
  if (nextMode !== mode) {
    releaseMode?.();
    releaseMode = colourModeStore.force(nextMode);
    mode = nextMode;
  }
  const tokens = siteTokensOf(theme, readableOn);
  for (const [name, value] of Object.entries(tokens)) root.setProperty(name, value);
  applied = Object.keys(tokens);
}

/** The messenger's theme on the site's colour tokens, now and whenever the messenger changes it. */
export function followMessengerTheme(scope: ThemeParams): void {
  const update = () => apply(scope.state());
  update();
  scope.state.sub(update);
}
