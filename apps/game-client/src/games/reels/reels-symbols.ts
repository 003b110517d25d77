/**
 * The symbols of every engine slot, drawn as inline SVG from a small table: a themed shape and a
 * colour per symbol id (a comet is a flame, a sheriff a star, a pickaxe a triangle), the symbol's
 * initial on it so it reads at 40 px and for colour-blind players, card ranks as letters, and a
 * frame of their own for wilds, scatters and coins. No image is fetched; a symbol no table lists
 * gets a shape and colour from its place in the paytable, so a new slot still draws distinctly.
 */
import type { EngineSymbol } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { t } from '../../lib/i18n';

/** Shapes on a 64 x 64 box. */
const SHAPES: Readonly<Record<string, string>> = {
  circle: '<circle cx="32" cy="32" r="24"/>',
  gem: '<path d="M20 8h24l14 16-26 34L6 24z"/>',
  diamond: '<path d="M32 4l26 28-26 28L6 32z"/>',
  star: '<path d="M32 4l8.2 17.6 19.3 2.3-14.2 13.3 3.7 19.1L32 46.8 15 56.3l3.7-19.1L4.5 23.9l19.3-2.3z"/>',
  spark: '<path d="M32 2c3 19 11 27 30 30-19 3-27 11-30 30-3-19-11-27-30-30 19-3 27-11 30-30z"/>',
  heart: '<path d="M32 58C13 44 5 33 5 22A14 14 0 0 1 32 16a14 14 0 0 1 27 6c0 11-8 22-27 36z"/>',
  hex: '<path d="M32 4l25 14v28L32 60 7 46V18z"/>',
  drop: '<path d="M32 4c13 17 21 27 21 38a21 21 0 0 1-42 0c0-11 8-21 21-38z"/>',
  shield: '<path d="M32 4l24 9v17c0 15-10 25-24 30C18 55 8 45 8 30V13z"/>',
  crown: '<path d="M6 50l4-34 13 13 9-21 9 21 13-13 4 34z"/>',
  bell: '<path d="M32 6c11 0 17 9 17 21v12l7 9H8l7-9V27c0-12 6-21 17-21z"/><circle cx="32" cy="54" r="6"/>',
  bolt: '<path d="M38 2L10 36h18l-6 26 32-38H36z"/>',
  leaf: '<path d="M8 56C8 24 28 8 56 8c0 28-16 48-48 48z"/>',
  moon: '<path d="M42 6a26 26 0 1 0 16 44A22 22 0 0 1 42 6z"/>',
  square: '<rect x="8" y="8" width="48" height="48" rx="12"/>',
  triangle: '<path d="M32 5l28 50H4z"/>',
  egg: '<ellipse cx="32" cy="34" rx="20" ry="26"/>',
  fish: '<path d="M4 32c11-16 32-20 45-7l11-9v32l-11-9C36 52 15 48 4 32z"/>',
  flame: '<path d="M32 2c5 15 22 21 22 38a22 22 0 0 1-44 0c0-9 6-13 9-22 4 6 7 9 9 9 0-9 0-16 4-25z"/>',
  cup: '<path d="M14 6h36c0 18-7 27-15 29v13h10v10H19V48h10V35C21 33 14 24 14 6z"/>',
  ring: '<circle cx="32" cy="38" r="19" fill="none" stroke-width="8"/><path d="M24 6h16l6 8-14 12-14-12z"/>',
  hourglass: '<path d="M14 4h36v8c0 11-11 16-11 20s11 9 11 20v8H14v-8c0-11 11-16 11-20s-11-9-11-20z"/>',
  cherry: '<path d="M22 40C26 24 34 12 48 6M42 40c0-14 2-24 6-34" fill="none" stroke-width="4"/><circle cx="20" cy="46" r="13"/><circle cx="44" cy="46" r="13"/>',
};

