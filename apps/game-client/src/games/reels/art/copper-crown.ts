/**
 * Copper Crown's symbols: the fruit machine's sevens, bars and fruit, and a sweet shop, drawn
 * glossy with a bold outline on cream reel drums, as the studio's lobby art (its CSS holds the palette).
 */
import type { StudioArt } from '../reels-art';
import './copper-crown.css';

const INK = '#3d1408';
const bold = (body: string, width = 2.2) =>
  `<g stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
const TEXT =
  'text-anchor="middle" dominant-baseline="central" font-family="Impact,\'Arial Black\',system-ui,sans-serif" font-weight="900"';
const gloss = (x: number, y: number, rx: number, ry: number, angle = -25) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${x} ${y})" fill="#fff" opacity=".6"/>`;
/** The fruit machine's seven, drawn (not a font's). */
const SEVEN = '<path d="M10 7h44v10L36 59H21l18-39H24v5H10z"/>';
const seven = (fill: string) =>
  bold(`<g fill="${fill}">${SEVEN}</g>`, 2.6) +
  '<path d="M13 10h38" stroke="#fff" stroke-width="2" opacity=".55" stroke-linecap="round"/><path d="M41 19L27 52" stroke="#fff" stroke-width="2" opacity=".4" stroke-linecap="round"/>';
/** Bars, one to three, in their colour. */
const bars = (count: number, fill: string) => {
  const top = 32 - count * 9.5;
  return Array.from({ length: count }, (_, bar) => {
    const y = top + bar * 19;
    return (
      bold(`<rect x="5" y="${y + 1}" width="54" height="16" rx="4" fill="${fill}"/>`, 2) +
      `<text x="32" y="${y + 9.5}" font-size="13" letter-spacing="2" fill="#fff" ${TEXT}>BAR</text>`
    );
  }).join('');
};
/** The ribbon a wild carries. */
const wild = (fill: string) =>
  bold(`<path d="M2 46h60l-4 7 4 7H2l4-7z" fill="${fill}"/>`, 2) +
  `<text x="32" y="53.5" font-size="12" letter-spacing="1.5" fill="#fff" stroke="${INK}" stroke-width="2" paint-order="stroke" ${TEXT}>WILD</text>`;
const rays = (fill: string) =>
  `<g fill="${fill}" opacity=".45">${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((angle) => `<path d="M30 32L32 0l2 32z" transform="rotate(${angle} 32 32)"/>`).join('')}</g>`;
const CHERRIES =
  bold('<path d="M21 40C24 24 32 13 46 7M43 40c0-14 1-24 3-33" fill="none" stroke-width="4.2"/>', 1) +
  '<path d="M21 40C24 24 32 13 46 7M43 40c0-14 1-24 3-33" fill="none" stroke="#4d7c0f" stroke-width="2.4" stroke-linecap="round"/>' +
  bold(
    '<path d="M46 8c6-6 14-5 16-1-6 4-12 4-16 1z" fill="#65a30d"/><circle cx="20" cy="46" r="13" fill="url(#cc-cherry)"/><circle cx="44" cy="46" r="13" fill="url(#cc-cherry)"/>',
  ) +
  gloss(15, 41, 4, 2.4) +
  gloss(39, 41, 4, 2.4);

