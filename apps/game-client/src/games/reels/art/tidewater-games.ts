/**
 * Tidewater Games' symbols: the reef, the deep and the rainforest, drawn soft and round with a
 * thin deep-sea line and bright highlights, the look of the studio's lobby art (its CSS holds the palette).
 */
import type { StudioArt } from '../reels-art';
import './tidewater-games.css';

const LINE = '#0b2a40';
const soft = (body: string, width = 1.6) =>
  `<g stroke="${LINE}" stroke-opacity=".7" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
const TEXT =
  'text-anchor="middle" dominant-baseline="central" font-family="\'Trebuchet MS\',Verdana,system-ui,sans-serif" font-weight="900"';
const shine = (x: number, y: number, rx: number, ry: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".45"/>`;
const bubbles =
  '<circle cx="54" cy="10" r="3" fill="none" stroke="#bdf4ff" stroke-width="1.4"/><circle cx="58" cy="19" r="1.8" fill="none" stroke="#bdf4ff" stroke-width="1.2"/>';
/** The ribbon a wild carries. */
const wild = (fill: string) =>
  soft(`<path d="M2 46h60l-3 7 3 7H2l3-7z" fill="${fill}"/>`) +
  `<text x="32" y="53.5" font-size="11.5" letter-spacing="1" fill="#fff" stroke="${LINE}" stroke-width="1.6" paint-order="stroke" ${TEXT}>WILD</text>`;
const rays = (fill: string) =>
  `<g fill="${fill}" opacity=".35">${[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => `<path d="M29 32L32 0l3 32z" transform="rotate(${angle} 32 32)"/>`).join('')}</g>`;

