/**
 * The messenger's theme parameters (https://core.telegram.org/bots/webapps#themeparams) mapped
 * onto the site's colour tokens (app/app.css). Backgrounds and text follow the messenger; a
 * colour that text is written in is taken only when it stays readable on the background it sits
 * on (WCAG AA, 4.5:1), else the site's own token stays: messenger hint and button colours are
 * often lighter than that.
 */
export type MessengerTheme = Partial<Record<string, `#${string}`>>;

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const unit = channel / 255;
    return unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The WCAG contrast ratio of two #rrggbb colours (1 when either is not one). */
export function contrastRatio(first: string, second: string): number {
  const a = channels(first);
  const b = channels(second);
  if (!a || !b) return 1;
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const readableOn = (text: string, background: string): boolean =>
  contrastRatio(text, background) >= MIN_TEXT_CONTRAST;

/** The site's tokens the theme sets (CSS custom property to colour); tokens it cannot set well are absent. */
export function siteTokensOf(
  theme: MessengerTheme,
  readable: (text: string, background: string) => boolean = readableOn,
): Record<string, string> {
  const tokens: Record<string, string> = {};
  const background = theme.bg_color;
  if (!background || !channels(background)) return tokens;
  const raised = theme.secondary_bg_color ?? background;
  const section = theme.section_bg_color ?? background;
  tokens['--color-bg'] = background;
  tokens['--color-bg-raised'] = raised;
  tokens['--color-drawer-bg'] = raised;
  tokens['--color-bg-overlay'] = section;
  if (theme.header_bg_color) tokens['--color-header-bg'] = theme.header_bg_color;
  // Text sits on the page, on cards and in dialogs: it must read on all three.
  const readsEverywhere = (colour: string | undefined) =>
    colour !== undefined && [background, raised, section].every((surface) => readable(colour, surface));
  if (readsEverywhere(theme.text_color)) tokens['--color-text'] = theme.text_color!;
  const muted = [theme.subtitle_text_color, theme.hint_color].find(readsEverywhere);
  if (muted) tokens['--color-text-muted'] = muted;
  const brand = [theme.accent_text_color, theme.link_color].find(readsEverywhere);
  if (brand) {
    tokens['--color-brand'] = brand;
    tokens['--color-focus'] = brand;
  }
  // The accent fills buttons (its text on it) and colours links and icons (it on the surfaces).
  if (
    theme.button_color &&
    theme.button_text_color &&
    readable(theme.button_text_color, theme.button_color) &&
    readsEverywhere(theme.button_color)
  ) {
    tokens['--color-accent'] = theme.button_color;
    tokens['--color-on-accent'] = theme.button_text_color;
  }
  if (readsEverywhere(theme.destructive_text_color)) tokens['--color-danger'] = theme.destructive_text_color!;
  return tokens;
}
