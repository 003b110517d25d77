/**
 * Nebula Forge's symbols: space, neon roads and cyber heists, drawn in bright gradients with a
 * light rim on dark violet cells, the glow of the studio's lobby art (its CSS holds the palette).
 */
import type { StudioArt } from '../reels-art';
import './nebula-forge.css';

const RIM = 'stroke="#fff" stroke-opacity=".55" stroke-width="1.2" stroke-linejoin="round"';
const TEXT =
  'text-anchor="middle" dominant-baseline="central" font-family="system-ui,\'Segoe UI\',Roboto,sans-serif" font-weight="900"';
/** A four-point sparkle. */
const sparkle = (x: number, y: number, r: number, fill: string) =>
  `<path d="M${x} ${y - r}Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y}Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r}Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y}Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r}z" fill="${fill}"/>`;
/** Neon tube lettering: a wide coloured glow, then the bright core. */
const neon = (text: string, x: number, y: number, size: number, colour: string, spacing = 0) =>
  `<text x="${x}" y="${y}" font-size="${size}" letter-spacing="${spacing}" fill="none" stroke="${colour}" stroke-width="4.5" stroke-opacity=".45" ${TEXT}>${text}</text>` +
  `<text x="${x}" y="${y}" font-size="${size}" letter-spacing="${spacing}" fill="#140a33" stroke="${colour}" stroke-width="2" ${TEXT}>${text}</text>` +
  `<text x="${x}" y="${y}" font-size="${size}" letter-spacing="${spacing}" fill="none" stroke="#fff" stroke-width=".7" ${TEXT}>${text}</text>`;
/** The ribbon a wild carries. */
const wild = (colour: string) =>
  `<rect x="4" y="45" width="56" height="15" rx="7.5" fill="#140a33" stroke="${colour}" stroke-width="2"/>${neon('WILD', 32, 52.8, 11, colour, 1.5)}`;

