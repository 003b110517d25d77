/**
 * The sandbox's method logos: small badges drawn here (no external assets, no trademarks), served
 * as `/provider/pay/logos/{name}.svg`. A badge shows a short word in basic Latin letters, which
 * every font has, or a currency sign drawn as strokes: signs such as ₿ (U+20BF) or ₮ are missing
 * from many fonts, and an SVG shown as an image cannot load one, so they would render as a box.
 */
interface LogoBadge {
  readonly background: string;
  readonly color: string;
  /** What the badge says, and its accessible name. */
  readonly text: string;
  /** The sign as stroke paths (in the 64 x 40 badge), drawn instead of `text`. */
  readonly strokes?: string;
}

/** ₿: a B whose stem shows two strokes above and below. */
const BITCOIN_STROKES =
  'M27 12V28M27 12H34.5A4 4 0 0 1 34.5 20H27M27 20H35.5A4 4 0 0 1 35.5 28H27M29 8.5V12M33 8.5V12M29 28V31.5M33 28V31.5';
/** Ξ: three bars, the middle one shorter. */
const ETHER_STROKES = 'M24.5 11.5H39.5M26.5 20H37.5M24.5 28.5H39.5';
/** ₮: a T with two strokes across its stem. */
const TETHER_STROKES = 'M24 11H40M32 11V30M27.5 22.5L36.5 18.5M27.5 27L36.5 23';

const LOGO_BADGES: Readonly<Record<string, LogoBadge>> = {
  card: { background: '#1a1f71', color: '#ffffff', text: 'CARD' },
  btc: { background: '#f7931a', color: '#ffffff', text: 'BTC', strokes: BITCOIN_STROKES },
  eth: { background: '#627eea', color: '#ffffff', text: 'ETH', strokes: ETHER_STROKES },
  usdt: { background: '#26a17b', color: '#ffffff', text: 'USDT', strokes: TETHER_STROKES },
  ton: { background: '#0098ea', color: '#ffffff', text: 'TON' },
  bank: { background: '#334155', color: '#ffffff', text: 'BANK' },
  sepa: { background: '#10298e', color: '#ffcc00', text: 'SEPA' },
  sofort: { background: '#ffb3c7', color: '#17120f', text: 'SOFORT' },
  blik: { background: '#000000', color: '#ffffff', text: 'BLIK' },
  multibanco: { background: '#1d4f91', color: '#ffffff', text: 'MB' },
  upi: { background: '#ffffff', color: '#097939', text: 'UPI' },
  pix: { background: '#32bcad', color: '#ffffff', text: 'Pix' },
  cash: { background: '#15803d', color: '#ffffff', text: 'CASH' },
  wallet: { background: '#7c3aed', color: '#ffffff', text: 'WALLET' },
};

export const SANDBOX_LOGO_NAMES: readonly string[] = Object.keys(LOGO_BADGES);

/** The SVG of a logo, or undefined for a name the sandbox has none for. */
export function sandboxLogoSvg(name: string): string | undefined {
  const badge = LOGO_BADGES[name];
  if (!badge) return undefined;
  // Long words get a smaller font so every badge reads at the same width.
  const fontSize = badge.text.length > 4 ? 11 : 16;
  const mark = badge.strokes
    ? `<path d="${badge.strokes}" fill="none" stroke="${badge.color}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<text x="32" y="21" fill="${badge.color}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${badge.text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" role="img" aria-label="${badge.text}">
<rect width="64" height="40" rx="8" fill="${badge.background}" stroke="#00000022"/>
${mark}
</svg>
`;
}
