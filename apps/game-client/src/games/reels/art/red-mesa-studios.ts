/**
 * Red Mesa Studios' symbols: the gold rush, the wild west and Egypt, drawn flat with a dark brown
 * ink line on sandstone cells, the look of the studio's lobby art (its CSS holds the palette).
 */
import type { StudioArt } from '../reels-art';
import './red-mesa-studios.css';

const INK = '#3b1d0e';
const ink = (body: string, width = 2) =>
  `<g stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
const TEXT =
  'text-anchor="middle" dominant-baseline="central" font-family="Georgia,\'Times New Roman\',serif" font-weight="900"';
/** The ribbon a wild carries. */
const wild = (fill: string) =>
  ink(`<path d="M1 46h62l-4 7 4 7H1l4-7z" fill="${fill}"/>`) +
  `<text x="32" y="53.5" font-size="11" letter-spacing="1" fill="#ffe08a" ${TEXT}>WILD</text>`;
/** Rays behind a scatter. */
const rays = (fill: string) =>
  `<path d="M32 0l4 20 14-15-7 19 19-6-16 12 18 6-20 0 14 15-18-9 1 20-9-18-9 18 1-20-18 9 14-15H2l18-6L4 18l19 6-7-19 14 15z" fill="${fill}" opacity=".55"/>`;

/** Six-point star corners, for the sheriff's badge. */
function star(points: number, outer: number, inner: number): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(32 + radius * Math.cos(angle)).toFixed(1)},${(32 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const REVOLVER =
  '<path d="M4 21h30v7H4z" fill="url(#rm-steel)"/><path d="M5 21v-3h3v3" fill="#6b7480"/>' +
  '<path d="M29 17h19l4 7-5 8H30z" fill="#6b7480"/><rect x="31" y="19" width="13" height="11" rx="3" fill="#9aa3ad"/>' +
  '<path d="M35 19v11M40 19v11" stroke-width="1.2"/><path d="M47 17l5-6 4 3-5 6z" fill="#4b525c"/>' +
  '<path d="M44 30h9c2 8 4 16 2 24h-10c-2-8-3-16-1-24z" fill="#8a4b22"/><path d="M47 36l4 14" stroke="#c27a43" stroke-width="1.5"/>' +
  '<path d="M34 31c0 6 3 9 9 9" fill="none" stroke-width="2.5"/><path d="M39 31l1 5" />';

const symbols: Record<string, string> = {
  // Gold Rush Express
  locomotive:
    '<path d="M12 9c-3-5 3-9 7-6 2-4 9-3 9 2 4 0 5 6 1 7H15c-3 0-4-2-3-3z" fill="#f5efe6" opacity=".9"/>' +
    ink(
      '<path d="M15 14h11l-2 6v4h-7v-4z" fill="#2a2f4a"/><rect x="8" y="22" width="32" height="13" rx="4" fill="#c0392b"/>' +
        '<path d="M18 22v13M28 22v13" stroke="#ffd166" stroke-width="2"/><path d="M39 12h19v4H39z" fill="#7a1f10"/>' +
        '<path d="M40 16h16v19H40z" fill="#2a2f4a"/><rect x="44" y="19" width="8" height="7" rx="1" fill="#ffd166"/>' +
        '<circle cx="8" cy="26" r="3.5" fill="#ffe066"/><path d="M2 41l7-6h6v6z" fill="#7a1f10"/><path d="M7 34h51v4H7z" fill="#2a2f4a"/>' +
        '<circle cx="18" cy="40" r="5" fill="#2a2f4a"/><circle cx="30" cy="40" r="5" fill="#2a2f4a"/><circle cx="48" cy="39" r="6.5" fill="#2a2f4a"/>',
      1.8,
    ) +
    '<circle cx="18" cy="40" r="2.5" fill="#ffd166"/><circle cx="30" cy="40" r="2.5" fill="#ffd166"/><circle cx="48" cy="39" r="3" fill="#ffd166"/>' +
    wild('#b3261e'),
  nugget:
    ink(
      '<path d="M8 36c-2-9 5-17 13-18 4-7 15-8 20-2 8 0 14 8 12 16 4 6 0 14-8 15-5 5-15 5-20 1-9 1-16-4-17-12z" fill="url(#rm-gold)"/>',
    ) +
    '<path d="M21 23l9-4 6 6-8 6z" fill="#fff6cf" opacity=".85"/><path d="M39 31l8 1-2 7-7-2z" fill="#fff6cf" opacity=".6"/>' +
    '<path d="M16 42c6 4 14 6 24 3" fill="none" stroke="#9a6400" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M52 8l1.5 4.5L58 14l-4.5 1.5L52 20l-1.5-4.5L46 14l4.5-1.5z" fill="#fff"/>',
  prospector:
    ink(
      '<path d="M15 30c4 2 9 3 17 3s13-1 17-3c1 15-6 28-17 28S14 45 15 30z" fill="#ece4d6"/>' +
        '<path d="M19 22h26v10c0 4-6 6-13 6s-13-2-13-6z" fill="#f2b98a"/>' +
        '<path d="M21 35c4-3 8-3 11 0 3-3 7-3 11 0-3 3-8 4-11 1-3 3-8 2-11-1z" fill="#d6ccbb"/>' +
        '<ellipse cx="32" cy="29" rx="3.5" ry="3" fill="#e0946a"/>' +
        '<ellipse cx="32" cy="21" rx="27" ry="5" fill="#7a4a22"/><path d="M17 20c0-9 5-15 15-15s15 6 15 15z" fill="#a06a35"/><path d="M17.5 16h29v4h-29z" fill="#5a3516"/>',
      1.8,
    ) +
    '<circle cx="25.5" cy="26.5" r="1.8" fill="#3b1d0e"/><circle cx="38.5" cy="26.5" r="1.8" fill="#3b1d0e"/><path d="M24 11c2-2 5-3 8-3" stroke="#c98d52" stroke-width="2" fill="none" stroke-linecap="round"/>',
  mule:
    ink(
      '<path d="M20 26C11 17 9 7 12 2c6 2 11 10 12 20zM44 26c9-9 11-19 8-24-6 2-11 10-12 20z" fill="#8d6e63"/>' +
        '<path d="M19 21c0-6 6-10 13-10s13 4 13 10l-2 22H21z" fill="#a1887f"/>' +
        '<ellipse cx="32" cy="48" rx="13" ry="11" fill="#dbc7b5"/><path d="M27 12c1-5 3-8 5-9 2 2 4 4 5 9z" fill="#4e342e"/>',
      1.8,
    ) +
    '<path d="M16 19c-3-4-4-10-3-14 3 2 6 7 7 12zM48 19c3-4 4-10 3-14-3 2-6 7-7 12z" fill="#d7a59a"/>' +
    '<circle cx="25" cy="30" r="2.6" fill="#3b1d0e"/><circle cx="39" cy="30" r="2.6" fill="#3b1d0e"/><circle cx="25.8" cy="29.2" r=".9" fill="#fff"/><circle cx="39.8" cy="29.2" r=".9" fill="#fff"/>' +
    '<ellipse cx="27" cy="49" rx="2" ry="3" fill="#5d4037"/><ellipse cx="37" cy="49" rx="2" ry="3" fill="#5d4037"/><path d="M27 55c3 2 7 2 10 0" fill="none" stroke="#5d4037" stroke-width="1.6" stroke-linecap="round"/>',
  pickaxe:
    `<g transform="rotate(-32 32 34)">${ink('<rect x="28.5" y="14" width="7" height="48" rx="3" fill="#a0652f"/><path d="M2 26Q32-4 62 26Q32 9 2 26z" fill="url(#rm-steel)"/><rect x="26.5" y="9" width="11" height="11" rx="2" fill="#5d6470"/>', 1.8)}` +
    '<path d="M31 24v34" stroke="#c98d52" stroke-width="1.5"/><path d="M10 17q22-12 44 0" fill="none" stroke="#fff" stroke-width="1.5" opacity=".6"/></g>',
  lantern:
    '<circle cx="32" cy="35" r="24" fill="#ffd166" opacity=".28"/>' +
    ink(
      '<path d="M22 14a10 10 0 0 1 20 0" fill="none" stroke-width="3"/><path d="M19 14h26l-3 6H22z" fill="#5d6470"/>' +
        '<rect x="21" y="20" width="22" height="26" rx="4" fill="url(#rm-flame)"/><path d="M17 46h30l-3 7H20z" fill="#5d6470"/>',
    ) +
    '<path d="M32 25c4 5 5 8 5 11a5 5 0 0 1-10 0c0-3 1-6 5-11z" fill="#fff5c2"/><path d="M26 20v26M38 20v26" stroke="#3b1d0e" stroke-width="2"/>',

  // Desert Outlaws
  duel:
    `<g transform="translate(9 -2) rotate(28 32 28) scale(.8)">${ink(REVOLVER)}</g><g transform="translate(55 -2) scale(-1 1) rotate(28 32 28) scale(.8)">${ink(REVOLVER)}</g>` +
    '<path d="M32 10l2 5 5-2-3 5 5 2-5 2 3 5-5-2-2 5-2-5-5 2 3-5-5-2 5-2-3-5 5 2z" fill="#ffd166"/>' +
    wild('#7a1f10'),
  wanted:
    rays('#ffd166') +
    ink('<path d="M12 6h40l-1 48 2 5H11l2-5z" fill="#f3deb0"/>') +
    `<text x="32" y="15" font-size="7.2" letter-spacing=".3" fill="#7a1f10" ${TEXT}>WANTED</text>` +
    '<path d="M21 32c0-6 5-10 11-10s11 4 11 10l-2 12H23z" fill="#5a3516"/><path d="M17 28h30l-3-4h-24z" fill="#3a2c20"/><path d="M24 24c0-5 3-8 8-8s8 3 8 8z" fill="#3a2c20"/>' +
    `<text x="32" y="51" font-size="8" fill="${INK}" ${TEXT}>$ 5,000</text><circle cx="32" cy="8.5" r="1.8" fill="#6b7480"/>`,
  outlaw:
    ink(
      '<path d="M19 25h26v9c0 9-6 17-13 17s-13-8-13-17z" fill="#e8a77a"/>' +
        '<path d="M16 35c5 2 11 3 16 3s11-1 16-3c0 12-6 23-16 23S16 47 16 35z" fill="#c0392b"/>' +
        '<path d="M17 23c0-11 4-17 8-17 3 0 5 2 7 2s4-2 7-2c4 0 8 6 8 17z" fill="#3a2c20"/><path d="M4 22c8 4 48 4 56 0-2 5-10 7-28 7S6 27 4 22z" fill="#2b2118"/>',
      1.8,
    ) +
    '<path d="M17.5 19h29" stroke="#b3261e" stroke-width="3"/><path d="M22 31.5h7M35 31.5h7" stroke="#3b1d0e" stroke-width="2.6" stroke-linecap="round"/>' +
    '<path d="M21 28l8 1.5M43 28l-8 1.5" stroke="#3b1d0e" stroke-width="1.8" stroke-linecap="round"/>' +
    '<circle cx="24" cy="45" r="1.4" fill="#fff"/><circle cx="32" cy="49" r="1.4" fill="#fff"/><circle cx="40" cy="45" r="1.4" fill="#fff"/><circle cx="30" cy="42" r="1.2" fill="#fff"/><circle cx="36" cy="53" r="1.2" fill="#fff"/>',
  sheriff:
    ink(`<polygon points="${star(6, 25, 14)}" fill="url(#rm-gold)"/>`) +
    [0, 1, 2, 3, 4, 5]
      .map((corner) => {
        const angle = (Math.PI * corner) / 3 - Math.PI / 2;
        return `<circle cx="${(32 + 26 * Math.cos(angle)).toFixed(1)}" cy="${(32 + 26 * Math.sin(angle)).toFixed(1)}" r="3.6" fill="#ffd166" stroke="${INK}" stroke-width="1.6"/>`;
      })
      .join('') +
    `<circle cx="32" cy="32" r="10" fill="#e0a21b" stroke="#9a6400" stroke-width="1.5"/><polygon points="${star(5, 6.5, 2.8)}" fill="#fff3c4"/>`,
  revolver: `<g transform="translate(2 6)">${ink(REVOLVER)}</g><path d="M8 28.5h22" stroke="#fff" stroke-width="1.4" opacity=".6"/>`,
  whiskey:
    ink(
      '<path d="M22 6h9v12c6 3 8 7 8 12v24a4 4 0 0 1-4 4H19a4 4 0 0 1-4-4V30c0-5 2-9 7-12z" fill="url(#rm-amber)"/><rect x="21.5" y="2" width="10" height="6" rx="1.5" fill="#c19a6b"/>' +
        '<rect x="16" y="34" width="22" height="13" rx="1" fill="#f3deb0"/><path d="M41 38h17l-2.5 19H43.5z" fill="#fbe9d0" fill-opacity=".55"/>',
      1.8,
    ) +
    `<path d="M42.2 45h14.6l-1.3 10.5H43.5z" fill="#c8741e"/><text x="27" y="40.8" font-size="7.5" fill="#b3261e" ${TEXT}>XXX</text>` +
    '<path d="M19 22c-1 3-1 7-1 10" stroke="#fff" stroke-width="2" opacity=".5" stroke-linecap="round"/>',

  // Sands of Anubis
  anubis:
    ink(
      '<path d="M17 28L13 2l13 13zM47 28l4-26-13 13z" fill="#22222e"/><path d="M19 19c4-4 22-4 26 0l2 12-8 12H25l-8-12z" fill="#2a2a38"/>' +
        '<path d="M26 34h12l-2 11h-8z" fill="#2a2a38"/><path d="M11 40c7 5 35 5 42 0l1 7c-9 5-35 5-44 0z" fill="#d4a017"/>',
      1.6,
    ) +
    '<path d="M18 22l-2-14 7 8zM46 22l2-14-7 8z" fill="#d4a017"/><path d="M22 27l6 1-6 2zM42 27l-6 1 6 2z" fill="#ffd166"/>' +
    '<path d="M13 43.5c8 4 30 4 38 0" fill="none" stroke="#1f4e8c" stroke-width="2"/><ellipse cx="32" cy="45" rx="3" ry="1.5" fill="#111"/>' +
    wild('#1f4e8c'),
  ankh:
    rays('#ffd166') +
    ink(
      '<path d="M32 3c-8 0-12 7-12 13 0 5 3 9 7 12H12v8h16v24h8V36h16v-8H37c4-3 7-7 7-12 0-6-4-13-12-13zm0 7c3 0 5 3 5 6 0 4-3 8-5 10-2-2-5-6-5-10 0-3 2-6 5-6z" fill="url(#rm-gold)" fill-rule="evenodd"/>',
    ) +
    '<path d="M14 30h12M30 39v18" stroke="#fff6cf" stroke-width="2" stroke-linecap="round" opacity=".8"/>',
  pharaoh:
    ink(
      '<path d="M32 4C17 4 11 14 11 25L7 54h50l-4-29C53 14 47 4 32 4z" fill="#e9b949"/>' +
        '<path d="M21 21h22v15c0 7-5 12-11 12s-11-5-11-12z" fill="#c68642"/><rect x="28.5" y="46" width="7" height="13" rx="2" fill="#1f4e8c"/>',
      1.8,
    ) +
    '<path d="M14 28l-3 24M18 30l-2 24M50 28l3 24M46 30l2 24M13 14c6-5 12-7 19-7s13 2 19 7" fill="none" stroke="#1f4e8c" stroke-width="2.6"/>' +
    '<path d="M20 19h24v3H20z" fill="#1f4e8c"/><path d="M30 18c0-5 4-5 4 0l-2 4z" fill="#c0392b" stroke="#3b1d0e" stroke-width="1"/>' +
    '<path d="M23 28c2-2 5-2 7 0-2 2-5 2-7 0zM34 28c2-2 5-2 7 0-2 2-5 2-7 0z" fill="#fff" stroke="#111" stroke-width="1.4"/><circle cx="26.5" cy="28" r="1.2" fill="#111"/><circle cx="37.5" cy="28" r="1.2" fill="#111"/>' +
    '<path d="M30 40h4" stroke="#7a3e10" stroke-width="1.6" stroke-linecap="round"/>',
  scarab:
    '<circle cx="32" cy="8" r="6" fill="#e8590c" stroke="#3b1d0e" stroke-width="1.6"/>' +
    ink(
      '<path d="M21 30C9 22 2 27 1 37c7-5 13-4 20-1zM43 30c12-8 19-3 20 7-7-5-13-4-20-1z" fill="#d4a017"/>' +
        '<path d="M22 22l-7-4M42 22l7-4M20 40l-8 4M44 40l8 4M21 50l-6 7M43 50l6 7" fill="none" stroke-width="2.4"/>' +
        '<path d="M24 20c0-5 4-8 8-8s8 3 8 8z" fill="#163a6b"/><ellipse cx="32" cy="37" rx="13" ry="17" fill="url(#rm-lapis)"/>',
      1.8,
    ) +
    '<path d="M32 22v31" stroke="#3b1d0e" stroke-width="1.6"/><path d="M24 28c2-3 4-4 6-4" stroke="#9ad1e8" stroke-width="2" fill="none" stroke-linecap="round"/>',
  eye:
    ink('<rect x="4" y="8" width="56" height="48" rx="8" fill="url(#rm-gold)"/>', 1.8) +
    '<g fill="none" stroke="#1f4e8c" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"><path d="M10 19c10-6 34-8 44-2"/>' +
    '<path d="M11 31c8-8 31-10 43 0-10 7-33 8-43 0z" fill="#fdf6e3"/><path d="M25 38l-5 14"/><path d="M36 38c1 6 5 10 11 10 4 0 6-3 4-6-2-2-5-1-4 1"/></g>' +
    '<circle cx="32" cy="30.5" r="6" fill="#1f4e8c"/><circle cx="30" cy="28.5" r="1.8" fill="#fff"/>',

  // Pharaoh's Vault
  sphinx:
    ink(
      '<path d="M4 42h48c5 0 8-4 6-9-3-6-10-9-20-9H26v18z" fill="#e0b070"/><path d="M8 14c0-7 5-11 11-11s11 4 11 11l3 19H6z" fill="#e9c46a"/>' +
        '<path d="M11 14h16v11c0 5-4 8-8 8s-8-3-8-8z" fill="#d39a55"/><path d="M36 42v-8M46 42v-6" fill="none"/>',
      1.7,
    ) +
    '<path d="M9 20l-2 12M13 22l-1 11M29 20l2 12M25 22l1 11" stroke="#1f4e8c" stroke-width="2"/><path d="M14 19h3M21 19h3" stroke="#3b1d0e" stroke-width="1.8" stroke-linecap="round"/>' +
    '<path d="M4 42h56" stroke="#3b1d0e" stroke-width="2"/>' +
    wild('#1f4e8c'),
  'scarab-coin':
    ink('<circle cx="32" cy="32" r="27" fill="url(#rm-gold)"/>') +
    '<circle cx="32" cy="32" r="21" fill="none" stroke="#9a6400" stroke-width="1.8" stroke-dasharray="3 2.2"/>' +
    '<path d="M22 30c-6-4-10-2-11 3 4-2 7-2 11 0zM42 30c6-4 10-2 11 3-4-2-7-2-11 0z" fill="#9a6400"/>' +
    '<path d="M27 23c0-3 2-5 5-5s5 2 5 5z" fill="#9a6400"/><ellipse cx="32" cy="34" rx="8" ry="11" fill="#b57c0a"/><path d="M32 24v21" stroke="#fff3c4" stroke-width="1.3"/>',
  cleopatra:
    ink(
      '<path d="M11 54V24C11 12 20 4 32 4s21 8 21 20v30H43V28H21v26z" fill="#17151f"/>' +
        '<path d="M20 20h24v17c0 8-5 14-12 14s-12-6-12-14z" fill="#d9a066"/>' +
        '<path d="M18 24c0-10 6-15 14-15s14 5 14 15z" fill="#17151f"/><path d="M12 55c6-5 34-5 40 0l-2 6H14z" fill="#d4a017"/>',
      1.7,
    ) +
    '<path d="M18 21h28" stroke="#d4a017" stroke-width="3"/><path d="M30.5 20c0-5 3-6 3-2v-5c2-2-3-3-2 0z" fill="#d4a017" stroke="#3b1d0e" stroke-width="1"/>' +
    '<path d="M22 30c3-3 6-3 8 0M34 30c2-3 5-3 8 0" fill="none" stroke="#1f77b4" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M22 32c2 1.5 5 1.5 8 0M34 32c3 1.5 6 1.5 8 0l2-1.5M22 32l-2-1.5" fill="none" stroke="#111" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M28.5 43c2 1.5 5 1.5 7 0-2-1-5-1-7 0z" fill="#b3261e"/><path d="M15 57h34" stroke="#1f4e8c" stroke-width="2"/><path d="M18 54h28" stroke="#c0392b" stroke-width="1.5"/>',
  pyramid:
    '<circle cx="49" cy="14" r="8" fill="#e8590c"/><circle cx="49" cy="14" r="12" fill="#e8590c" opacity=".25"/>' +
    ink(
      '<path d="M30 10L58 54H2z" fill="#e9c46a"/><path d="M30 10l28 44H34z" fill="#c9952f"/><path d="M2 55c10-3 50-4 60 0v5H2z" fill="#d9a25a"/>',
      1.8,
    ) +
    '<path d="M30 10l4.5 7h-9z" fill="#fff3b0"/><path d="M16 32h14M11 40h19M6 48h24M21 32v8M14 40v8M25 48v6" stroke="#b07a2a" stroke-width="1.3"/>',
  chalice:
    ink(
      '<path d="M13 7h38c0 14-8 25-19 25S13 21 13 7z" fill="url(#rm-gold)"/><path d="M29 31h6v16h-6z" fill="#d4a017"/><ellipse cx="32" cy="38" rx="6" ry="3" fill="#e9b949"/>' +
        '<path d="M16 57c2-6 9-10 16-10s14 4 16 10z" fill="url(#rm-gold)"/>',
      1.8,
    ) +
    '<circle cx="32" cy="17" r="4.5" fill="#1f9e89" stroke="#3b1d0e" stroke-width="1.4"/><circle cx="21" cy="14" r="2.4" fill="#c0392b"/><circle cx="43" cy="14" r="2.4" fill="#c0392b"/>' +
    '<path d="M17 11c1 5 3 9 6 12" fill="none" stroke="#fff6cf" stroke-width="2" stroke-linecap="round"/>',
};

const RANK_COLOURS: Readonly<Record<string, string>> = {
  A: '#c0392b',
  K: '#1f7a8c',
  Q: '#b7791f',
  J: '#4e7d3a',
  10: '#8e44ad',
};

const art: StudioArt = {
  studio: 'red-mesa-studios',
  defs:
    '<linearGradient id="rm-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff0a8"/><stop offset=".5" stop-color="#f4c430"/><stop offset="1" stop-color="#c98a0b"/></linearGradient>' +
    '<linearGradient id="rm-steel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e3e8ee"/><stop offset="1" stop-color="#7b8591"/></linearGradient>' +
    '<linearGradient id="rm-amber" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e08a2c"/><stop offset="1" stop-color="#8a4210"/></linearGradient>' +
    '<linearGradient id="rm-lapis" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3f8fd2"/><stop offset="1" stop-color="#163a6b"/></linearGradient>' +
    '<radialGradient id="rm-flame" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="#fff3b0"/><stop offset=".5" stop-color="#ffc247"/><stop offset="1" stop-color="#e8590c"/></radialGradient>',
  symbols,
  rank: (rank) => {
    const size = rank.length > 1 ? 34 : 44;
    const letter = (dx: number, fill: string, stroke: string) =>
      `<text x="${32 + dx}" y="${34 + dx}" font-size="${size}" fill="${fill}" stroke="${stroke}" stroke-width="2.4" paint-order="stroke" ${TEXT}>${rank}</text>`;
    return (
      letter(2, INK, INK) +
      letter(0, RANK_COLOURS[rank] ?? INK, '#fff6e0') +
      '<path d="M18 56h28" stroke="#3b1d0e" stroke-width="2" stroke-linecap="round" opacity=".35"/>'
    );
  },
};

export default art;