/** Symbol id -> shape, hue (-1: grey), drawn as `shape hue`; card ranks and sevens have their own look. */
const THEMES: Readonly<Record<string, readonly [string, number]>> = Object.fromEntries(
  (
    'comet flame 25,nebula circle 300,pulsar bolt 190,red-star star 0,blue-star hex 220,moonlet moon 55,stardust spark 45,' +
    'supercar shield 350,racer square 200,nitro bolt 130,wheel circle -1,quasar spark 280,starship triangle 200,android hex 150,crystal diamond 180,' +
    'hacker shield 120,drone hex 200,keycard square 45,chip gem 280,mermaid fish 300,dolphin fish 200,seahorse leaf 30,starfish star 15,' +
    'kraken circle 330,anchor shield 210,compass hex 40,bottle drop 150,turtle hex 130,octopus circle 320,clownfish fish 25,' +
    'parrot triangle 0,toucan egg 45,frog drop 110,butterfly heart 280,tiger shield 30,panther circle 270,monkey egg 25,lotus leaf 320,' +
    'prospector shield 30,mule egg 20,pickaxe triangle 200,lantern bell 45,outlaw shield 0,sheriff star 45,revolver square 210,whiskey drop 30,' +
    'pharaoh crown 45,scarab egg 170,eye diamond 200,cleopatra crown 300,pyramid triangle 45,chalice cup 180,' +
    'dragon flame 0,knight shield 210,crown crown 45,goblet cup 300,thor bolt 210,freya heart 330,longship triangle 30,horn moon 40,' +
    'shield shield 0,axe diamond 200,rune hex 150,zeus bolt 50,hourglass hourglass 30,ring ring 200,sapphire gem 220,emerald gem 140,' +
    'vampire shield 0,black-cat circle 270,cauldron egg 120,candle flame 40,koi fish 15,fan triangle 340,firecracker bolt 0,' +
    'bell bell 45,watermelon circle 130,plum egg 280,orange circle 30,lemon egg 55,cherry cherry 350,' +
    'heart-candy heart 340,gummy-bear egg 10,donut ring 30,jelly-bean drop 130,candy-cane diamond 0,mint circle 160,' +
    'bubblegum circle 320,cupcake bell 300,lolly spark 50,taffy square 200,sprinkles hex 130,sherbet drop 30'
  )
    .split(',')
    .map((entry) => {
      const [id = '', shape = 'circle', hue = '0'] = entry.split(' ');
      return [id, [shape, Number(hue)] as const];
    }),
);

/** Card ranks: the classic letters, each in its own colour. */
const RANKS: Readonly<Record<string, readonly [string, number]>> = { a: ['A', 0], k: ['K', 215], q: ['Q', 285], j: ['J', 135], ten: ['10', 30] };
const FALLBACK_SHAPES = ['circle', 'diamond', 'hex', 'star', 'heart', 'drop', 'shield', 'square', 'triangle', 'egg'];

const colour = (hue: number, lightness: number) => (hue < 0 ? `hsl(220 10% ${lightness}%)` : `hsl(${hue} 78% ${lightness}%)`);
const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function label(text: string, size: number, y = 32): string {
  return `<text x="32" y="${y}" font-size="${size}" class="reels-glyph__label">${escapeText(text)}</text>`;
}

/**
 * The letters on each themed symbol of a slot: its initial, or its first two letters when the
 * initial is also a card rank of the slot or another symbol's (Android beside the A reads "An").
 */
export function glyphLabels(symbols: readonly Pick<EngineSymbol, 'id' | 'name' | 'kind'>[]): Map<string, string> {
  const taken = new Set(symbols.flatMap((symbol) => (RANKS[symbol.id] ? [RANKS[symbol.id]?.[0]] : [])));
  const themed = symbols.filter((symbol) => symbol.kind === 'regular' && !RANKS[symbol.id]);
  const initials = themed.map((symbol) => symbol.name.trim().charAt(0).toUpperCase());
  const prefix = (name: string, length: number) => `${name.charAt(0).toUpperCase()}${name.slice(1, length).toLowerCase()}`;
  return new Map(themed.map((symbol, index) => {
    const initial = initials[index] ?? '';
    const clash = taken.has(initial) || initials.indexOf(initial) !== initials.lastIndexOf(initial);
    if (!clash) return [symbol.id, initial];
    // As many letters as set it apart from the symbols sharing its initial (Cauldron, Candle: "Cau", "Can").
    const others = themed.filter((_, at) => at !== index && initials[at] === initial).map((other) => other.name.trim().toLowerCase());
    const name = symbol.name.trim();
    let length = 2;
    while (length < 3 && others.some((other) => other.startsWith(name.slice(0, length).toLowerCase()))) length += 1;
    return [symbol.id, prefix(name, length)];
  }));
}

