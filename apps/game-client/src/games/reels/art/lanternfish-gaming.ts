/**
 * Lanternfish Gaming's symbols: dragons, gods, Halloween and the lantern festival, drawn in jewel
 * colours with a gilded line on lacquer-dark cells, lit like the studio's lanterns (its CSS holds the palette).
 */
import type { StudioArt } from '../reels-art';
import './lanternfish-gaming.css';

const GOLD = '#f6c453';
const gilt = (body: string, width = 1.6) =>
  `<g stroke="${GOLD}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
const dark = (body: string, width = 1.6) =>
  `<g stroke="#1a0d05" stroke-opacity=".75" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round">${body}</g>`;
const TEXT =
  'text-anchor="middle" dominant-baseline="central" font-family="Georgia,\'Palatino Linotype\',\'Times New Roman\',serif" font-weight="900"';
const shine = (x: number, y: number, rx: number, ry: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".4"/>`;
/** The ribbon a wild carries. */
const wild = (fill: string) =>
  gilt(`<path d="M1 46h62l-4 7 4 7H1l4-7z" fill="${fill}"/>`) +
  `<text x="32" y="53.5" font-size="11" letter-spacing="1.2" fill="${GOLD}" ${TEXT}>WILD</text>`;
const halo = (fill: string, r = 29) => `<circle cx="32" cy="32" r="${r}" fill="${fill}" opacity=".22"/>`;
const bolt = (transform: string, fill = '#ffe066') =>
  `<path d="M36 2L18 30h11l-7 22 24-32H34z" fill="${fill}" stroke="#fff7c2" stroke-width="1.2" stroke-linejoin="round" transform="${transform}"/>`;

const symbols: Record<string, string> = {
  // Dragon's Hoard
  'dragon-egg':
    halo('#fb923c', 24) +
    gilt('<path d="M32 4c11 0 19 15 19 27 0 10-8 15-19 15S13 41 13 31C13 19 21 4 32 4z" fill="url(#lf-egg)"/>') +
    '<path d="M22 20q4 4 8 0 4 4 8 0 4 4 6 1M18 30q4 4 8 0 4 4 8 0 4 4 8 0 3 3 6 1" fill="none" stroke="#134e4a" stroke-width="1.6" opacity=".7"/>' +
    '<path d="M30 4l-2 9 5 5-3 8 4 6" fill="none" stroke="#fdba74" stroke-width="2" stroke-linecap="round"/>' +
    shine(25, 13, 4, 2.4) +
    wild('#7f1d1d'),
  hoard:
    '<g fill="#fde68a" opacity=".35">' +
    [0, 40, 80, 120, 160, 200, 240, 280, 320]
      .map((angle) => `<path d="M30 30L32 0l2 30z" transform="rotate(${angle} 32 34)"/>`)
      .join('') +
    '</g>' +
    dark('<path d="M4 56c2-14 12-26 28-26s26 12 28 26z" fill="url(#lf-gold)"/>') +
    '<g fill="#fde68a" stroke="#a16207" stroke-width="1.2"><ellipse cx="14" cy="50" rx="6" ry="3"/><ellipse cx="26" cy="40" rx="6" ry="3"/><ellipse cx="44" cy="44" rx="6" ry="3"/><ellipse cx="52" cy="53" rx="6" ry="3"/><ellipse cx="33" cy="52" rx="6" ry="3"/></g>' +
    gilt('<path d="M22 34l4-12 6 6 6-6 4 12z" fill="url(#lf-gold)"/>', 1.2) +
    '<circle cx="32" cy="30" r="2" fill="#dc2626"/>' +
    '<path d="M16 42l5-5 5 5-5 5z" fill="#dc2626" stroke="#fff" stroke-width=".8"/><path d="M40 36l4-4 4 4-4 4z" fill="#2563eb" stroke="#fff" stroke-width=".8"/><path d="M46 48l3-3 3 3-3 3z" fill="#16a34a" stroke="#fff" stroke-width=".8"/>',
  dragon:
    dark(
      '<path d="M14 22L6 4l14 10zM50 22l8-18-14 10z" fill="#fbbf24"/><path d="M10 30C10 16 20 8 32 8s22 8 22 22c0 8-3 14-8 18l-2 10H20l-2-10c-5-4-8-10-8-18z" fill="url(#lf-red)"/>' +
        '<path d="M20 40c0-4 5-6 12-6s12 2 12 6v10c0 4-5 8-12 8s-12-4-12-8z" fill="#b91c1c"/>',
    ) +
    '<path d="M16 27l10 4-9 2zM48 27l-10 4 9 2z" fill="#fde047" stroke="#1a0d05" stroke-width="1"/><path d="M20.5 30.5l2 .5M43.5 30.5l-2 .5" stroke="#1a0d05" stroke-width="1.8"/>' +
    '<path d="M26 42h2M36 42h2" stroke="#1a0d05" stroke-width="2.4" stroke-linecap="round"/><path d="M24 50l2 4 2-4M36 50l2 4 2-4" fill="#fff"/>' +
    '<path d="M8 36c-4 2-6 6-6 10M56 36c4 2 6 6 6 10" fill="none" stroke="#fbbf24" stroke-width="2" stroke-linecap="round"/>' +
    shine(26, 16, 7, 2.4),
  knight:
    '<path d="M32 2c6 0 12 4 12 10-4-2-8-3-12-3z" fill="#dc2626" stroke="#1a0d05" stroke-opacity=".7" stroke-width="1.4"/>' +
    gilt('<path d="M14 22c0-10 8-15 18-15s18 5 18 15v26c0 6-8 12-18 12s-18-6-18-12z" fill="url(#lf-steel)"/>') +
    '<path d="M17 30h30M32 30v26" stroke="#1e293b" stroke-width="4"/><path d="M22 38h4M22 43h4M22 48h4M38 38h4M38 43h4M38 48h4" stroke="#1e293b" stroke-width="2" stroke-linecap="round"/>' +
    '<path d="M32 8v20" stroke="#f6c453" stroke-width="2.4"/>' +
    shine(23, 18, 4, 6),
  crown:
    halo('#fde047') +
    gilt(
      '<path d="M6 48L8 18l12 12 12-20 12 20 12-12 2 30z" fill="url(#lf-gold)"/><rect x="6" y="46" width="52" height="10" rx="2" fill="url(#lf-gold)"/>',
      1.4,
    ) +
    '<circle cx="32" cy="51" r="3.4" fill="#dc2626"/><circle cx="19" cy="51" r="2.6" fill="#2563eb"/><circle cx="45" cy="51" r="2.6" fill="#2563eb"/>' +
    '<circle cx="8" cy="17" r="3" fill="#fde68a"/><circle cx="32" cy="9" r="3" fill="#fde68a"/><circle cx="56" cy="17" r="3" fill="#fde68a"/><circle cx="32" cy="33" r="4" fill="#16a34a" stroke="#fde68a" stroke-width="1"/>',
  goblet:
    gilt(
      '<path d="M14 6h36c0 15-7 25-18 25S14 21 14 6z" fill="url(#lf-silver)"/><path d="M29 30h6v15h-6z" fill="url(#lf-silver)"/><ellipse cx="32" cy="37" rx="6" ry="3" fill="#e2e8f0"/>' +
        '<path d="M16 58c1-7 8-11 16-11s15 4 16 11z" fill="url(#lf-silver)"/>',
      1.4,
    ) +
    '<path d="M15 10h34" stroke="#f6c453" stroke-width="2.4"/><path d="M27 18l5-5 5 5-5 5z" fill="#dc2626" stroke="#fff" stroke-width=".8"/><circle cx="21" cy="17" r="2" fill="#7c3aed"/><circle cx="43" cy="17" r="2" fill="#7c3aed"/>' +
    shine(20, 14, 2.4, 4),

  // Valhalla Thunder
  mjolnir:
    halo('#60a5fa', 25) +
    '<g transform="rotate(-20 32 26)">' +
    gilt(
      '<rect x="28.5" y="22" width="7" height="22" rx="2" fill="#7c4a1e"/><rect x="12" y="6" width="40" height="18" rx="3" fill="url(#lf-steel)"/>',
      1.4,
    ) +
    '<path d="M28.5 28h7M28.5 33h7M28.5 38h7" stroke="#f6c453" stroke-width="1.2"/><path d="M20 10v10M44 10v10" stroke="#64748b" stroke-width="1.6"/></g>' +
    bolt('translate(22 2) scale(.5)') +
    wild('#1e3a8a'),
  thor:
    dark(
      '<path d="M16 20C8 16 4 8 6 2c6 2 10 8 12 14zM48 20c8-4 12-12 10-18-6 2-10 8-12 14z" fill="#f8fafc"/><path d="M14 26c0-10 8-16 18-16s18 6 18 16z" fill="url(#lf-steel)"/>' +
        '<path d="M18 26h28v8c0 5-6 8-14 8s-14-3-14-8z" fill="#f2c19a"/><path d="M14 32c2 14 8 26 18 26s16-12 18-26c-4 4-10 6-18 6s-14-2-18-6z" fill="#f59e0b"/>',
      1.4,
    ) +
    '<path d="M14 26h36" stroke="#f6c453" stroke-width="2.4"/><circle cx="26" cy="31" r="1.8" fill="#1e3a8a"/><circle cx="38" cy="31" r="1.8" fill="#1e3a8a"/><path d="M23 28l5 1M41 28l-5 1" stroke="#92400e" stroke-width="1.6" stroke-linecap="round"/>' +
    '<path d="M26 40c3-2 9-2 12 0" fill="none" stroke="#b45309" stroke-width="2" stroke-linecap="round"/><path d="M28 46v8M36 46v8" stroke="#fcd34d" stroke-width="1.6" opacity=".8"/>' +
    shine(26, 16, 6, 2),
  freya:
    dark(
      '<path d="M12 32c0-16 9-26 20-26s20 10 20 26c0 10-2 18-6 24l-6-4V32H24v20l-6 4c-4-6-6-14-6-24z" fill="url(#lf-blonde)"/><path d="M21 24h22v12c0 8-5 13-11 13s-11-5-11-13z" fill="#f6d0b1"/>' +
        '<path d="M20 24c2-8 6-12 12-12s10 4 12 12c-6-3-18-3-24 0z" fill="url(#lf-blonde)"/>',
      1.4,
    ) +
    '<path d="M19 20c6-3 20-3 26 0" stroke="#f6c453" stroke-width="2.2" fill="none"/><circle cx="32" cy="17.5" r="2.2" fill="#22d3ee" stroke="#f6c453" stroke-width="1"/>' +
    '<circle cx="27.5" cy="31" r="1.8" fill="#2563eb"/><circle cx="36.5" cy="31" r="1.8" fill="#2563eb"/><path d="M29 41q3 2 6 0" fill="none" stroke="#be123c" stroke-width="1.8" stroke-linecap="round"/>' +
    '<path d="M16 40l3 3-3 3 3 3-3 3M48 40l-3 3 3 3-3 3 3 3" fill="none" stroke="#a16207" stroke-width="1.4" stroke-linecap="round"/>',
  longship:
    dark(
      '<path d="M30 6v34" stroke="#7c4a1e" stroke-width="2.4" stroke-opacity="1"/><path d="M14 10h32v24H14z" fill="#f8fafc"/>' +
        '<path d="M4 40h56c-2 8-10 14-20 14H22C12 54 6 48 4 40z" fill="#8b5a2b"/><path d="M4 40c-2-6 0-12 4-14 3 0 4 3 2 5" fill="none" stroke="#8b5a2b" stroke-opacity="1" stroke-width="3.4"/>',
      1.4,
    ) +
    '<path d="M20 10v24M26 10v24M34 10v24M40 10v24" stroke="#dc2626" stroke-width="3.2"/>' +
    '<g fill="#f6c453" stroke="#1a0d05" stroke-opacity=".6" stroke-width="1"><circle cx="16" cy="44" r="3.4"/><circle cx="26" cy="44" r="3.4"/><circle cx="36" cy="44" r="3.4"/><circle cx="46" cy="44" r="3.4"/></g>' +
    '<path d="M2 58c5-3 9-3 14 0s9 3 14 0 9-3 14 0 9 3 14 0" fill="none" stroke="#93c5fd" stroke-width="2.4" stroke-linecap="round"/>',
  horn:
    '<path d="M8 22c10 8 22 22 28 34" fill="none" stroke="#7c4a1e" stroke-width="2.4" stroke-linecap="round"/>' +
    dark(
      '<path d="M4 8c16-2 34 8 46 24 5 7 8 14 6 20-6 6-15 5-20-1C28 38 18 26 4 20c-4-2-5-11 0-12z" fill="url(#lf-ivory)"/>',
    ) +
    '<path d="M18 10l-6 12M32 17l-8 13M43 28l-9 9" stroke="#b7791f" stroke-width="4"/><path d="M18 10l-6 12M32 17l-8 13M43 28l-9 9" stroke="#fde68a" stroke-width="1.2"/>' +
    '<ellipse cx="47" cy="50" rx="9" ry="6.5" transform="rotate(-42 47 50)" fill="#3b2208" stroke="#f6c453" stroke-width="2.4"/><path d="M8 12c10 0 20 4 28 10" fill="none" stroke="#fff" stroke-width="1.6" opacity=".7" stroke-linecap="round"/>',
  shield:
    gilt('<circle cx="32" cy="32" r="27" fill="url(#lf-wood)"/>', 2.6) +
    '<path d="M14 12v40M23 7v50M41 7v50M50 12v40" stroke="#5b3716" stroke-width="1.4" opacity=".7"/><path d="M32 5v54M5 32h54" stroke="#334155" stroke-width="6"/>' +
    gilt('<circle cx="32" cy="32" r="8" fill="url(#lf-steel)"/>', 1.4) +
    shine(24, 20, 6, 2.4),
  axe:
    '<g transform="rotate(-25 32 32)">' +
    dark(
      '<rect x="29" y="4" width="6" height="56" rx="3" fill="#7c4a1e"/><path d="M34 8c10 0 18 2 22 6-2 10-2 20 0 30-6-2-12-4-16-8-2-2-4-4-6-4z" fill="url(#lf-steel)"/>',
    ) +
    '<path d="M54 16c-2 8-2 18 0 26" stroke="#fff" stroke-width="1.6" opacity=".7"/><path d="M29 48h6M29 52h6" stroke="#f6c453" stroke-width="1.6"/></g>',
  rune:
    dark('<path d="M14 58V20C14 10 22 4 32 4s18 6 18 16v38z" fill="url(#lf-stone)"/>') +
    '<path d="M26 16v32M26 24l12-8M26 32l12-8" fill="none" stroke="#38bdf8" stroke-width="4" stroke-linecap="round" opacity=".45"/>' +
    '<path d="M26 16v32M26 24l12-8M26 32l12-8" fill="none" stroke="#e0f2fe" stroke-width="2.2" stroke-linecap="round"/>' +
    '<path d="M6 58h52" stroke="#4d7c0f" stroke-width="3" stroke-linecap="round"/><path d="M18 46l4-2M42 40l4 2" stroke="#64748b" stroke-width="1.4"/>',

  // Olympus Sparks
  temple:
    '<g fill="#fde68a" opacity=".3">' +
    [0, 45, 90, 135, 180, 225, 270, 315]
      .map((angle) => `<path d="M30 30L32 0l2 30z" transform="rotate(${angle} 32 32)"/>`)
      .join('') +
    '</g>' +
    gilt(
      '<path d="M4 20L32 6l28 14z" fill="url(#lf-marble)"/><rect x="6" y="20" width="52" height="5" fill="url(#lf-marble)"/><rect x="4" y="50" width="56" height="7" fill="url(#lf-marble)"/>',
      1.4,
    ) +
    '<g fill="url(#lf-marble)" stroke="#f6c453" stroke-width="1">' +
    [10, 21, 32, 43, 54].map((x) => `<rect x="${x - 3}" y="25" width="6" height="25"/>`).join('') +
    '</g>' +
    bolt('translate(40 -2) scale(.38)'),
  zeus:
    dark(
      '<path d="M10 30C10 14 20 6 32 6s22 8 22 24c0 6-2 10-4 12H14c-2-2-4-6-4-12z" fill="#e5e7eb"/><path d="M21 22c0-4 5-7 11-7s11 3 11 7v12c0 7-5 12-11 12s-11-5-11-12z" fill="#f2c19a"/>' +
        '<path d="M14 34c0 14 8 24 18 24s18-10 18-24c-4 6-10 8-18 8s-14-2-18-8z" fill="#f8fafc"/>',
      1.4,
    ) +
    '<path d="M14 16c4-6 10-8 18-8s14 2 18 8" fill="none" stroke="#65a30d" stroke-width="3" stroke-dasharray="4 2" stroke-linecap="round"/>' +
    '<path d="M24 27l6 1M40 27l-6 1" stroke="#6b7280" stroke-width="2" stroke-linecap="round"/><circle cx="27" cy="31" r="1.8" fill="#1e3a8a"/><circle cx="37" cy="31" r="1.8" fill="#1e3a8a"/>' +
    '<path d="M26 40c4-2 8-2 12 0" fill="none" stroke="#9ca3af" stroke-width="2.2" stroke-linecap="round"/>' +
    bolt('translate(40 26) scale(.42)'),
  'olympus-sparks/crown':
    '<path d="M30.3 48.9A19 19 0 0 1 20.3 15M33.7 48.9A19 19 0 0 0 43.7 15" fill="none" stroke="#a16207" stroke-width="2.4" stroke-linecap="round"/>' +
    '<g fill="url(#lf-gold)" stroke="#a16207" stroke-width="1">' +
    [104, 126, 148, 170, 192, 214, 236]
      .flatMap((angle, leaf) =>
        // A leaf along the wreath on each side, alternately leaning out and in.
        [angle, 180 - angle].map((at, side) => {
          const radius = 19 + (leaf % 2 === 0 ? 4 : -4);
          const x = 32 + radius * Math.cos((at * Math.PI) / 180);
          const y = 30 + radius * Math.sin((at * Math.PI) / 180);
          return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="3.6" ry="7.5" transform="rotate(${at + (side === 0 ? -22 : 22)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
        }),
      )
      .join('') +
    '</g><path d="M24 50l8 4 8-4M26 55l-4 7M38 55l4 7" fill="none" stroke="#dc2626" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>',
  hourglass:
    gilt(
      '<rect x="12" y="4" width="40" height="6" rx="2" fill="url(#lf-gold)"/><rect x="12" y="54" width="40" height="6" rx="2" fill="url(#lf-gold)"/>',
      1.2,
    ) +
    '<path d="M18 10h28c0 12-10 16-10 22s10 10 10 22H18c0-12 10-16 10-22s-10-10-10-22z" fill="#bae6fd" fill-opacity=".35" stroke="#e0f2fe" stroke-width="1.6"/>' +
    '<path d="M22 16h20c-2 6-8 9-10 12-2-3-8-6-10-12zM20 54c1-6 6-10 12-10s11 4 12 10z" fill="#fbbf24"/><path d="M32 30v14" stroke="#fbbf24" stroke-width="1.4"/>' +
    '<path d="M14 10v44M50 10v44" stroke="#a16207" stroke-width="2.4"/>',
  ring:
    '<ellipse cx="32" cy="42" rx="18" ry="15" fill="none" stroke="#a16207" stroke-width="8"/><ellipse cx="32" cy="42" rx="18" ry="15" fill="none" stroke="url(#lf-gold)" stroke-width="5.5"/>' +
    gilt('<path d="M22 22l4-10h12l4 10-10 10z" fill="url(#lf-ruby)"/>', 1.4) +
    '<path d="M26 12l6 10 6-10M22 22h20" fill="none" stroke="#fecaca" stroke-width="1" opacity=".8"/>' +
    '<path d="M46 8l1.2 3.3 3.3 1.2-3.3 1.2L46 17l-1.2-3.3-3.3-1.2 3.3-1.2z" fill="#fff"/>',
  chalice:
    gilt(
      '<path d="M10 8h44c0 8-4 14-10 18-3 2-6 3-6 7H26c0-4-3-5-6-7-6-4-10-10-10-18z" fill="url(#lf-gold)"/><path d="M28 33h8v12h-8z" fill="url(#lf-gold)"/>' +
        '<path d="M18 58c0-8 6-13 14-13s14 5 14 13z" fill="url(#lf-gold)"/>',
      1.2,
    ) +
    '<path d="M6 12c-4 0-4 10 6 12M58 12c4 0 4 10-6 12" fill="none" stroke="#f6c453" stroke-width="2.4"/><path d="M14 14h36" stroke="#92400e" stroke-width="1.4" stroke-dasharray="2 2"/>' +
    '<circle cx="32" cy="20" r="3.4" fill="#2563eb" stroke="#fff" stroke-width=".8"/>' +
    shine(18, 14, 2.4, 4),
  sapphire:
    gilt('<path d="M14 6h36l12 18-30 36L2 24z" fill="url(#lf-sapphire)"/>', 1.2) +
    '<path d="M2 24h60M14 6l8 18 10-18 10 18 8-18M22 24l10 36 10-36" fill="none" stroke="#bfdbfe" stroke-width="1.2" opacity=".8"/><path d="M16 10l4 10" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>',
  emerald:
    gilt('<path d="M20 4h24l12 12v32L44 60H20L8 48V16z" fill="url(#lf-emerald)"/>', 1.2) +
    '<path d="M24 14h16l6 6v24l-6 6H24l-6-6V20z" fill="#34d399" opacity=".45" stroke="#bbf7d0" stroke-width="1"/><path d="M20 4l4 10M44 4l-4 10M56 16l-10 4M56 48l-10-4M44 60l-4-10M20 60l4-10M8 48l10-4M8 16l10 4" stroke="#bbf7d0" stroke-width="1" opacity=".8"/>' +
    '<path d="M27 18h8" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".8"/>',

  // Pumpkin Night
  witch:
    dark(
      '<path d="M18 28h28v6c0 8-6 12-14 12s-14-4-14-12z" fill="#86efac"/><path d="M4 28c8-4 48-4 56 0-6 3-16 4-28 4S10 31 4 28z" fill="#1e1b4b"/>' +
        '<path d="M14 27c4-12 8-20 16-24 6-2 10 0 14 4-6-1-9 2-10 8l4 12z" fill="#312e81"/>',
      1.4,
    ) +
    '<path d="M17 23c6 1 24 1 30 0" stroke="#a855f7" stroke-width="3"/><rect x="29" y="20" width="6" height="6" fill="none" stroke="#fbbf24" stroke-width="1.6"/>' +
    '<circle cx="27" cy="35" r="1.8" fill="#1e1b4b"/><circle cx="37" cy="35" r="1.8" fill="#1e1b4b"/><path d="M32 36l-3 5h4" fill="none" stroke="#15803d" stroke-width="1.6" stroke-linejoin="round"/>' +
    '<path d="M27 42q5 3 10 0" fill="none" stroke="#7f1d1d" stroke-width="1.6" stroke-linecap="round"/>' +
    wild('#4c1d95'),
  pumpkin:
    halo('#fb923c') +
    dark(
      '<path d="M30 10c0-4 2-7 6-8l2 3c-3 1-4 3-4 6z" fill="#4d7c0f"/><ellipse cx="20" cy="35" rx="14" ry="20" fill="url(#lf-pumpkin)"/><ellipse cx="44" cy="35" rx="14" ry="20" fill="url(#lf-pumpkin)"/>' +
        '<ellipse cx="32" cy="35" rx="13" ry="22" fill="url(#lf-pumpkin)"/>',
    ) +
    '<path d="M20 28l6-5 3 7zM44 28l-6-5-3 7z" fill="#fde047"/><path d="M30 34l2-4 2 4z" fill="#fde047"/><path d="M16 42c4 6 10 8 16 8s12-2 16-8l-4 2-3-3-3 3-3-3-3 3-3-3-3 3-3-3-3 3z" fill="#fde047"/>',
  vampire:
    dark(
      '<path d="M6 60c2-14 10-24 26-24s24 10 26 24z" fill="#111827"/><path d="M8 36l10 8 4 16H6zM56 36l-10 8-4 16h16z" fill="#b91c1c"/>' +
        '<path d="M18 24c0-12 6-18 14-18s14 6 14 18v8c0 8-6 14-14 14s-14-6-14-14z" fill="#e5e7eb"/>' +
        '<path d="M16 26c0-14 7-22 16-22s16 8 16 22c-3-6-8-8-10-10l-6 8-6-8c-2 2-7 4-10 10z" fill="#111827"/>',
      1.4,
    ) +
    '<path d="M22 28c2-2 5-2 7 0M35 28c2-2 5-2 7 0" stroke="#111827" stroke-width="2" fill="none"/><circle cx="25.5" cy="31" r="2" fill="#dc2626"/><circle cx="38.5" cy="31" r="2" fill="#dc2626"/>' +
    '<path d="M26 40q6 3 12 0" fill="none" stroke="#7f1d1d" stroke-width="1.8" stroke-linecap="round"/><path d="M28 40.5l1.5 4 1.5-3.5M33 41l1.5 3.5 1.5-4" fill="#fff"/>',
  'black-cat':
    dark(
      '<path d="M44 50c8-2 14-10 12-18" fill="none" stroke="#18181b" stroke-opacity="1" stroke-width="5"/><path d="M14 26L12 6l12 10zM50 26l2-20-12 10z" fill="#27272a"/>' +
        '<path d="M32 12c12 0 20 8 20 18 0 6-3 10-6 12 2 4 4 10 2 16H16c-2-6 0-12 2-16-3-2-6-6-6-12 0-10 8-18 20-18z" fill="url(#lf-cat)"/>',
      1.4,
    ) +
    '<path d="M15 10l6 5M49 10l-6 5" stroke="#f472b6" stroke-width="2"/><path d="M20 27c3-4 8-4 10 0-2 3-8 3-10 0zM34 27c2-4 7-4 10 0-2 3-8 3-10 0z" fill="#facc15"/>' +
    '<ellipse cx="25" cy="27" rx="1" ry="2.6" fill="#111"/><ellipse cx="39" cy="27" rx="1" ry="2.6" fill="#111"/><path d="M30 34h4l-2 2z" fill="#f472b6"/>' +
    '<path d="M12 34l10 1M12 38l10-1M52 34l-10 1M52 38l-10-1" stroke="#a1a1aa" stroke-width="1" opacity=".8"/>',
  cauldron:
    '<g fill="#a3e635" stroke="#1a0d05" stroke-opacity=".6" stroke-width="1.2"><circle cx="22" cy="14" r="5"/><circle cx="38" cy="10" r="4"/><circle cx="32" cy="18" r="6"/><circle cx="44" cy="18" r="3"/></g>' +
    dark(
      '<ellipse cx="32" cy="26" rx="26" ry="6" fill="#65a30d"/><path d="M8 28c0 18 10 28 24 28s24-10 24-28c-6 4-14 5-24 5S14 32 8 28z" fill="url(#lf-iron)"/><path d="M14 54l-4 6M50 54l4 6" fill="none" stroke-width="3"/>',
    ) +
    '<ellipse cx="32" cy="26" rx="22" ry="4" fill="#bef264"/><path d="M12 36c2 8 8 14 16 16" fill="none" stroke="#94a3b8" stroke-width="2" stroke-linecap="round" opacity=".6"/>',
  candle:
    '<circle cx="26" cy="12" r="10" fill="#fde047" opacity=".3"/>' +
    dark(
      '<path d="M26 4c3 4 4 6 4 8a4 4 0 0 1-8 0c0-2 1-4 4-8z" fill="url(#lf-flame)"/><path d="M18 20h16v38H18z" fill="#f5f0e1"/><path d="M18 20c0 4 2 5 4 5s2 4 3 8c1-4 2-6 4-6s5-3 5-7z" fill="#fff"/>' +
        '<path d="M38 32h12v26H38z" fill="#ede4cc"/><path d="M44 22c2 3 3 5 3 6a3 3 0 0 1-6 0c0-1 1-3 3-6z" fill="url(#lf-flame)"/>',
      1.4,
    ) +
    '<path d="M26 16v4M44 29v3" stroke="#1a0d05" stroke-width="1.4"/><path d="M12 58h44" stroke="#7c4a1e" stroke-width="3" stroke-linecap="round"/>',

  // Lantern Festival
  'dragon-dance':
    dark(
      '<path d="M10 22C8 12 14 4 24 6l8 4 8-4c10-2 16 6 14 16l-4 12c-2 6-8 10-18 10S16 40 14 34z" fill="url(#lf-red)"/><path d="M20 34c4 4 20 4 24 0v6c-4 4-20 4-24 0z" fill="#fde68a"/>' +
        '<path d="M18 8l-6-6M46 8l6-6" fill="none" stroke="#f6c453" stroke-opacity="1" stroke-width="3"/>',
      1.4,
    ) +
    '<circle cx="23" cy="20" r="5" fill="#fff"/><circle cx="41" cy="20" r="5" fill="#fff"/><circle cx="23" cy="20" r="2.6" fill="#111"/><circle cx="41" cy="20" r="2.6" fill="#111"/>' +
    '<path d="M14 30c-6 0-10 4-12 8M50 30c6 0 10 4 12 8" fill="none" stroke="#f6c453" stroke-width="2" stroke-linecap="round"/><path d="M28 28h8" stroke="#7f1d1d" stroke-width="2.4" stroke-linecap="round"/>' +
    '<path d="M24 12c3-2 13-2 16 0" fill="none" stroke="#16a34a" stroke-width="2.4"/>' +
    wild('#b91c1c'),
  lantern:
    '<circle cx="32" cy="32" r="26" fill="#fb923c" opacity=".25"/>' +
    gilt(
      '<rect x="22" y="6" width="20" height="6" rx="2" fill="#b45309"/><rect x="22" y="50" width="20" height="6" rx="2" fill="#b45309"/><ellipse cx="32" cy="31" rx="20" ry="20" fill="url(#lf-paper)"/>',
      1.4,
    ) +
    '<path d="M32 11v40M22 13c-6 10-6 26 0 36M42 13c6 10 6 26 0 36" fill="none" stroke="#7f1d1d" stroke-width="1.4" opacity=".7"/><path d="M32 2v4M32 56v6M29 62h6" stroke="#f6c453" stroke-width="2" stroke-linecap="round"/>' +
    shine(25, 20, 4, 6),
  koi:
    dark(
      '<path d="M10 44c-2-16 10-32 28-34 10-1 18 4 20 12-8-4-16-2-22 4-8 8-10 18-6 26-8 0-18-2-20-8z" fill="#fff7ed"/><path d="M14 50c-6 2-10 6-10 12 6-1 10-4 12-8 2 5 6 7 12 7-2-6-6-10-14-11z" fill="#f97316"/>',
    ) +
    '<path d="M26 18c6-4 14-4 20 0-2 6-10 8-16 6zM14 36c4-4 10-4 12 2-2 4-8 6-12 2zM34 30c3-2 6 0 6 3-2 2-5 2-6-3z" fill="#ea580c"/>' +
    '<path d="M38 12c2-6 8-8 12-6" fill="none" stroke="#f97316" stroke-width="2.4" stroke-linecap="round"/><circle cx="50" cy="18" r="2" fill="#111"/><path d="M56 22c2 1 4 3 4 5" stroke="#f6c453" stroke-width="1.4" fill="none"/>',
  fan:
    gilt('<path d="M32 56L4 30C10 12 20 6 32 6s22 6 28 24z" fill="url(#lf-fan)"/>', 1.4) +
    '<path d="M32 56L10 22M32 56l-12-44M32 56V6M32 56l12-44M32 56l22-34" stroke="#7f1d1d" stroke-width="1.2" opacity=".7"/>' +
    '<path d="M12 26c8-10 32-10 40 0" fill="none" stroke="#f6c453" stroke-width="1.6"/><circle cx="32" cy="22" r="5" fill="#f6c453" opacity=".9"/><path d="M28 50l4 10 4-10" fill="#7c4a1e"/>' +
    '<path d="M20 16q4-4 8 0M38 16q3-3 6 0" fill="none" stroke="#fff" stroke-width="1.2" opacity=".8"/>',
  firecracker:
    '<path d="M32 12c2-4 6-6 10-5" fill="none" stroke="#a16207" stroke-width="1.8"/><path d="M46 4l1.6 4.4L52 10l-4.4 1.6L46 16l-1.6-4.4L40 10l4.4-1.6z" fill="#fde047"/>' +
    gilt(
      '<rect x="14" y="18" width="11" height="38" rx="2.5" fill="url(#lf-red)"/><rect x="26.5" y="14" width="11" height="42" rx="2.5" fill="url(#lf-red)"/><rect x="39" y="18" width="11" height="38" rx="2.5" fill="url(#lf-red)"/>',
      1.2,
    ) +
    '<path d="M14 26h36M14 48h36" stroke="#f6c453" stroke-width="2.4"/><circle cx="32" cy="37" r="5" fill="#f6c453"/><path d="M29.5 37h5M32 34.5v5" stroke="#b91c1c" stroke-width="1.4"/>',
};

const RANK_FILLS: Readonly<Record<string, string>> = {
  A: 'url(#lf-ruby)',
  K: 'url(#lf-sapphire)',
  Q: 'url(#lf-amethyst)',
  J: 'url(#lf-emerald)',
  10: 'url(#lf-gold)',
};

const linear = (id: string, colours: readonly string[], attributes = 'x1="0" y1="0" x2="0" y2="1"') =>
  `<linearGradient id="${id}" ${attributes}>${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</linearGradient>`;
const radial = (id: string, colours: readonly string[]) =>
  `<radialGradient id="${id}" cx=".4" cy=".35" r=".7">${colours.map((colour, index) => `<stop offset="${index / (colours.length - 1)}" stop-color="${colour}"/>`).join('')}</radialGradient>`;

const art: StudioArt = {
  studio: 'lanternfish-gaming',
  defs:
    linear('lf-gold', ['#fff4c2', '#f6c453', '#b7791f']) +
    linear('lf-silver', ['#f8fafc', '#cbd5e1', '#64748b']) +
    linear('lf-steel', ['#e2e8f0', '#94a3b8', '#475569']) +
    radial('lf-egg', ['#99f6e4', '#14b8a6', '#115e59']) +
    radial('lf-red', ['#f87171', '#dc2626', '#7f1d1d']) +
    linear('lf-blonde', ['#fde68a', '#f59e0b', '#b45309']) +
    linear('lf-ivory', ['#fffbeb', '#e7d7b1'], 'x1="0" y1="0" x2="1" y2="1"') +
    radial('lf-wood', ['#c08552', '#8b5a2b', '#5b3716']) +
    linear('lf-stone', ['#9ca3af', '#6b7280', '#374151']) +
    linear('lf-marble', ['#ffffff', '#e5e7eb', '#c7c9d1']) +
    radial('lf-ruby', ['#fecaca', '#e11d48', '#881337']) +
    radial('lf-sapphire', ['#bfdbfe', '#2563eb', '#1e3a8a']) +
    radial('lf-emerald', ['#bbf7d0', '#10b981', '#065f46']) +
    radial('lf-amethyst', ['#e9d5ff', '#9333ea', '#581c87']) +
    radial('lf-pumpkin', ['#fed7aa', '#f97316', '#9a3412']) +
    radial('lf-cat', ['#3f3f46', '#18181b', '#09090b']) +
    linear('lf-iron', ['#52525b', '#27272a', '#09090b']) +
    linear('lf-flame', ['#fff7c2', '#fbbf24', '#ea580c']) +
    radial('lf-paper', ['#fca5a5', '#dc2626', '#7f1d1d']) +
    linear('lf-fan', ['#fecaca', '#ef4444', '#991b1b']),
  symbols,
  rank: (rank) =>
    `<text x="32" y="34" font-size="${rank.length > 1 ? 34 : 44}" fill="${RANK_FILLS[rank] ?? GOLD}" stroke="${GOLD}" stroke-width="2" paint-order="stroke" ${TEXT}>${rank}</text>` +
    `<path d="M20 56h24" stroke="${GOLD}" stroke-width="1.6" stroke-linecap="round"/><path d="M32 53l3 3-3 3-3-3z" fill="${GOLD}"/>`,
};

export default art;
