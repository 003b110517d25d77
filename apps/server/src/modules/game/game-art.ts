/**
 * Tile art and studio logos of the lobby.
 *
 * Every seeded game and studio has a hand-drawn SVG (apps/web/public/art/games/{identity}.svg,
 * 300 x 400, and apps/web/public/art/studios/{identity}.svg, 240 x 80), served as a static file
 * of the web app with a long cache: the catalogue's `image` and `logo` point there, with the
 * art's revision in the query so a redrawn picture is a new address (game-art.test.ts checks
 * that every seeded game and studio has its file and that the revision matches the files).
 *
 * A game or studio without a drawing (added by an operator, or a test's) still gets a picture:
 * drawn as SVG on request below, a theme giving the gradient and the glyph, the identity turning
 * the hue a little, so two games of one theme still look apart.
 */
import { createHash } from 'node:crypto';

/** Where the web app serves the hand-drawn pictures (apps/web/public/art). */
export const DRAWN_ART_PREFIX = '/art';
/**
 * A digest of the drawn files (see game-art.test.ts, which prints the new value when a file
 * changes): part of each picture's address, so browsers keep a picture until it is redrawn.
 */
export const DRAWN_ART_REVISION = '7c8114cb43';
/** The games and studios that have a hand-drawn picture. */
export const DRAWN_GAMES: ReadonlySet<string> = new Set([
  'orbit-dice',
  'orbit-limbo',
  'orbit-mines',
  'orbit-plinko',
  'lucky-orbit',
  'orbit-european-roulette',
  'blackjack-classic',
  'keno-classic',
  'orbit-hilo',
  'comet-crash',
  'starfall-clusters',
  'neon-drift',
  'quasar-quest',
  'cyber-heist',
  'pearl-lagoon',
  'krakens-deep',
  'reef-riches',
  'jungle-bloom',
  'tiger-falls',
  'gold-rush-express',
  'desert-outlaws',
  'sands-of-anubis',
  'pharaohs-vault',
  'baccarat-royale',
  'dragons-hoard',
  'valhalla-thunder',
  'olympus-sparks',
  'pumpkin-night',
  'lantern-festival',
  'fruit-fiesta',
  'triple-sevens',
  'sugar-cascade',
  'bubblegum-bonanza',
  'jacks-or-better',
  'lucky-scratch',
]);
export const DRAWN_STUDIOS: ReadonlySet<string> = new Set([
  'orbit-originals',
  'nebula-forge',
  'tidewater-games',
  'red-mesa-studios',
  'lanternfish-gaming',
  'copper-crown',
]);

/** The drawn picture's address, or undefined when the game has none (then it is drawn on request). */
export const drawnGameArtPath = (identity: string): string | undefined =>
  DRAWN_GAMES.has(identity) ? `${DRAWN_ART_PREFIX}/games/${identity}.svg?v=${DRAWN_ART_REVISION}` : undefined;
export const drawnStudioLogoPath = (identity: string): string | undefined =>
  DRAWN_STUDIOS.has(identity) ? `${DRAWN_ART_PREFIX}/studios/${identity}.svg?v=${DRAWN_ART_REVISION}` : undefined;

export const GAME_THEMES = [
  'dice',
  'crash',
  'gems',
  'plinko',
  'space',
  'roulette',
  'neon',
  'ocean',
  'jungle',
  'gold-rush',
  'wild-west',
  'egypt',
  'cards',
  'dragon',
  'viking',
  'mythology',
  'halloween',
  'carnival',
  'fruits',
  'candy',
  'numbers',
] as const;
export type GameTheme = (typeof GAME_THEMES)[number];

/** Tiles are 3:4 portrait, the shape of a lobby tile. */
const TILE_WIDTH = 300;
const TILE_HEIGHT = 400;
/** A game name wraps to at most two lines of about this many characters. */
const NAME_LINE_CHARACTERS = 14;
/** How far the hue may turn from the theme's colours, either way, in degrees. */
const HUE_VARIATION_DEGREES = 24;