const symbols: Record<string, string> = {
  // Starfall Clusters
  comet:
    '<path d="M36 15C22 25 11 40 4 60c14-12 28-21 45-27z" fill="url(#nf-tail)"/><path d="M37 21C26 30 18 40 12 52c10-9 20-15 32-20z" fill="#fff3b0" opacity=".45"/>' +
    `<circle cx="42" cy="22" r="12" fill="url(#nf-sun)" ${RIM}/><circle cx="38.5" cy="18.5" r="3.5" fill="#fff" opacity=".8"/>`,
  nebula:
    `<path d="M12 46c-8-1-10-12-3-16-2-10 9-16 16-10 3-9 17-10 21-1 9-2 15 7 11 14 7 3 5 14-3 14H14z" fill="url(#nf-cloud)" ${RIM}/>` +
    '<path d="M20 40c-3-6 3-11 8-8 2-6 11-6 13 0 5-1 8 5 4 9z" fill="#ffb3e0" opacity=".55"/>' +
    sparkle(22, 22, 4, '#fff') +
    sparkle(46, 44, 3, '#fff') +
    '<circle cx="40" cy="28" r="1.4" fill="#fff"/><circle cx="16" cy="36" r="1.1" fill="#fff"/>',
  pulsar:
    '<path d="M32 32L49 1 63 11z" fill="url(#nf-beam)"/><path d="M32 32L15 63 1 53z" fill="url(#nf-beam)"/>' +
    '<ellipse cx="32" cy="32" rx="21" ry="7" transform="rotate(-20 32 32)" fill="none" stroke="#22d3ee" stroke-width="2.4"/>' +
    `<circle cx="32" cy="32" r="9" fill="url(#nf-ice)" ${RIM}/><circle cx="30" cy="30" r="3" fill="#fff"/>`,
  'red-star':
    '<circle cx="32" cy="32" r="29" fill="#ff3b3b" opacity=".22"/>' +
    `<circle cx="32" cy="32" r="23" fill="url(#nf-red)" ${RIM}/>` +
    '<path d="M18 38c6 3 12 2 16-2M38 20c4 1 7 4 8 8" fill="none" stroke="#7f0b16" stroke-width="2.4" stroke-linecap="round" opacity=".55"/><ellipse cx="25" cy="23" rx="7" ry="4" fill="#fff" opacity=".35"/>',
  'blue-star':
    '<circle cx="32" cy="32" r="20" fill="#60a5fa" opacity=".25"/>' +
    '<path d="M32 1l3 28 28 3-28 3-3 28-3-28-28-3 28-3z" fill="#dbeafe"/><path d="M32 14l2 16 16 2-16 2-2 16-2-16-16-2 16-2z" fill="#fff" transform="rotate(45 32 32)" opacity=".7"/>' +
    `<circle cx="32" cy="32" r="11" fill="url(#nf-blue)" ${RIM}/><circle cx="29" cy="29" r="3.5" fill="#fff" opacity=".9"/>`,
  moonlet:
    `<circle cx="32" cy="32" r="22" fill="url(#nf-moon)" ${RIM}/>` +
    '<circle cx="24" cy="24" r="5" fill="#8d88b8"/><circle cx="37" cy="40" r="6.5" fill="#8d88b8"/><circle cx="39" cy="20" r="3" fill="#8d88b8"/><circle cx="22" cy="41" r="2.5" fill="#8d88b8"/>' +
    '<path d="M40 12a22 22 0 0 1 0 40 22 22 0 0 0 0-40z" fill="#2a2159" opacity=".55"/><path d="M18 20a16 16 0 0 1 9-7" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".7"/>',
  stardust:
    sparkle(25, 27, 17, 'url(#nf-lime)') +
    sparkle(46, 44, 11, '#d9f99d') +
    sparkle(45, 15, 7, '#fff') +
    '<circle cx="15" cy="50" r="2.4" fill="#bef264"/><circle cx="30" cy="52" r="1.6" fill="#fff"/><circle cx="55" cy="28" r="1.6" fill="#bef264"/>',

  // Neon Drift
  'neon-wild':
    '<path d="M36 3L18 26h11l-5 16 22-25H34z" fill="#ffe066" stroke="#fff" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<path d="M8 34h48" stroke="#22d3ee" stroke-width="2" opacity=".6"/>' +
    wild('#ff4fd8'),
  'checkered-flag':
    '<circle cx="32" cy="30" r="27" fill="#ff4fd8" opacity=".18"/>' +
    '<path d="M12 6v54" stroke="#e5e7eb" stroke-width="3.5" stroke-linecap="round"/>' +
    `<path d="M13 8c10-5 18 4 28 0s12-3 17-1v28c-5-2-8-3-17 1s-18-5-28 0z" fill="url(#nf-check)" stroke="#22d3ee" stroke-width="2" stroke-linejoin="round"/>` +
    '<circle cx="12" cy="5" r="3" fill="#ffe066"/>',
  supercar:
    '<path d="M2 30h10M0 36h8M4 42h6" stroke="#22d3ee" stroke-width="2" stroke-linecap="round"/>' +
    `<path d="M9 44c-1-6 1-9 6-10l9-7c5-4 11-5 18-4l9 7c6 1 10 4 11 9l-1 5z" fill="url(#nf-magenta)" ${RIM}/>` +
    '<path d="M25 29c5-3 10-4 16-3l6 5H21z" fill="#7dd3fc"/><path d="M35 26v5" stroke="#140a33" stroke-width="1.5"/>' +
    '<circle cx="20" cy="45" r="6.5" fill="#140a33" stroke="#22d3ee" stroke-width="2"/><circle cx="49" cy="45" r="6.5" fill="#140a33" stroke="#22d3ee" stroke-width="2"/>' +
    '<circle cx="20" cy="45" r="2" fill="#e5e7eb"/><circle cx="49" cy="45" r="2" fill="#e5e7eb"/><path d="M57 36h4" stroke="#ffe066" stroke-width="3" stroke-linecap="round"/>' +
    '<path d="M13 38h44" stroke="#fff" stroke-width="1" opacity=".5"/>',
  racer:
    `<path d="M10 40c0-18 10-30 25-30 12 0 20 9 20 22v10c0 6-4 10-10 10H18c-5 0-8-5-8-12z" fill="url(#nf-ice)" ${RIM}/>` +
    '<path d="M29 25h24c2 0 3 2 3 4v9H33c-3 0-5-3-5-6z" fill="#1e1b4b" stroke="#ff4fd8" stroke-width="2"/><path d="M34 28h16" stroke="#ff4fd8" stroke-width="2" stroke-linecap="round" opacity=".7"/>' +
    '<path d="M12 34c6-12 14-19 24-21" fill="none" stroke="#ff4fd8" stroke-width="4" stroke-linecap="round"/><path d="M16 46h30" stroke="#ffe066" stroke-width="3" stroke-linecap="round"/>',
  nitro:
    '<path d="M26 52c-2 6 2 11 6 11s8-5 6-11c-2 2-4 3-6 3s-4-1-6-3z" fill="#ff7a18"/>' +
    `<rect x="20" y="14" width="24" height="40" rx="9" fill="url(#nf-tank)" ${RIM}/><rect x="27" y="6" width="10" height="9" rx="2" fill="#9ca3af"/><path d="M24 6h16" stroke="#e5e7eb" stroke-width="3" stroke-linecap="round"/>` +
    '<path d="M35 22l-8 11h6l-3 11 9-13h-6z" fill="#ffe066"/><path d="M24 20v28" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".5"/>',
  wheel:
    '<circle cx="32" cy="32" r="28" fill="#1f2030" stroke="#22d3ee" stroke-width="2"/><circle cx="32" cy="32" r="20" fill="url(#nf-chrome)"/>' +
    [0, 72, 144, 216, 288]
      .map((angle) => `<path d="M29 31l-1-17h8l-1 17z" fill="#2d2f45" transform="rotate(${angle} 32 32)"/>`)
      .join('') +
    '<circle cx="32" cy="32" r="5.5" fill="#e5e7eb" stroke="#2d2f45" stroke-width="1.5"/><circle cx="32" cy="32" r="24" fill="none" stroke="#ff4fd8" stroke-width="1.4" opacity=".8"/>',

  // Quasar Quest
  wormhole:
    '<circle cx="32" cy="24" r="22" fill="url(#nf-vortex)"/>' +
    '<g fill="none" stroke-linecap="round"><path d="M32 4a20 20 0 0 1 20 20 16 16 0 0 1-16 16 12 12 0 0 1-12-12 8 8 0 0 1 8-8" stroke="#c4b5fd" stroke-width="2.5"/>' +
    '<path d="M12 24A20 20 0 0 1 32 4" stroke="#f0abfc" stroke-width="2"/></g><circle cx="32" cy="24" r="3" fill="#fff"/>' +
    wild('#a78bfa'),
  'planet-gate':
    '<circle cx="32" cy="32" r="29" fill="#22d3ee" opacity=".15"/>' +
    '<circle cx="32" cy="32" r="24" fill="#0b1033" stroke="url(#nf-ring)" stroke-width="7"/>' +
    `<circle cx="32" cy="32" r="11" fill="url(#nf-planet)" ${RIM}/><ellipse cx="32" cy="32" rx="17" ry="4" transform="rotate(-18 32 32)" fill="none" stroke="#ffe066" stroke-width="2"/>` +
    '<circle cx="32" cy="8" r="2.4" fill="#fff"/><circle cx="56" cy="32" r="2.4" fill="#fff"/><circle cx="32" cy="56" r="2.4" fill="#fff"/><circle cx="8" cy="32" r="2.4" fill="#fff"/>',
  quasar:
    '<path d="M32 32L27 0h10zM32 32l-5 32h10z" fill="url(#nf-jet)"/>' +
    '<ellipse cx="32" cy="32" rx="27" ry="9" fill="url(#nf-disk)" transform="rotate(-12 32 32)"/>' +
    `<circle cx="32" cy="32" r="7.5" fill="#fff" ${RIM}/><circle cx="32" cy="32" r="11" fill="#fff" opacity=".3"/>`,
  starship:
    '<path d="M14 50c-4 4-6 9-6 12 3 0 8-2 12-6z" fill="#ff7a18"/>' +
    `<path d="M56 8c-14 0-26 8-34 22l12 12c14-8 22-20 22-34z" fill="url(#nf-chrome)" ${RIM}/>` +
    '<path d="M22 30l-10 2-6 10 12-2zM34 42l-2 10-10 6 2-12z" fill="#ff4fd8"/><circle cx="41" cy="23" r="5" fill="#22d3ee" stroke="#1e1b4b" stroke-width="2"/>' +
    '<path d="M18 46l-4 4" stroke="#ffe066" stroke-width="3" stroke-linecap="round"/>',
  android:
    '<path d="M32 4v8" stroke="#9ca3af" stroke-width="2.5"/><circle cx="32" cy="4" r="3" fill="#ff4fd8"/>' +
    `<rect x="12" y="12" width="40" height="34" rx="12" fill="url(#nf-chrome)" ${RIM}/><rect x="17" y="20" width="30" height="14" rx="7" fill="#0b1033"/>` +
    '<circle cx="25" cy="27" r="3.5" fill="#22d3ee"/><circle cx="39" cy="27" r="3.5" fill="#22d3ee"/><path d="M24 40h16" stroke="#475569" stroke-width="2.4" stroke-linecap="round" stroke-dasharray="2.5 2.5"/>' +
    '<path d="M20 46h24l4 14H16z" fill="#64748b"/><rect x="8" y="24" width="5" height="12" rx="2" fill="#94a3b8"/><rect x="51" y="24" width="5" height="12" rx="2" fill="#94a3b8"/>',
  crystal:
    `<path d="M32 3l11 18-11 40-11-40z" fill="url(#nf-crystal)" ${RIM}/><path d="M32 3l11 18H21z" fill="#ccfbf1" opacity=".55"/>` +
    `<path d="M16 20l8 14-7 24-9-22z" fill="url(#nf-crystal)" ${RIM} opacity=".85"/><path d="M49 24l8 12-9 22-6-22z" fill="url(#nf-crystal)" ${RIM} opacity=".85"/>` +
    '<path d="M32 21v40" stroke="#fff" stroke-width="1" opacity=".5"/>' +
    sparkle(49, 12, 5, '#fff'),

  // Cyber Heist
  glitch:
    `<text x="33.5" y="24" font-size="23" fill="#22d3ee" opacity=".85" ${TEXT}>WILD</text><text x="30.5" y="24" font-size="23" fill="#ff2e88" opacity=".85" ${TEXT}>WILD</text>` +
    `<text x="32" y="24" font-size="23" fill="#f8fafc" ${TEXT}>WILD</text>` +
    '<path d="M4 18h18M40 29h20M10 33h12" stroke="#0b1020" stroke-width="2.4"/><path d="M6 40h26M38 12h16" stroke="#22d3ee" stroke-width="1.6" opacity=".8"/>' +
    '<rect x="4" y="45" width="56" height="15" rx="3" fill="#0b1020" stroke="#22d3ee" stroke-width="1.6"/><path d="M8 52.5h12M24 52.5h6M34 52.5h22" stroke="#4ade80" stroke-width="3" stroke-dasharray="4 2"/>',
  'data-coin':
    `<path d="M32 4l24 14v28L32 60 8 46V18z" fill="url(#nf-teal)" ${RIM}/><path d="M32 12l17 10v20L32 52 15 42V22z" fill="none" stroke="#ccfbf1" stroke-width="1.6" opacity=".8"/>` +
    '<path d="M26 24h9a5 5 0 0 1 0 10h-9zM26 34h10a5 5 0 0 1 0 10H26zM29 20v28M33 20v4M33 44v4" fill="none" stroke="#fff" stroke-width="2.6" stroke-linejoin="round"/>',
  hacker:
    `<path d="M32 4C17 4 9 16 9 30v26h46V30C55 16 47 4 32 4z" fill="url(#nf-hood)" ${RIM}/>` +
    '<path d="M18 30c0-8 6-14 14-14s14 6 14 14v6c0 6-6 10-14 10s-14-4-14-10z" fill="#05070f"/>' +
    '<path d="M21 29h9l2 3 2-3h9v4c0 2-2 3-4 3H25c-2 0-4-1-4-3z" fill="#4ade80"/><path d="M24 40h16" stroke="#4ade80" stroke-width="1.5" opacity=".6"/>' +
    '<path d="M9 56h46" stroke="#22d3ee" stroke-width="2"/><path d="M14 44v12M50 44v12" stroke="#000" stroke-width="1.5" opacity=".35"/>',
  drone:
    '<path d="M10 20h16M38 20h16" stroke="#94a3b8" stroke-width="3" stroke-linecap="round"/>' +
    '<ellipse cx="12" cy="16" rx="9" ry="2.4" fill="#22d3ee" opacity=".75"/><ellipse cx="52" cy="16" rx="9" ry="2.4" fill="#22d3ee" opacity=".75"/><path d="M12 16v5M52 16v5" stroke="#94a3b8" stroke-width="2.4"/>' +
    `<path d="M20 24c0-5 5-8 12-8s12 3 12 8v10c0 6-5 10-12 10s-12-4-12-10z" fill="url(#nf-chrome)" ${RIM}/>` +
    '<circle cx="32" cy="31" r="6" fill="#0b1020" stroke="#475569" stroke-width="1.5"/><circle cx="32" cy="31" r="2.8" fill="#ff2e88"/>' +
    '<path d="M24 44l-4 10M40 44l4 10" stroke="#94a3b8" stroke-width="2.4" stroke-linecap="round"/><path d="M14 58l12-8M50 58l-12-8" stroke="#ff2e88" stroke-width="1" opacity=".6"/>',
  keycard:
    '<path d="M22 2v14M42 2v14" stroke="#ff2e88" stroke-width="3"/>' +
    `<rect x="10" y="14" width="44" height="46" rx="6" fill="url(#nf-card)" ${RIM} transform="rotate(-8 32 37)"/>` +
    '<g transform="rotate(-8 32 37)"><rect x="26" y="18" width="12" height="3" rx="1.5" fill="#0b1020"/><rect x="16" y="28" width="14" height="11" rx="2" fill="#fcd34d" stroke="#92400e" stroke-width="1"/>' +
    '<path d="M16 33.5h14M23 28v11" stroke="#92400e" stroke-width="1"/><path d="M35 30h13M35 35h9M16 47h32M16 52h22" stroke="#e0e7ff" stroke-width="2.4" stroke-linecap="round" opacity=".8"/></g>',
  chip:
    '<g stroke="#fcd34d" stroke-width="2.6" stroke-linecap="round">' +
    [18, 26, 34, 42].map((at) => `<path d="M${at + 2} 6v8M${at + 2} 50v8M6 ${at + 2}h8M50 ${at + 2}h8"/>`).join('') +
    '</g>' +
    `<rect x="13" y="13" width="38" height="38" rx="5" fill="url(#nf-chipcase)" ${RIM}/>` +
    '<rect x="22" y="22" width="20" height="20" rx="3" fill="#0b1020" stroke="#22d3ee" stroke-width="2"/><rect x="27" y="27" width="10" height="10" rx="1.5" fill="#22d3ee"/>',
};