const symbols: Record<string, string> = {
  // Pearl Lagoon
  pearl:
    soft('<path d="M6 44C6 26 18 12 32 12s26 14 26 32z" fill="url(#tw-shell)"/>') +
    '<path d="M32 44L14 22M32 44L24 14M32 44l8-30M32 44l18-22" stroke="#c2607e" stroke-width="1.6" opacity=".6"/>' +
    `<circle cx="32" cy="32" r="12" fill="url(#tw-pearl)" stroke="${LINE}" stroke-opacity=".4" stroke-width="1.2"/>` +
    shine(28, 27, 4, 2.6) +
    wild('#e0527a'),
  clam:
    rays('#fff6c8') +
    soft(
      '<path d="M4 34C4 16 16 5 32 5s28 11 28 29z" fill="url(#tw-shell)"/><path d="M4 36c2 12 13 21 28 21s26-9 28-21z" fill="#d985b5"/><ellipse cx="32" cy="36" rx="25" ry="7" fill="#ffc2d6"/>',
    ) +
    '<path d="M32 34L12 14M32 34L22 8M32 34l10-26M32 34l20-20" stroke="#c2607e" stroke-width="1.8" opacity=".55"/>' +
    `<circle cx="32" cy="35" r="8" fill="url(#tw-pearl)"/>` +
    shine(29.5, 32.5, 2.6, 1.8),
  mermaid:
    soft(
      '<path d="M13 32C11 15 20 4 32 4s21 11 19 28c-1 9 3 15 6 21-9 2-16-3-19-9H26c-3 6-10 11-19 9 3-6 7-12 6-21z" fill="#e4572e"/>' +
        '<path d="M24 34h16l5 13H19z" fill="#f7c59f"/><ellipse cx="32" cy="24" rx="11" ry="12" fill="#f7c59f"/>' +
        '<path d="M20 22c2-9 8-13 14-13s11 4 11 11c-7 0-13-2-17-6-2 4-5 7-8 8z" fill="#e4572e"/>' +
        '<path d="M21 49c4-4 18-4 22 0l-4 9 6 5H19l6-5z" fill="#14b8a6"/><path d="M21 44a5.5 5.5 0 0 1 11 0zM32 44a5.5 5.5 0 0 1 11 0z" fill="#a78bfa"/>',
      1.4,
    ) +
    '<circle cx="27.5" cy="25.5" r="1.8" fill="#1e293b"/><circle cx="36.5" cy="25.5" r="1.8" fill="#1e293b"/><path d="M29 30.5q3 2.5 6 0" fill="none" stroke="#b4533a" stroke-width="1.5" stroke-linecap="round"/>' +
    '<circle cx="24.5" cy="29" r="2" fill="#f29b9b" opacity=".6"/><circle cx="39.5" cy="29" r="2" fill="#f29b9b" opacity=".6"/><path d="M45 12l1.5 3.5 3.5.5-2.5 2.5.5 3.5-3-1.7-3 1.7.5-3.5-2.5-2.5 3.5-.5z" fill="#fde047"/>',
  dolphin:
    soft(
      '<path d="M9 53c2-19 17-35 37-37 5-1 9 0 12 3l4 1-3 2c-1 4-5 6-9 6-12 0-22 8-30 22z" fill="#5aa9d6"/><path d="M29 21c2-6 6-9 11-10-1 4-1 7 0 9z" fill="#3d8ab8"/>' +
        '<path d="M10 51l-7 1 3 5 4-2 1 6 4-4z" fill="#3d8ab8"/>',
    ) +
    '<path d="M14 50c6-11 16-18 30-19 4 0 7-1 9-3-2 4-6 6-10 7-11 1-21 6-29 15z" fill="#dff3fb"/><circle cx="50" cy="22" r="1.7" fill="#0b2a40"/>' +
    shine(38, 20, 6, 2) +
    '<path d="M34 58c4-3 8-3 12 0s8 3 12 0" fill="none" stroke="#bdf4ff" stroke-width="2.2" stroke-linecap="round"/><circle cx="46" cy="50" r="1.8" fill="#bdf4ff"/>',
  seahorse:
    soft(
      '<path d="M35 44c0 9-3 13-8 13-4 0-6-3-5-6 1-2 4-2 4 0" fill="none" stroke="#e08a00" stroke-opacity="1" stroke-width="5"/>' +
        '<path d="M41 27c5 0 8 3 8 7-3 0-6-1-8-3z" fill="#fde68a"/><path d="M26 18c8-2 16 4 16 14s-4 14-8 16c-6-4-12-10-12-18 0-6 2-10 4-12z" fill="#f59e0b"/>' +
        '<path d="M21 10c4-5 12-5 14 1 1 4-1 8-6 9l-4-1-12 3c-3 1-4-3-1-4l8-3c-1-2 0-4 1-5z" fill="#f59e0b"/>',
    ) +
    '<path d="M29 6l1-4 2 4 2-3 1 5" fill="#f59e0b" stroke="#0b2a40" stroke-opacity=".7" stroke-width="1.2" stroke-linejoin="round"/>' +
    '<path d="M29 26h7M29 31h9M30 36h8M31 41h5" stroke="#fde68a" stroke-width="1.8" stroke-linecap="round"/><circle cx="29" cy="12" r="2" fill="#0b2a40"/>' +
    shine(33, 22, 3, 1.6) +
    bubbles,
  starfish:
    '<path d="M32 5l7 18 19 1-15 12 5 19-16-11-16 11 5-19L6 24l19-1z" fill="#f47c48" stroke="#f47c48" stroke-width="6" stroke-linejoin="round"/>' +
    '<path d="M32 5l7 18 19 1-15 12 5 19-16-11-16 11 5-19L6 24l19-1z" fill="none" stroke="#0b2a40" stroke-opacity=".55" stroke-width="1.4" stroke-linejoin="round" transform="translate(32 32) scale(1.12) translate(-32 -32)"/>' +
    '<g fill="#ffd2a8"><circle cx="32" cy="16" r="1.8"/><circle cx="32" cy="24" r="2"/><circle cx="46" cy="26" r="1.8"/><circle cx="18" cy="26" r="1.8"/><circle cx="40" cy="40" r="1.8"/><circle cx="24" cy="40" r="1.8"/><circle cx="32" cy="33" r="2.6"/><circle cx="43" cy="48" r="1.6"/><circle cx="21" cy="48" r="1.6"/></g>',

  // Kraken's Deep
  tentacle:
    '<path d="M22 46C14 36 16 22 26 14c8-6 20-4 22 4 2 7-4 12-9 10-4-2-3-7 1-7" fill="none" stroke="#0b2a40" stroke-opacity=".7" stroke-width="12" stroke-linecap="round"/>' +
    '<path d="M22 46C14 36 16 22 26 14c8-6 20-4 22 4 2 7-4 12-9 10-4-2-3-7 1-7" fill="none" stroke="url(#tw-kraken)" stroke-width="9" stroke-linecap="round"/>' +
    '<g fill="#f9c6e8"><circle cx="20" cy="36" r="2"/><circle cx="19" cy="28" r="2"/><circle cx="23" cy="20" r="1.8"/><circle cx="30" cy="15" r="1.6"/><circle cx="38" cy="13" r="1.5"/></g>' +
    wild('#7c2d92'),
  ink:
    rays('#7dd3fc') +
    soft(
      '<path d="M14 50c-9-2-11-14-3-18-3-10 7-18 15-13 3-9 17-11 22-2 9-1 14 9 9 15 6 5 2 16-6 16-3 5-12 7-17 3-7 4-17 3-20-1z" fill="#1b1033"/>',
    ) +
    '<path d="M22 34c0-6 6-8 9-4 3 4-1 8-4 6M38 42c-3-4 1-9 6-7 4 2 2 8-2 7" fill="none" stroke="#a78bfa" stroke-width="2" stroke-linecap="round"/>' +
    '<circle cx="48" cy="22" r="3" fill="none" stroke="#bdf4ff" stroke-width="1.4"/><circle cx="16" cy="20" r="2" fill="none" stroke="#bdf4ff" stroke-width="1.2"/>',
  kraken:
    '<path d="M20 40c-6 6-13 6-15 13M27 44c-2 8-6 12-10 14M37 44c2 8 6 12 10 14M44 40c6 6 13 6 15 13" stroke="#0b2a40" stroke-opacity=".7" stroke-width="8" fill="none" stroke-linecap="round"/>' +
    '<path d="M20 40c-6 6-13 6-15 13M27 44c-2 8-6 12-10 14M37 44c2 8 6 12 10 14M44 40c6 6 13 6 15 13" stroke="#9d2c8f" stroke-width="5.5" fill="none" stroke-linecap="round"/>' +
    soft('<path d="M13 32C13 16 21 5 32 5s19 11 19 27c0 8-8 13-19 13s-19-5-19-13z" fill="url(#tw-kraken)"/>') +
    '<circle cx="24.5" cy="30" r="5.5" fill="#fde047" stroke="#0b2a40" stroke-width="1.2"/><circle cx="39.5" cy="30" r="5.5" fill="#fde047" stroke="#0b2a40" stroke-width="1.2"/>' +
    '<ellipse cx="24.5" cy="30" rx="1.5" ry="4" fill="#111"/><ellipse cx="39.5" cy="30" rx="1.5" ry="4" fill="#111"/>' +
    '<circle cx="24" cy="14" r="2.5" fill="#f0abfc" opacity=".7"/><circle cx="38" cy="12" r="1.8" fill="#f0abfc" opacity=".7"/><circle cx="43" cy="20" r="2.2" fill="#f0abfc" opacity=".7"/>' +
    shine(26, 13, 5, 2.4),
  anchor:
    '<g fill="none" stroke="#0b2a40" stroke-opacity=".7" stroke-width="7.5" stroke-linecap="round"><circle cx="32" cy="9" r="5"/><path d="M19 19h26M32 14v41M10 36c2 14 12 20 22 20s20-6 22-20"/></g>' +
    '<g fill="none" stroke="#64748b" stroke-width="4.6" stroke-linecap="round"><circle cx="32" cy="9" r="5"/><path d="M19 19h26M32 14v41M10 36c2 14 12 20 22 20s20-6 22-20"/></g>' +
    soft('<path d="M5 39l5-8 5 8zM59 39l-5-8-5 8z" fill="#64748b"/>') +
    '<path d="M30 16v36" stroke="#cbd5e1" stroke-width="1.4" stroke-linecap="round"/><path d="M32 22c-9 4-9 10 0 12s9 8 0 12" fill="none" stroke="#d4a373" stroke-width="3" stroke-linecap="round"/>',
  compass:
    soft('<circle cx="32" cy="32" r="27" fill="url(#tw-brass)"/><circle cx="32" cy="32" r="21" fill="#fdf6e3"/>') +
    '<path d="M32 13l4 15-4 4-4-4z" fill="#dc2626"/><path d="M32 51l-4-15 4-4 4 4z" fill="#1e3a5f"/><path d="M13 32l15-4 4 4-4 4z" fill="#94a3b8"/><path d="M51 32l-15 4-4-4 4-4z" fill="#94a3b8"/>' +
    '<circle cx="32" cy="32" r="2.4" fill="#b7791f"/><path d="M32 7v3M32 54v3M7 32h3M54 32h3" stroke="#fff7d6" stroke-width="2" stroke-linecap="round"/>' +
    `<text x="32" y="9" font-size="6" fill="#7c2d12" ${TEXT}>N</text>`,
  bottle:
    '<g transform="rotate(-35 32 32)">' +
    soft(
      '<rect x="20" y="14" width="24" height="44" rx="9" fill="#5eead4" fill-opacity=".5"/><rect x="27" y="5" width="10" height="11" rx="2" fill="#5eead4" fill-opacity=".5"/><rect x="26.5" y="1" width="11" height="6" rx="2" fill="#a16207"/>',
    ) +
    '<rect x="25" y="22" width="14" height="28" rx="3" fill="#fef3c7" stroke="#b45309" stroke-width="1.2"/><path d="M25 36h14" stroke="#dc2626" stroke-width="2.4"/><path d="M28 26h8M28 30h6M28 42h8M28 46h5" stroke="#b45309" stroke-width="1" opacity=".6"/>' +
    '<path d="M23 20v30" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".6"/></g>' +
    '<path d="M4 56c6-3 10-3 16 0s10 3 16 0 10-3 16 0 8 3 10 1" fill="none" stroke="#7dd3fc" stroke-width="2.4" stroke-linecap="round"/>',

  // Reef Riches
  coral:
    '<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M32 46V28M32 32l-10-8v-9M22 24l-7 2M32 30l10-10V10M42 20l8-4M36 40l9-6v-8M45 34l7 1M28 38l-8-3-6-7" stroke="#0b2a40" stroke-opacity=".65" stroke-width="9"/>' +
    '<path d="M32 46V28M32 32l-10-8v-9M22 24l-7 2M32 30l10-10V10M42 20l8-4M36 40l9-6v-8M45 34l7 1M28 38l-8-3-6-7" stroke="url(#tw-coral)" stroke-width="6"/></g>' +
    '<g fill="#ffe4d6"><circle cx="22" cy="15" r="1.4"/><circle cx="42" cy="10" r="1.4"/><circle cx="45" cy="26" r="1.4"/><circle cx="14" cy="28" r="1.4"/></g>' +
    wild('#f97362'),
  'shell-coin':
    soft('<circle cx="32" cy="32" r="27" fill="url(#tw-brass)"/>') +
    '<circle cx="32" cy="32" r="21" fill="none" stroke="#a16207" stroke-width="1.6"/>' +
    '<path d="M18 40c0-10 6-18 14-18s14 8 14 18z" fill="#b7791f"/><path d="M32 44L22 28M32 44l-4-18M32 44l4-18M32 44l10-16" stroke="#fde68a" stroke-width="1.6"/><path d="M28 44h8v3h-8z" fill="#b7791f"/>',
  turtle:
    soft(
      '<ellipse cx="16" cy="22" rx="9" ry="4.5" transform="rotate(-35 16 22)" fill="#6ab04c"/><ellipse cx="48" cy="22" rx="9" ry="4.5" transform="rotate(35 48 22)" fill="#6ab04c"/>' +
        '<ellipse cx="19" cy="47" rx="7" ry="4" transform="rotate(35 19 47)" fill="#6ab04c"/><ellipse cx="45" cy="47" rx="7" ry="4" transform="rotate(-35 45 47)" fill="#6ab04c"/>' +
        '<path d="M32 52l-3 8h6z" fill="#6ab04c"/><circle cx="32" cy="10" r="6.5" fill="#7cc25a"/><ellipse cx="32" cy="33" rx="16" ry="19" fill="url(#tw-turtle)"/>',
    ) +
    '<path d="M32 21l7 5v8l-7 5-7-5v-8zM32 21v-7M39 26l7-4M39 34l7 4M32 39v7M25 34l-7 4M25 26l-7-4" fill="none" stroke="#14532d" stroke-width="1.6" opacity=".7"/>' +
    '<circle cx="29.5" cy="8.5" r="1.2" fill="#0b2a40"/><circle cx="34.5" cy="8.5" r="1.2" fill="#0b2a40"/>' +
    shine(27, 22, 5, 2.4),
  octopus:
    '<path d="M18 38c-6 4-10 10-8 16M25 42c-2 6-4 10-2 15M32 43v14M39 42c2 6 4 10 2 15M46 38c6 4 10 10 8 16" stroke="#0b2a40" stroke-opacity=".7" stroke-width="7" fill="none" stroke-linecap="round"/>' +
    '<path d="M18 38c-6 4-10 10-8 16M25 42c-2 6-4 10-2 15M32 43v14M39 42c2 6 4 10 2 15M46 38c6 4 10 10 8 16" stroke="#fb923c" stroke-width="4.4" fill="none" stroke-linecap="round"/>' +
    soft('<path d="M14 30C14 16 22 7 32 7s18 9 18 23c0 9-8 14-18 14s-18-5-18-14z" fill="url(#tw-orange)"/>') +
    '<ellipse cx="25.5" cy="28" rx="4" ry="5" fill="#fff"/><ellipse cx="38.5" cy="28" rx="4" ry="5" fill="#fff"/><circle cx="26" cy="29" r="2.3" fill="#0b2a40"/><circle cx="39" cy="29" r="2.3" fill="#0b2a40"/>' +
    '<path d="M28 37q4 3 8 0" fill="none" stroke="#9a3412" stroke-width="1.8" stroke-linecap="round"/><circle cx="20" cy="35" r="2.4" fill="#f43f5e" opacity=".5"/><circle cx="44" cy="35" r="2.4" fill="#f43f5e" opacity=".5"/>' +
    shine(26, 15, 6, 2.6),
  clownfish:
    soft(
      '<path d="M48 32l12-12v24z" fill="#f97316"/><path d="M6 32c4-12 16-18 28-18s16 8 16 18-4 18-16 18S10 44 6 32z" fill="#f97316"/><path d="M26 15l6-8 6 9z" fill="#f97316"/>',
    ) +
    '<path d="M22 17c4 10 4 20 0 30M38 15c3 11 3 23 0 34" stroke="#fff" stroke-width="5.5"/><path d="M22 17c4 10 4 20 0 30M38 15c3 11 3 23 0 34" stroke="#0b2a40" stroke-width="7.5" opacity=".35" fill="none"/>' +
    '<path d="M22 17c4 10 4 20 0 30M38 15c3 11 3 23 0 34" stroke="#fff" stroke-width="5" fill="none"/>' +
    '<path d="M54 25v14" stroke="#fff" stroke-width="3" opacity=".9"/><circle cx="14" cy="29" r="3" fill="#fff"/><circle cx="14" cy="29" r="1.8" fill="#0b2a40"/><path d="M8 36q3 1 5-1" fill="none" stroke="#7c2d12" stroke-width="1.4" stroke-linecap="round"/>' +
    bubbles,

  // Jungle Bloom
  orchid:
    soft(
      '<path d="M32 26C26 14 14 10 8 14c2 8 12 14 24 12zM32 26c6-12 18-16 24-12-2 8-12 14-24 12z" fill="url(#tw-orchid)"/><path d="M32 26C28 16 28 6 32 2c4 4 4 14 0 24z" fill="url(#tw-orchid)"/>' +
        '<path d="M32 26c-6 4-12 12-12 16 6 0 10-6 12-12 2 6 6 12 12 12 0-4-6-12-12-16z" fill="#f0abfc"/><path d="M32 25c-5 1-8 6-7 12 3 3 11 3 14 0 1-6-2-11-7-12z" fill="#a21caf"/>',
      1.4,
    ) +
    '<path d="M32 29c-2 1-3 3-2 6h4c1-3 0-5-2-6z" fill="#fde047"/>' +
    wild('#16a34a'),
  waterfall:
    soft(
      '<path d="M2 6h20v52H2zM42 6h20v52H42z" fill="#2f855a"/><path d="M20 6h24v44H20z" fill="url(#tw-falls)"/><ellipse cx="32" cy="52" rx="22" ry="7" fill="#7dd3fc"/>',
    ) +
    '<path d="M26 8v38M32 8v40M38 8v38" stroke="#fff" stroke-width="1.8" opacity=".7"/><path d="M6 20c4-2 8-2 12 2M46 30c4-2 8-2 12 2" stroke="#14532d" stroke-width="2" fill="none"/>' +
    '<circle cx="22" cy="50" r="5" fill="#fff" opacity=".85"/><circle cx="30" cy="52" r="6" fill="#fff" opacity=".85"/><circle cx="40" cy="50" r="5" fill="#fff" opacity=".85"/>' +
    '<path d="M8 22a24 24 0 0 1 48 0" fill="none" stroke="#f472b6" stroke-width="2" opacity=".8"/><path d="M11 22a21 21 0 0 1 42 0" fill="none" stroke="#fde047" stroke-width="2" opacity=".8"/><path d="M14 22a18 18 0 0 1 36 0" fill="none" stroke="#60a5fa" stroke-width="2" opacity=".8"/>',
  parrot:
    soft(
      '<path d="M38 62c-11 0-18-9-18-22 0-15 8-27 20-27 10 0 16 8 16 18 0 15-6 31-18 31z" fill="#dc2626"/><path d="M42 36c9 2 14 12 14 26-9-2-14-12-14-26z" fill="#facc15"/>' +
        '<path d="M46 44c6 3 9 10 10 18-6-2-9-8-10-18z" fill="#2563eb"/><ellipse cx="35" cy="24" rx="7.5" ry="6.5" fill="#fff"/>' +
        '<path d="M27 17c-9 0-15 5-15 13 0 4 2 7 5 8 0-7 4-11 10-12z" fill="#f5f0e1"/><path d="M17 38c-1-5 2-9 9-10 1 5-3 9-9 10z" fill="#1f2937"/>',
      1.4,
    ) +
    '<circle cx="36" cy="24" r="2.4" fill="#1f2937"/><circle cx="36.7" cy="23.3" r=".8" fill="#fff"/>' +
    shine(42, 18, 4, 2),
  toucan:
    '<path d="M16 58h44" stroke="#7c4a1e" stroke-width="4" stroke-linecap="round"/>' +
    soft(
      '<path d="M40 12c8 0 14 8 14 18v22c0 4-4 6-8 6H38c-6 0-10-6-10-14V24c0-7 5-12 12-12z" fill="#1f2937"/><path d="M30 24c0-6 4-10 10-10 3 0 5 2 5 5 0 8-6 14-15 14z" fill="#fef3c7"/>' +
        '<path d="M33 16c-11 0-25 4-31 12 9 3 21 1 31-4z" fill="url(#tw-bill)"/>',
      1.4,
    ) +
    '<path d="M30 22c-9 1-18 3-25 6" stroke="#9a3412" stroke-width="1.2" fill="none"/><circle cx="40" cy="19" r="4" fill="#38bdf8"/><circle cx="40" cy="19" r="1.8" fill="#0b2a40"/><path d="M44 50l-2 8M50 48l1 10" stroke="#dc2626" stroke-width="2" stroke-linecap="round"/>',
  frog:
    soft(
      '<path d="M10 52c-2-4 0-8 4-8M54 52c2-4 0-8-4-8" fill="none" stroke="#f97316" stroke-opacity="1" stroke-width="4"/><ellipse cx="32" cy="38" rx="22" ry="17" fill="url(#tw-frog)"/>' +
        '<circle cx="19" cy="20" r="9" fill="#4ade80"/><circle cx="45" cy="20" r="9" fill="#4ade80"/><ellipse cx="32" cy="46" rx="12" ry="7" fill="#bef264"/>',
    ) +
    '<circle cx="19" cy="20" r="6" fill="#dc2626"/><circle cx="45" cy="20" r="6" fill="#dc2626"/><ellipse cx="19" cy="20" rx="1.6" ry="4.4" fill="#111"/><ellipse cx="45" cy="20" rx="1.6" ry="4.4" fill="#111"/>' +
    '<path d="M18 36q14 8 28 0" fill="none" stroke="#14532d" stroke-width="2" stroke-linecap="round"/><g fill="#f97316"><circle cx="8" cy="53" r="2.6"/><circle cx="13" cy="56" r="2.6"/><circle cx="56" cy="53" r="2.6"/><circle cx="51" cy="56" r="2.6"/></g>' +
    shine(17, 16, 3, 1.6) +
    shine(43, 16, 3, 1.6),
  butterfly:
    soft(
      '<path d="M31 30C25 14 12 6 5 10c-4 6 0 18 8 22-6 4-8 14-3 18 8 4 17-6 21-16z" fill="url(#tw-morpho)"/><path d="M33 30c6-16 19-24 26-20 4 6 0 18-8 22 6 4 8 14 3 18-8 4-17-6-21-16z" fill="url(#tw-morpho)"/>',
      1.6,
    ) +
    '<rect x="30" y="18" width="4" height="30" rx="2" fill="#1e293b"/><path d="M31 19c-2-6-6-9-9-10M33 19c2-6 6-9 9-10" fill="none" stroke="#1e293b" stroke-width="1.5" stroke-linecap="round"/>' +
    '<g fill="#fff" opacity=".85"><circle cx="9" cy="14" r="1.4"/><circle cx="13" cy="11" r="1.1"/><circle cx="55" cy="14" r="1.4"/><circle cx="51" cy="11" r="1.1"/><circle cx="11" cy="46" r="1.2"/><circle cx="53" cy="46" r="1.2"/></g>',

  // Tiger Falls
  falls:
    soft(
      '<path d="M2 4h18l2 40H2zM44 4h18v40H42z" fill="#57534e"/><path d="M18 4h28l-2 40H20z" fill="url(#tw-falls)"/>',
    ) +
    '<path d="M25 6v36M32 6v38M39 6v36" stroke="#fff" stroke-width="2" opacity=".75"/><path d="M4 12l8 4M50 20l8-3" stroke="#16a34a" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="20" cy="42" r="5" fill="#fff" opacity=".8"/><circle cx="32" cy="43" r="6" fill="#fff" opacity=".8"/><circle cx="44" cy="42" r="5" fill="#fff" opacity=".8"/>' +
    wild('#ea580c'),
  'tiger-eye':
    rays('#fde047') +
    soft('<path d="M2 32C12 16 52 16 62 32 52 48 12 48 2 32z" fill="#f59e0b"/>') +
    '<path d="M6 24l8 4M58 24l-8 4M8 42l7-3M56 42l-7-3" stroke="#1c1917" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="32" cy="32" r="12" fill="url(#tw-amber)" stroke="#1c1917" stroke-width="1.6"/><ellipse cx="32" cy="32" rx="2.8" ry="10" fill="#111"/>' +
    shine(28, 27, 3, 2),
  tiger:
    soft(
      '<path d="M10 16c0-7 8-10 13-5M54 16c0-7-8-10-13-5" fill="#f97316"/><path d="M32 8c14 0 24 10 24 24 0 14-10 26-24 26S8 46 8 32C8 18 18 8 32 8z" fill="url(#tw-orange)"/>' +
        '<path d="M32 34c-10 0-18 6-18 14 6 7 12 10 18 10s12-3 18-10c0-8-8-14-18-14z" fill="#fff7ed"/>',
      1.4,
    ) +
    '<path d="M13 13c2-2 5-2 7 0M51 13c-2-2-5-2-7 0" stroke="#1c1917" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    '<g fill="#1c1917"><path d="M32 9l-3 8h6zM26 10l-2 7 4-1zM38 10l2 7-4-1zM9 28l8 2-8 3zM55 28l-8 2 8 3zM10 38l7 0-6 4zM54 38l-7 0 6 4z"/></g>' +
    '<path d="M21 27c2-3 6-3 8 0-2 2-6 2-8 0zM35 27c2-3 6-3 8 0-2 2-6 2-8 0z" fill="#84cc16"/><circle cx="25" cy="27" r="1.3" fill="#111"/><circle cx="39" cy="27" r="1.3" fill="#111"/>' +
    '<path d="M28 37h8l-4 4z" fill="#f472b6"/><path d="M32 41v3M32 44c-2 2-5 2-6 0M32 44c2 2 5 2 6 0" stroke="#1c1917" stroke-width="1.4" fill="none" stroke-linecap="round"/>',
  panther:
    soft(
      '<path d="M11 18c-1-7 6-11 12-7M53 18c1-7-6-11-12-7" fill="#27272a"/><path d="M32 9c14 0 23 10 23 23 0 14-10 25-23 25S9 46 9 32C9 19 18 9 32 9z" fill="url(#tw-panther)"/>' +
        '<path d="M32 36c-7 0-12 5-12 10 4 5 8 7 12 7s8-2 12-7c0-5-5-10-12-10z" fill="#3f3f46"/>',
      1.4,
    ) +
    '<path d="M19 27c3-4 8-4 10 0-3 3-7 3-10 0zM35 27c2-4 7-4 10 0-3 3-7 3-10 0z" fill="#4ade80"/><ellipse cx="24" cy="27" rx="1" ry="2.4" fill="#111"/><ellipse cx="40" cy="27" rx="1" ry="2.4" fill="#111"/>' +
    '<path d="M28 38h8l-4 4z" fill="#71717a"/><path d="M14 42l8 1M14 46l8-1M50 42l-8 1M50 46l-8-1" stroke="#d4d4d8" stroke-width="1" opacity=".7"/>' +
    shine(24, 15, 7, 2.4),
  monkey:
    soft(
      '<circle cx="11" cy="30" r="8" fill="#a16207"/><circle cx="53" cy="30" r="8" fill="#a16207"/><circle cx="32" cy="30" r="22" fill="#92400e"/>' +
        '<path d="M32 22c-4-6-16-5-16 5 0 4 2 6 2 8-3 4-2 12 4 15 6 3 14 3 20 0 6-3 7-11 4-15 0-2 2-4 2-8 0-10-12-11-16-5z" fill="#f5c99b"/>',
      1.4,
    ) +
    '<circle cx="11" cy="30" r="4" fill="#f5c99b"/><circle cx="53" cy="30" r="4" fill="#f5c99b"/><circle cx="26" cy="30" r="2.6" fill="#1c1917"/><circle cx="38" cy="30" r="2.6" fill="#1c1917"/>' +
    '<circle cx="26.8" cy="29.2" r=".9" fill="#fff"/><circle cx="38.8" cy="29.2" r=".9" fill="#fff"/><circle cx="30" cy="38" r="1.2" fill="#78350f"/><circle cx="34" cy="38" r="1.2" fill="#78350f"/>' +
    '<path d="M25 43q7 5 14 0" fill="none" stroke="#78350f" stroke-width="1.8" stroke-linecap="round"/><path d="M28 9c2-3 6-3 8 0" stroke="#78350f" stroke-width="2" fill="none" stroke-linecap="round"/>',
  lotus:
    soft('<ellipse cx="32" cy="52" rx="26" ry="7" fill="#15803d"/>') +
    '<path d="M32 52l-4-7h8z" fill="#166534"/>' +
    soft(
      '<path d="M32 48C18 48 8 40 6 30c10 0 20 6 26 18zM32 48c14 0 24-8 26-18-10 0-20 6-26 18z" fill="#f9a8d4"/>' +
        '<path d="M32 48c-10-2-16-12-14-26 8 4 14 14 14 26zM32 48c10-2 16-12 14-26-8 4-14 14-14 26z" fill="url(#tw-lotus)"/><path d="M32 48c-6-8-6-22 0-34 6 12 6 26 0 34z" fill="url(#tw-lotus)"/>',
      1.4,
    ) +
    '<path d="M32 20v24" stroke="#fff" stroke-width="1.4" opacity=".6" stroke-linecap="round"/>',
};