/** The SVG markup of a symbol (constant shapes, and text escaped): `index` is its place in the paytable. */
export function symbolMarkup(symbol: Pick<EngineSymbol, 'id' | 'name' | 'kind'>, index: number, letters = symbol.name.trim().charAt(0).toUpperCase()): string {
  const { id, kind } = symbol;
  if (kind === 'wild') {
    return `<rect x="4" y="12" width="56" height="40" rx="10" fill="url(#reels-wild)" stroke="#fff6" stroke-width="2"/>${label('WILD', 17)}`;
  }
  if (kind === 'scatter') {
    return `<g fill="${colour(45 + index * 40, 58)}" stroke="${colour(45 + index * 40, 28)}" stroke-width="2">${SHAPES.star ?? ''}</g>${label('FREE', 12, 31)}${label('SPINS', 9, 42)}`;
  }
  if (kind === 'coin') {
    return '<circle cx="32" cy="32" r="27" fill="url(#reels-coin)" stroke="#8a5a00" stroke-width="3"/><circle cx="32" cy="32" r="19" fill="none" stroke="#fff3" stroke-width="2"/>' + label('$', 26);
  }
  const rank = RANKS[id];
  if (rank) return `<text x="32" y="34" font-size="${rank[0].length > 1 ? 34 : 44}" class="reels-glyph__rank" fill="${colour(rank[1], 62)}" stroke="${colour(rank[1], 22)}">${rank[0]}</text>`;
  if (/seven/.test(id)) {
    const hue = /blue/.test(id) ? 215 : 0;
    return `<text x="32" y="34" font-size="54" class="reels-glyph__rank" fill="${colour(hue, 55)}" stroke="${colour(hue, 90)}">7</text>`;
  }
  if (/bar$/.test(id)) {
    const bars = /triple/.test(id) ? 3 : /double/.test(id) ? 2 : 1;
    const hue = [280, 200, 45][bars - 1] ?? 45;
    const top = 32 - bars * 8;
    return Array.from({ length: bars }, (_, bar) => `<rect x="6" y="${top + bar * 16 + 1}" width="52" height="14" rx="3" fill="${colour(hue, 45)}" stroke="${colour(hue, 85)}" stroke-width="1.5"/>${label('BAR', 11, top + bar * 16 + 8.5)}`).join('');
  }
  const [shape, hue] = THEMES[id] ?? [FALLBACK_SHAPES[index % FALLBACK_SHAPES.length] ?? 'circle', (index * 67) % 360];
  const initial = shape === 'cherry' ? '' : label(letters, [24, 24, 19, 15][letters.length] ?? 15, 35);
  return `<g fill="${colour(hue, 54)}" stroke="${colour(hue, 88)}" stroke-width="2.5" stroke-linejoin="round">${SHAPES[shape] ?? SHAPES.circle}</g><ellipse cx="26" cy="20" rx="10" ry="5" fill="#fff" opacity=".28"/>${initial}`;
}

/** Gradients the wild and coin fill from: one hidden copy per page. */
export function glyphDefinitions(): HTMLElement {
  const holder = h('span', { class: 'reels-defs', 'aria-hidden': 'true' });
  // Constant markup.
  holder.innerHTML =
    '<svg width="0" height="0"><defs>' +
    '<linearGradient id="reels-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#ec4899"/></linearGradient>' +
    '<radialGradient id="reels-coin" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc547"/><stop offset="1" stop-color="#b7791f"/></radialGradient>' +
    '</defs></svg>';
  return holder;
}

/** A symbol as an image with its name for screen readers. */
export function symbolGlyph(symbol: Pick<EngineSymbol, 'id' | 'name' | 'kind'> | undefined, index: number, letters?: string): HTMLElement {
  const art = h('span', { class: `reels-glyph reels-glyph--${symbol?.kind ?? 'empty'}`, role: 'img', 'aria-label': symbol?.name ?? t('games.reels.empty') });
  if (symbol) art.innerHTML = `<svg viewBox="0 0 64 64" aria-hidden="true">${symbolMarkup(symbol, index, letters)}</svg>`;
  return art;
}