const symbols: Record<string, string> = {
  // Fruit Fiesta and Triple Sevens
  seven: seven('url(#cc-red)'),
  'red-seven': seven('url(#cc-red)'),
  'blue-seven': seven('url(#cc-blue)'),
  'wild-seven': `<g transform="translate(6 0) scale(.82)">${seven('url(#cc-gold)')}</g>` + wild('#7c3aed'),
  bar: bars(1, '#1f2937'),
  'double-bar': bars(2, '#1d4ed8'),
  'triple-bar': bars(3, '#b91c1c'),
  cherry: CHERRIES,
  bell:
    bold(
      '<path d="M32 5c12 0 18 10 18 22v11l6 9H8l6-9V27C14 15 20 5 32 5z" fill="url(#cc-gold)"/><circle cx="32" cy="53" r="6" fill="url(#cc-gold)"/><path d="M8 47h48" fill="none"/>',
    ) +
    '<path d="M29 5c0-3 6-3 6 0" stroke="#3d1408" stroke-width="2.2" fill="none"/>' +
    gloss(23, 20, 3.6, 9, 15) +
    '<path d="M14 41h36" stroke="#a16207" stroke-width="1.6" opacity=".6"/>',
  watermelon:
    bold(
      '<path d="M4 22h56c0 18-12 32-28 32S4 40 4 22z" fill="#16a34a"/><path d="M9 22h46c0 14-10 26-23 26S9 36 9 22z" fill="#f0fdf4"/><path d="M12 22h40c0 12-8 22-20 22s-20-10-20-22z" fill="url(#cc-melon)"/>',
      2,
    ) +
    '<g fill="#1c1917"><ellipse cx="22" cy="29" rx="1.6" ry="2.6"/><ellipse cx="32" cy="34" rx="1.6" ry="2.6"/><ellipse cx="42" cy="29" rx="1.6" ry="2.6"/><ellipse cx="27" cy="40" rx="1.4" ry="2.2"/><ellipse cx="37" cy="40" rx="1.4" ry="2.2"/></g>' +
    '<path d="M14 25h36" stroke="#fff" stroke-width="1.6" opacity=".5" stroke-linecap="round"/>',
  plum:
    bold(
      '<path d="M33 14c2-4 4-7 8-9" fill="none" stroke-width="3"/><path d="M34 13c6-6 16-6 20-1-6 4-14 5-20 1z" fill="#65a30d"/><ellipse cx="31" cy="37" rx="20" ry="22" fill="url(#cc-plum)"/>',
    ) +
    '<path d="M31 16c-4 8-4 30 0 42" fill="none" stroke="#4c1d95" stroke-width="1.6" opacity=".6"/>' +
    gloss(22, 28, 4, 8, 20),
  orange:
    bold(
      '<circle cx="32" cy="35" r="24" fill="url(#cc-orange)"/><path d="M32 12c4-6 12-8 18-5-4 6-12 7-18 5z" fill="#65a30d"/>',
    ) +
    '<circle cx="32" cy="12" r="2" fill="#3f6212"/><g fill="#c2410c" opacity=".5"><circle cx="40" cy="44" r="1.2"/><circle cx="46" cy="36" r="1.2"/><circle cx="36" cy="50" r="1.2"/><circle cx="44" cy="48" r="1"/></g>' +
    gloss(23, 26, 5, 8, 30),
  lemon:
    bold(
      '<path d="M6 34c2-14 14-22 26-22s24 8 26 22c-2 12-14 18-26 18S8 46 6 34z" fill="url(#cc-lemon)"/><path d="M6 34l-4-2 4-2M58 34l4-2-4-2" fill="#facc15"/>',
    ) +
    '<path d="M36 12c2-4 6-6 10-6-2 4-6 6-10 6z" fill="#65a30d" stroke="#3d1408" stroke-width="1.6"/>' +
    gloss(22, 24, 6, 3, -15),

  // Sugar Cascade
  lollipop:
    rays('#ffe066') +
    bold('<path d="M30 38h4v24h-4z" fill="#fff"/><circle cx="32" cy="26" r="21" fill="#fff"/>', 2) +
    '<g fill="none" stroke-width="5.5" stroke-linecap="round"><path d="M32 26a4 4 0 0 1 8 0 8 8 0 0 1-16 0 12 12 0 0 1 24 0" stroke="#ec4899"/><path d="M48 26a16 16 0 0 1-32 0" stroke="#38bdf8"/><path d="M16 26a16 16 0 0 1 16-16" stroke="#facc15"/></g>' +
    gloss(22, 16, 5, 2.6),
  'heart-candy':
    bold(
      '<path d="M32 57C13 43 5 32 5 21A14 14 0 0 1 32 15a14 14 0 0 1 27 6c0 11-8 22-27 36z" fill="url(#cc-pink)"/>',
    ) +
    '<path d="M32 50C18 40 12 32 12 23" fill="none" stroke="#fff" stroke-width="2" opacity=".4" stroke-linecap="round"/>' +
    gloss(17, 18, 5, 3) +
    gloss(44, 17, 3, 1.8),
  'gummy-bear':
    bold(
      '<circle cx="20" cy="10" r="6" fill="url(#cc-gummy)"/><circle cx="44" cy="10" r="6" fill="url(#cc-gummy)"/><circle cx="32" cy="20" r="13" fill="url(#cc-gummy)"/>' +
        '<path d="M16 36c-6 0-8 8-2 10M48 36c6 0 8 8 2 10" fill="url(#cc-gummy)"/><ellipse cx="32" cy="42" rx="15" ry="14" fill="url(#cc-gummy)"/>' +
        '<ellipse cx="22" cy="56" rx="7" ry="5" fill="url(#cc-gummy)"/><ellipse cx="42" cy="56" rx="7" ry="5" fill="url(#cc-gummy)"/>',
      1.8,
    ) +
    '<circle cx="27" cy="18" r="1.6" fill="#7f1d1d"/><circle cx="37" cy="18" r="1.6" fill="#7f1d1d"/><ellipse cx="32" cy="24" rx="3" ry="2" fill="#7f1d1d" opacity=".6"/>' +
    gloss(25, 37, 4, 6, 20),
  donut:
    bold(
      '<circle cx="32" cy="34" r="26" fill="#e0a060"/><path d="M8 30c0-12 11-22 24-22s24 10 24 22c0 6-3 8-6 8-2 4-6 3-7 0-4 4-9 4-11 1-3 4-9 4-11 0-3 3-8 2-8-2-4 1-5-3-5-7z" fill="url(#cc-frosting)"/><circle cx="32" cy="29" r="7" fill="#f8e7d0"/>',
    ) +
    '<g stroke-width="2.6" stroke-linecap="round"><path d="M18 22l3-2" stroke="#facc15"/><path d="M44 18l2 3" stroke="#38bdf8"/><path d="M46 32l3-1" stroke="#fff"/><path d="M22 34l-1 3" stroke="#38bdf8"/><path d="M30 16h3" stroke="#a3e635"/><path d="M38 37l2 2" stroke="#facc15"/></g>' +
    gloss(20, 18, 4, 2),
  'jelly-bean':
    bold(
      '<path d="M8 26c0-8 8-12 14-10s6 6 10 6 8 6 4 12-16 6-22 2S8 30 8 26z" fill="url(#cc-bean-green)"/><path d="M28 44c0-8 8-12 14-10s6 6 10 6 8 6 4 12-16 6-22 2-6-6-6-10z" fill="url(#cc-bean-purple)"/>' +
        '<path d="M34 14c2-6 10-8 16-4s4 10 8 14-2 12-10 10-10-8-12-12-4-4-2-8z" fill="url(#cc-bean-orange)"/>',
      1.8,
    ) +
    gloss(16, 21, 4, 1.8) +
    gloss(36, 40, 4, 1.8) +
    gloss(44, 13, 3.6, 1.6),
  'candy-cane':
    '<path d="M22 60V22a12 12 0 0 1 24 0v4" fill="none" stroke="#3d1408" stroke-width="13" stroke-linecap="round"/>' +
    '<path d="M22 60V22a12 12 0 0 1 24 0v4" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>' +
    '<path d="M22 60V22a12 12 0 0 1 24 0v4" fill="none" stroke="#dc2626" stroke-width="9" stroke-dasharray="5 5"/>' +
    '<path d="M19 56V22a15 15 0 0 1 8-13" fill="none" stroke="#fff" stroke-width="1.6" opacity=".6" stroke-linecap="round"/>',
  mint:
    bold('<path d="M12 32L2 24v16zM52 32l10-8v16z" fill="#fca5a5"/><circle cx="32" cy="32" r="21" fill="#fff"/>', 2) +
    '<g fill="#dc2626">' +
    [0, 60, 120, 180, 240, 300]
      .map((angle) => `<path d="M32 32L32 12a20 20 0 0 1 10 2.7z" transform="rotate(${angle} 32 32)"/>`)
      .join('') +
    '</g>' +
    '<circle cx="32" cy="32" r="21" fill="none" stroke="#3d1408" stroke-width="2.2"/>' +
    gloss(24, 22, 5, 2.6),

  // Bubblegum Bonanza
  bubble:
    '<circle cx="32" cy="25" r="22" fill="url(#cc-bubble)" stroke="#be185d" stroke-width="2"/>' +
    gloss(24, 15, 6, 3.4) +
    '<circle cx="42" cy="34" r="2.4" fill="#fff" opacity=".7"/>' +
    wild('#db2777'),
  'gumball-machine':
    rays('#fff3b0') +
    bold(
      '<rect x="28" y="2" width="8" height="6" rx="2" fill="#dc2626"/><circle cx="32" cy="24" r="18" fill="#e0f2fe" fill-opacity=".55"/><path d="M18 40h28l4 18H14z" fill="url(#cc-red)"/>',
      2,
    ) +
    '<g stroke="#3d1408" stroke-width="1"><circle cx="24" cy="22" r="4.5" fill="#facc15"/><circle cx="34" cy="18" r="4.5" fill="#38bdf8"/><circle cx="40" cy="28" r="4.5" fill="#ec4899"/><circle cx="28" cy="32" r="4.5" fill="#a3e635"/><circle cx="36" cy="36" r="3.8" fill="#fb923c"/><circle cx="22" cy="32" r="3.4" fill="#a78bfa"/></g>' +
    '<rect x="26" y="46" width="12" height="6" rx="1.5" fill="#fde68a" stroke="#3d1408" stroke-width="1.4"/>' +
    gloss(24, 13, 5, 2.4),
  bubblegum:
    bold(
      '<path d="M12 22L4 16v32l8-6zM52 22l8-6v32l-8-6z" fill="#f9a8d4"/><rect x="12" y="18" width="40" height="28" rx="4" fill="url(#cc-pink)"/>',
      2,
    ) +
    '<rect x="18" y="24" width="28" height="16" rx="3" fill="#fff" opacity=".85"/><path d="M22 32c4-4 6 4 10 0s6 4 10 0" fill="none" stroke="#db2777" stroke-width="2.4" stroke-linecap="round"/>',
  cupcake:
    bold(
      '<path d="M14 36h36l-5 22H19z" fill="url(#cc-wrapper)"/><path d="M12 36c-4-6 2-12 8-12 0-8 6-12 12-12s12 4 12 12c6 0 12 6 8 12z" fill="url(#cc-frosting)"/>',
      2,
    ) +
    bold('<circle cx="32" cy="10" r="5" fill="#dc2626"/><path d="M32 5c2-3 4-4 6-4" fill="none"/>', 1.6) +
    '<path d="M22 40l2 16M32 38v18M42 40l-2 16" stroke="#fff" stroke-width="2" opacity=".55"/><g stroke-width="2.4" stroke-linecap="round"><path d="M20 28l2-2" stroke="#facc15"/><path d="M40 22l3 1" stroke="#38bdf8"/><path d="M30 24l1 3" stroke="#a3e635"/><path d="M44 30l2 2" stroke="#fff"/></g>' +
    gloss(30, 6, 2, 1.2),
  lolly:
    bold(
      '<rect x="29" y="44" width="6" height="16" rx="3" fill="#f5deb3"/><path d="M16 16a16 16 0 0 1 32 0v26a4 4 0 0 1-4 4H20a4 4 0 0 1-4-4z" fill="url(#cc-ice)"/>',
      2,
    ) +
    '<path d="M16 24h32M16 34h32" stroke="#fff" stroke-width="3" opacity=".6"/>' +
    gloss(23, 15, 3, 6, 10),
  taffy:
    bold(
      '<path d="M16 22L6 14v36l10-8zM48 22l10-8v36l-10-8z" fill="#a7f3d0"/><rect x="14" y="18" width="36" height="28" rx="12" fill="#fff"/>',
      2,
    ) +
    '<path d="M22 19c-4 8-4 18 0 26M32 18c-4 9-4 19 0 28M42 19c-4 8-4 18 0 26" stroke="#10b981" stroke-width="3.4" fill="none"/>' +
    gloss(24, 24, 6, 2.4, 0),
  sprinkles:
    bold(
      '<rect x="18" y="20" width="28" height="38" rx="5" fill="#e0f2fe" fill-opacity=".7"/><rect x="20" y="12" width="24" height="10" rx="3" fill="#f472b6"/>',
      2,
    ) +
    '<g fill="#fff"><circle cx="26" cy="15" r="1.3"/><circle cx="32" cy="17" r="1.3"/><circle cx="38" cy="15" r="1.3"/></g>' +
    '<g stroke-width="2.6" stroke-linecap="round"><path d="M23 30l3 2M30 28l-2 3M38 30l3-1M25 40l1 3M33 38l3 2M40 42l-2 3M24 50l3 1M32 48l-1 3M39 51l3-1" stroke="#ec4899"/>' +
    '<path d="M27 35l2 2M36 33l-1 3M29 45l3 0M37 46l2 2M28 54l2-2M36 55h3" stroke="#38bdf8"/><path d="M8 8l2 3M14 4l1 3M52 6l-2 3M56 12l-3 1" stroke="#facc15"/></g>',
  sherbet:
    bold(
      '<path d="M18 34h28L32 62z" fill="url(#cc-cone)"/><circle cx="32" cy="16" r="10" fill="#fdba74"/><circle cx="23" cy="28" r="10" fill="#f9a8d4"/><circle cx="41" cy="28" r="10" fill="#a7f3d0"/>',
      2,
    ) +
    '<path d="M22 38l16 10M26 48l10-6M30 56l4-3" stroke="#92400e" stroke-width="1.4" opacity=".6"/>' +
    gloss(28, 12, 3.4, 1.8) +
    gloss(19, 24, 3, 1.8) +
    gloss(37, 24, 3, 1.8),
};