interface ThemeStyle {
  readonly from: string;
  readonly to: string;
  /** The glyph, drawn in a 120 x 120 box at the origin; with several, the identity picks one. */
  readonly glyph: string | readonly string[];
}

const WHITE = 'fill="#fff"';
const SOFT = 'fill="#fff" fill-opacity="0.35"';
const LINE = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';

function starPoints(cx: number, cy: number, points: number, outer: number, inner: number): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    corners.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return corners.join(' ');
}

const pips = (spots: readonly [number, number][]) =>
  spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="#1b1f3b"/>`).join('');
const plinkoPegs = [0, 1, 2, 3]
  .flatMap((row) =>
    Array.from({ length: row + 1 }, (_, column) => [60 - row * 15 + column * 30, 20 + row * 25] as const),
  )
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" ${WHITE}/>`)
  .join('');
const rouletteSpokes = Array.from({ length: 12 }, (_, index) => {
  const angle = (Math.PI * index) / 6;
  return `<line x1="60" y1="60" x2="${(60 + 52 * Math.cos(angle)).toFixed(1)}" y2="${(60 + 52 * Math.sin(angle)).toFixed(1)}" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/>`;
}).join('');

const THEME_STYLES: Readonly<Record<GameTheme, ThemeStyle>> = {
  dice: {
    from: '#3b2fd6',
    to: '#0f9bd7',
    glyph: `<rect x="10" y="10" width="100" height="100" rx="22" ${WHITE}/>${pips([
      [35, 35],
      [85, 35],
      [60, 60],
      [35, 85],
      [85, 85],
    ])}`,
  },
  crash: {
    from: '#ff5f6d',
    to: '#5b1a8c',
    glyph: `<polyline points="8,110 40,84 62,92 108,18" ${LINE}/><polygon points="108,8 118,34 92,26" ${WHITE}/>`,
  },
  gems: {
    from: '#0b8a6b',
    to: '#0c2e4e',
    glyph: `<polygon points="60,110 6,44 30,14 90,14 114,44" ${WHITE}/><polygon points="30,14 60,44 90,14" ${SOFT}/><polygon points="6,44 114,44 60,110" fill="#9ff5da" fill-opacity="0.5"/>`,
  },
  plinko: { from: '#f7971e', to: '#b21f66', glyph: `${plinkoPegs}<circle cx="72" cy="118" r="10" fill="#ffe066"/>` },
  space: {
    from: '#1d0b4f',
    to: '#7b2ff7',
    glyph: `<circle cx="60" cy="60" r="34" ${WHITE}/><ellipse cx="60" cy="60" rx="58" ry="16" ${LINE} transform="rotate(-20 60 60)"/><circle cx="14" cy="14" r="4" ${WHITE}/><circle cx="108" cy="100" r="3" ${WHITE}/>`,
  },
  roulette: {
    from: '#0f5132',
    to: '#14213d',
    glyph: `<circle cx="60" cy="60" r="56" fill="#b3001b"/>${rouletteSpokes}<circle cx="60" cy="60" r="56" fill="none" stroke="#ffd166" stroke-width="6"/><circle cx="60" cy="60" r="16" fill="#ffd166"/>`,
  },
  neon: {
    from: '#12002f',
    to: '#ff00a8',
    glyph: `<polygon points="70,4 22,68 56,68 44,116 98,46 62,46" fill="#00f0ff"/>`,
  },
  ocean: {
    from: '#0077b6',
    to: '#03045e',
    glyph: `<path d="M4 50 q 14 -16 28 0 t 28 0 t 28 0 t 28 0" ${LINE}/><path d="M4 80 q 14 -16 28 0 t 28 0 t 28 0 t 28 0" ${LINE}/><circle cx="60" cy="20" r="12" ${SOFT}/>`,
  },
  jungle: {
    from: '#2d6a4f',
    to: '#081c15',
    glyph: `<path d="M60 116 C 8 80 8 30 60 4 C 112 30 112 80 60 116 Z" fill="#95d5b2"/><path d="M60 110 L60 20" ${LINE}/>`,
  },
  'gold-rush': {
    from: '#b08d57',
    to: '#3d2b1f',
    glyph: `<circle cx="40" cy="76" r="30" fill="#ffd166"/><circle cx="80" cy="76" r="30" fill="#f4a261"/><circle cx="60" cy="40" r="30" fill="#ffe08a"/>`,
  },
  'wild-west': {
    from: '#e76f51',
    to: '#6b2d0f',
    glyph: `<polygon points="${starPoints(60, 60, 6, 58, 28)}" fill="#ffd166"/><circle cx="60" cy="60" r="14" fill="#6b2d0f"/>`,
  },
  egypt: {
    from: '#e9c46a',
    to: '#8c5a00',
    glyph: `<polygon points="60,8 116,112 4,112" ${WHITE}/><polygon points="60,8 116,112 60,112" fill="#8c5a00" fill-opacity="0.35"/>`,
  },
  cards: {
    from: '#1b4332',
    to: '#081c15',
    glyph: [
      `<path d="M60 6 C 90 40 116 56 100 84 C 90 100 70 96 64 86 L 74 114 H 46 L 56 86 C 50 96 30 100 20 84 C 4 56 30 40 60 6 Z" ${WHITE}/>`,
      `<path d="M60 112 C 30 84 4 64 8 38 C 12 14 44 8 60 32 C 76 8 108 14 112 38 C 116 64 90 84 60 112 Z" fill="#ef233c"/>`,
      `<polygon points="60,4 104,60 60,116 16,60" fill="#ef233c"/>`,
    ],
  },
  dragon: {
    from: '#d00000',
    to: '#370617',
    glyph: `<path d="M60 116 C 20 110 10 70 36 40 C 40 60 52 62 52 62 C 44 36 60 12 78 4 C 72 30 110 52 100 88 C 94 106 80 116 60 116 Z" fill="#ffba08"/>`,
  },
  viking: {
    from: '#457b9d',
    to: '#1d3557',
    glyph: `<circle cx="60" cy="60" r="54" fill="#e0e1dd"/><path d="M60 6 V114 M6 60 H114" stroke="#1d3557" stroke-width="10"/><circle cx="60" cy="60" r="14" fill="#ffd166"/>`,
  },
  mythology: {
    from: '#4361ee',
    to: '#3a0ca3',
    glyph: `<circle cx="60" cy="60" r="56" ${SOFT}/><polygon points="68,8 30,66 56,66 46,112 92,48 64,48" fill="#ffe066"/>`,
  },
  halloween: {
    from: '#ff7b00',
    to: '#240046',
    glyph: `<path d="M76 6 A 56 56 0 1 0 114 82 A 44 44 0 1 1 76 6 Z" fill="#ffd166"/>`,
  },
  carnival: {
    from: '#ff006e',
    to: '#8338ec',
    glyph: `<polygon points="${starPoints(60, 60, 10, 58, 30)}" fill="#ffbe0b"/><circle cx="60" cy="60" r="18" ${WHITE}/>`,
  },
  fruits: {
    from: '#ff4d6d',
    to: '#7b2cbf',
    glyph: `<path d="M36 76 Q 50 20 90 8 M84 80 Q 80 40 90 8" ${LINE}/><circle cx="34" cy="88" r="24" fill="#e5383b"/><circle cx="84" cy="92" r="24" fill="#ba181b"/>`,
  },
  candy: {
    from: '#ff8fab',
    to: '#9d4edd',
    glyph: `<line x1="60" y1="60" x2="60" y2="118" stroke="#fff" stroke-width="8"/><circle cx="60" cy="50" r="44" fill="#ffd6e0"/><path d="M60 50 m -6 0 a 6 6 0 1 1 12 0 a 14 14 0 1 1 -26 0 a 22 22 0 1 1 40 0 a 30 30 0 1 1 -54 0" fill="none" stroke="#ff4d8d" stroke-width="6"/>`,
  },
  numbers: {
    from: '#00b4d8',
    to: '#023e8a',
    glyph: `<circle cx="60" cy="60" r="54" ${WHITE}/><text x="60" y="82" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="62" fill="#023e8a">7</text>`,
  },
};