const RANK_COLOURS: Readonly<Record<string, string>> = {
  A: '#ff4f8b',
  K: '#22d3ee',
  Q: '#a78bfa',
  J: '#a3e635',
  10: '#fb923c',
};

const stops = (id: string, colours: readonly string[], attributes = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attributes}>${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
const radial = (id: string, colours: readonly string[], attributes = 'cx=".4" cy=".35" r=".7"') =>
  `<radialGradient id="${id}" ${attributes}>${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</radialGradient>`;

const art: StudioArt = {
  studio: 'nebula-forge',
  defs:
    '<linearGradient id="nf-tail" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset=".5" stop-color="#ff4f8b" stop-opacity=".7"/><stop offset="1" stop-color="#7b2ff7" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="nf-beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#22d3ee" stop-opacity="0"/><stop offset=".5" stop-color="#a5f3fc"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></linearGradient>' +
    '<linearGradient id="nf-jet" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0abfc" stop-opacity="0"/><stop offset=".5" stop-color="#fff"/><stop offset="1" stop-color="#f0abfc" stop-opacity="0"/></linearGradient>' +
    '<pattern id="nf-check" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="#f8fafc"/><path d="M0 0h5v5H0zM5 5h5v5H5z" fill="#111827"/></pattern>' +
    radial('nf-sun', ['#fff', '#ffe066', '#ff7a18']) +
    radial('nf-cloud', ['#ffd1f0', '#ff4f8b', '#7b2ff7'], 'cx=".45" cy=".4" r=".75"') +
    radial('nf-ice', ['#fff', '#a5f3fc', '#0891b2']) +
    radial('nf-red', ['#ffe066', '#ff7a3d', '#c1121f', '#6b0511']) +
    radial('nf-blue', ['#fff', '#93c5fd', '#1d4ed8']) +
    radial('nf-moon', ['#ece9ff', '#b7b1e0', '#5b5690']) +
    radial('nf-vortex', ['#fff', '#c026d3', '#4c1d95', '#0b0524'], 'cx=".5" cy=".5" r=".5"') +
    radial('nf-planet', ['#fde68a', '#f472b6', '#7c3aed']) +
    radial('nf-disk', ['#fff', '#fde68a', '#f472b6', '#7b2ff700'], 'cx=".5" cy=".5" r=".5"') +
    stops('nf-lime', ['#f7fee7', '#a3e635']) +
    stops('nf-magenta', ['#ff7ad9', '#c026d3', '#6d28d9']) +
    stops('nf-tank', ['#60a5fa', '#2563eb', '#1e3a8a'], 'x1="0" y1="0" x2="1" y2="0"') +
    stops('nf-chrome', ['#f8fafc', '#cbd5e1', '#64748b']) +
    stops('nf-ring', ['#22d3ee', '#a78bfa', '#ff4f8b']) +
    stops('nf-crystal', ['#ccfbf1', '#2dd4bf', '#0f766e']) +
    stops('nf-teal', ['#5eead4', '#0d9488', '#134e4a']) +
    stops('nf-hood', ['#334155', '#1e293b', '#0f172a']) +
    stops('nf-card', ['#818cf8', '#4338ca', '#1e1b4b']) +
    stops('nf-chipcase', ['#475569', '#1e293b']),
  symbols,
  rank: (rank) => neon(rank, 32, 33, rank.length > 1 ? 32 : 42, RANK_COLOURS[rank] ?? '#fff'),
};

export default art;