const RANK_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  A: ['#ffd7c2', '#f0643c'],
  K: ['#c9f5ff', '#1596b8'],
  Q: ['#ffe0f1', '#d63f8c'],
  J: ['#e6ffd0', '#3f9b2e'],
  10: ['#fff2c2', '#d99a0b'],
};

const linear = (id: string, colours: readonly string[], attributes = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attributes}>${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
const radial = (id: string, colours: readonly string[]) =>
  `<radialGradient id="${id}" cx=".4" cy=".35" r=".7">${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</radialGradient>`;

const art: StudioArt = {
  studio: 'tidewater-games',
  defs:
    linear('tw-shell', ['#ffe4ef', '#f4a6c8', '#c2607e']) +
    radial('tw-pearl', ['#fff', '#fde7f3', '#c4b5fd']) +
    radial('tw-kraken', ['#f472b6', '#a21caf', '#581c87']) +
    linear('tw-brass', ['#fff1b8', '#f2c14e', '#a16207']) +
    linear('tw-coral', ['#ffd1bf', '#f97362', '#c2410c']) +
    radial('tw-turtle', ['#bef264', '#65a30d', '#3f6212']) +
    radial('tw-orange', ['#fed7aa', '#fb923c', '#c2410c']) +
    linear('tw-orchid', ['#fdf4ff', '#f0abfc', '#c026d3']) +
    linear('tw-falls', ['#e0f7ff', '#7dd3fc', '#38bdf8']) +
    linear('tw-bill', ['#fde047', '#fb923c', '#dc2626'], 'x1="1" y1="0" x2="0" y2="0"') +
    radial('tw-frog', ['#bbf7d0', '#4ade80', '#15803d']) +
    linear('tw-morpho', ['#a5f3fc', '#0ea5e9', '#1e3a8a'], 'x1=".5" y1=".3" x2="0" y2="1"') +
    radial('tw-amber', ['#fef08a', '#f59e0b', '#92400e']) +
    radial('tw-panther', ['#52525b', '#27272a', '#09090b']) +
    linear('tw-lotus', ['#fdf2f8', '#f472b6', '#be185d']),
  symbols,
  rank: (rank) => {
    const [light, dark] = RANK_COLOURS[rank] ?? ['#fff', '#0b2a40'];
    const id = `tw-rank-${rank}`;
    return (
      `<defs>${linear(id, [light, dark])}</defs>` +
      `<text x="32" y="33" font-size="${rank.length > 1 ? 34 : 44}" fill="url(#${id})" stroke="${LINE}" stroke-width="3" paint-order="stroke" ${TEXT}>${rank}</text>` +
      '<circle cx="50" cy="14" r="3" fill="none" stroke="#e0fbff" stroke-width="1.4" opacity=".8"/><circle cx="55" cy="22" r="1.8" fill="none" stroke="#e0fbff" stroke-width="1.2" opacity=".8"/>'
    );
  },
};

export default art;