const isTheme = (value: string): value is GameTheme => (GAME_THEMES as readonly string[]).includes(value);

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Words joined into lines of about NAME_LINE_CHARACTERS; a name longer than two lines is cut. */
function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= NAME_LINE_CHARACTERS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  return [
    lines[0] ?? '',
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, NAME_LINE_CHARACTERS - 1)}…`,
  ];
}

/** Bytes of the identity's hash, so one game always gets the same variation. */
function variation(identity: string): Buffer {
  return createHash('sha256').update(identity).digest();
}

export interface GameArtInput {
  readonly identity: string;
  readonly name: string;
  readonly theme: string;
  readonly providerName: string;
}

export function renderGameArt(game: GameArtInput): string {
  const style = THEME_STYLES[isTheme(game.theme) ? game.theme : 'space'];
  const bytes = variation(game.identity);
  const glyph =
    typeof style.glyph === 'string' ? style.glyph : (style.glyph[(bytes[8] ?? 0) % style.glyph.length] ?? '');
  const hue = (((bytes[0] ?? 0) / 255) * 2 - 1) * HUE_VARIATION_DEGREES;
  const angle = ((bytes[1] ?? 0) % 90) - 45;
  const orbs = [2, 4, 6]
    .map((offset, index) => {
      const x = ((bytes[offset] ?? 0) / 255) * TILE_WIDTH;
      const y = ((bytes[offset + 1] ?? 0) / 255) * 260;
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${40 + index * 22}" fill="#fff" fill-opacity="0.07"/>`;
    })
    .join('');
  const lines = nameLines(game.name);
  const firstBaseline = lines.length === 1 ? 322 : 304;
  const text = lines
    .map(
      (line, index) =>
        `<text x="150" y="${firstBaseline + index * 36}" text-anchor="middle" class="name">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE_WIDTH} ${TILE_HEIGHT}" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" role="img" aria-label="${escapeXml(game.name)}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle + 90} 0.5 0.5)"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient>`,
    `<filter id="hue"><feColorMatrix type="hueRotate" values="${hue.toFixed(0)}"/></filter>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>',
    '<style>.name{font:800 30px system-ui,-apple-system,"Segoe UI",sans-serif;fill:#fff}.studio{font:600 15px system-ui,sans-serif;fill:#fff;fill-opacity:.75;letter-spacing:1px}</style>',
    '</defs>',
    `<g filter="url(#hue)"><rect width="${TILE_WIDTH}" height="${TILE_HEIGHT}" rx="24" fill="url(#bg)"/>${orbs}</g>`,
    `<rect width="${TILE_WIDTH}" height="${TILE_HEIGHT}" rx="24" fill="url(#shade)"/>`,
    // The 120-unit glyph, enlarged and centred in the picture above the name.
    `<g transform="translate(60 62) scale(1.5)">${glyph}</g>`,
    text,
    `<text x="150" y="378" text-anchor="middle" class="studio">${escapeXml(game.providerName.toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}

/** The logo of a studio without a drawn one: its initials on a badge, its name beside them. */
export function renderStudioLogo(studio: { identity: string; name: string }): string {
  const bytes = variation(studio.identity);
  const hue = Math.round(((bytes[0] ?? 0) / 255) * 360);
  const initials = studio.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  // Wide enough for the name at 18 px (about 11 px a character) beside the badge.
  const width = 100 + studio.name.length * 11;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 80" width="${width}" height="80" role="img" aria-label="${escapeXml(studio.name)}">`,
    `<rect x="4" y="4" width="72" height="72" rx="18" fill="hsl(${hue} 70% 45%)"/>`,
    `<text x="40" y="52" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="800" font-size="30" fill="#fff">${escapeXml(initials)}</text>`,
    `<text x="90" y="48" font-family="system-ui, sans-serif" font-weight="700" font-size="18" fill="#8a8fa3">${escapeXml(studio.name)}</text>`,
    '</svg>',
  ].join('');
}
