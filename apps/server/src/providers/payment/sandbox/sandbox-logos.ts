/**
 * The sandbox's method logos: small badges drawn here (no external assets, no trademarks), served
 * as `/provider/pay/logos/{name}.svg`.
 */
const LOGO_BADGES: Readonly<Record<string, { readonly background: string; readonly color: string; readonly text: string }>> = {
  card: { background: '#1a1f71', color: '#ffffff', text: 'CARD' },
  btc: { background: '#f7931a', color: '#ffffff', text: '₿' },
  eth: { background: '#627eea', color: '#ffffff', text: 'Ξ' },
  usdt: { background: '#26a17b', color: '#ffffff', text: '₮' },
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" role="img" aria-label="${badge.text}">
<rect width="64" height="40" rx="8" fill="${badge.background}" stroke="#00000022"/>
<text x="32" y="21" fill="${badge.color}" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="middle">${badge.text}</text>
</svg>
`;
}