const linear = (id: string, colours: readonly string[], attributes = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attributes}>${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
const radial = (id: string, colours: readonly string[]) =>
  `<radialGradient id="${id}" cx=".38" cy=".32" r=".75">${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</radialGradient>`;

const art: StudioArt = {
  studio: 'copper-crown',
  defs:
    linear('cc-red', ['#ff6b6b', '#dc2626', '#7f1d1d']) +
    linear('cc-blue', ['#7dd3fc', '#2563eb', '#1e3a8a']) +
    linear('cc-gold', ['#fff3b0', '#facc15', '#b45309']) +
    radial('cc-cherry', ['#fb7185', '#dc2626', '#7f1d1d']) +
    linear('cc-melon', ['#fb7185', '#e11d48']) +
    radial('cc-plum', ['#c4b5fd', '#7c3aed', '#3b0764']) +
    radial('cc-orange', ['#fed7aa', '#fb923c', '#c2410c']) +
    radial('cc-lemon', ['#fef9c3', '#facc15', '#ca8a04']) +
    radial('cc-pink', ['#fce7f3', '#f472b6', '#be185d']) +
    radial('cc-gummy', ['#fca5a5', '#ef4444', '#991b1b']) +
    linear('cc-frosting', ['#fbcfe8', '#f472b6']) +
    radial('cc-bean-green', ['#d9f99d', '#65a30d']) +
    radial('cc-bean-purple', ['#e9d5ff', '#9333ea']) +
    radial('cc-bean-orange', ['#fed7aa', '#f97316']) +
    radial('cc-bubble', ['#fdf2f8', '#f9a8d4', '#ec4899']) +
    linear('cc-wrapper', ['#7dd3fc', '#0284c7']) +
    linear('cc-ice', ['#fda4af', '#fb923c', '#facc15']) +
    linear('cc-cone', ['#fcd9a0', '#d6903f']),
  symbols,
  rank: (rank) =>
    `<text x="32" y="33" font-size="${rank.length > 1 ? 34 : 46}" fill="url(#cc-red)" stroke="${INK}" stroke-width="3" paint-order="stroke" ${TEXT}>${rank}</text>`,
};

export default art;
