/**
 * The symbols of an engine slot as inline SVG: one hidden sprite per slot holds each symbol once
 * (<symbol>), and every cell and paytable row shows it with <use>, so a spin of a 7 x 7 grid
 * swaps 49 small references instead of 49 drawings. A studio's slot draws from its studio's art
 * (reels-art.ts); a slot without one gets generic symbols: a shape and colour from its place in
 * the paytable with the symbol's initial on it, card ranks as letters, a frame of their own for
 * wilds, scatters and coins, so a new slot still draws distinctly.
 */
import type { EngineSymbol, SlotGameConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { t } from '../../lib/i18n';
import { RANK_LETTERS, studioSymbol, type StudioArt } from './reels-art';

type SymbolInfo = Pick<EngineSymbol, 'id' | 'name' | 'kind'>;

/** Shapes on a 64 x 64 box. */
const SHAPES: readonly string[] = [
  '<circle cx="32" cy="32" r="24"/>',
  '<path d="M32 4l26 28-26 28L6 32z"/>',
  '<path d="M32 4l25 14v28L32 60 7 46V18z"/>',
  '<path d="M32 4l8.2 17.6 19.3 2.3-14.2 13.3 3.7 19.1L32 46.8 15 56.3l3.7-19.1L4.5 23.9l19.3-2.3z"/>',
  '<path d="M32 58C13 44 5 33 5 22A14 14 0 0 1 32 16a14 14 0 0 1 27 6c0 11-8 22-27 36z"/>',
  '<path d="M32 4c13 17 21 27 21 38a21 21 0 0 1-42 0c0-11 8-21 21-38z"/>',
  '<path d="M32 4l24 9v17c0 15-10 25-24 30C18 55 8 45 8 30V13z"/>',
  '<rect x="8" y="8" width="48" height="48" rx="12"/>',
  '<path d="M32 5l28 50H4z"/>',
  '<ellipse cx="32" cy="34" rx="20" ry="26"/>',
];
/** Card ranks' hues. */
const RANK_HUES: Readonly<Record<string, number>> = { A: 0, K: 215, Q: 285, J: 135, 10: 30 };

const colour = (hue: number, lightness: number) => `hsl(${hue} 78% ${lightness}%)`;
const escapeText = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
/** A symbol id as an element id: the config comes from the server, so only safe characters pass. */
const spriteId = (symbolId: string) => `reels-symbol-${symbolId.replace(/[^a-z0-9-]/gi, '_')}`;

function label(text: string, size: number, y = 32): string {
  return `<text x="32" y="${y}" font-size="${size}" class="reels-glyph__label">${escapeText(text)}</text>`;
}

/**
 * The letters on each generic symbol of a slot: its initial, or its first two letters when the
 * initial is also a card rank of the slot or another symbol's (Android beside the A reads "An").
 */
export function glyphLabels(symbols: readonly SymbolInfo[]): Map<string, string> {
  const rankOf = (id: string) => (Object.hasOwn(RANK_LETTERS, id) ? RANK_LETTERS[id] : undefined);
  const taken = new Set(symbols.flatMap((symbol) => rankOf(symbol.id) ?? []));
  const themed = symbols.filter((symbol) => symbol.kind === 'regular' && !rankOf(symbol.id));
  const initials = themed.map((symbol) => symbol.name.trim().charAt(0).toUpperCase());
  const prefix = (name: string, length: number) =>
    `${name.charAt(0).toUpperCase()}${name.slice(1, length).toLowerCase()}`;
  return new Map(
    themed.map((symbol, index) => {
      const initial = initials[index] ?? '';
      const clash = taken.has(initial) || initials.indexOf(initial) !== initials.lastIndexOf(initial);
      if (!clash) return [symbol.id, initial];
      // As many letters as set it apart from the symbols sharing its initial (Cauldron, Candle: "Cau", "Can").
      const others = themed
        .filter((_, at) => at !== index && initials[at] === initial)
        .map((other) => other.name.trim().toLowerCase());
      const name = symbol.name.trim();
      let length = 2;
      while (length < 3 && others.some((other) => other.startsWith(name.slice(0, length).toLowerCase()))) length += 1;
      return [symbol.id, prefix(name, length)];
    }),
  );
}

/** The generic SVG markup of a symbol (constant shapes, and text escaped): `index` is its place in the paytable. */
export function symbolMarkup(
  symbol: SymbolInfo,
  index: number,
  letters = symbol.name.trim().charAt(0).toUpperCase(),
): string {
  const { id, kind } = symbol;
  if (kind === 'wild') {
    return `<rect x="4" y="12" width="56" height="40" rx="10" fill="url(#reels-wild)" stroke="#fff6" stroke-width="2"/>${label('WILD', 17)}`;
  }
  if (kind === 'scatter') {
    return `<g fill="${colour(45 + index * 40, 58)}" stroke="${colour(45 + index * 40, 28)}" stroke-width="2">${SHAPES[3] ?? ''}</g>${label('FREE', 12, 31)}${label('SPINS', 9, 42)}`;
  }
  if (kind === 'coin') {
    return (
      '<circle cx="32" cy="32" r="27" fill="url(#reels-coin)" stroke="#8a5a00" stroke-width="3"/><circle cx="32" cy="32" r="19" fill="none" stroke="#fff3" stroke-width="2"/>' +
      label('$', 26)
    );
  }
  const rank = Object.hasOwn(RANK_LETTERS, id) ? RANK_LETTERS[id] : undefined;
  if (rank) {
    const hue = RANK_HUES[rank] ?? 0;
    return `<text x="32" y="34" font-size="${rank.length > 1 ? 34 : 44}" class="reels-glyph__rank" fill="${colour(hue, 62)}" stroke="${colour(hue, 22)}">${rank}</text>`;
  }
  const hue = (index * 67) % 360;
  return `<g fill="${colour(hue, 54)}" stroke="${colour(hue, 88)}" stroke-width="2.5" stroke-linejoin="round">${SHAPES[index % SHAPES.length] ?? ''}</g><ellipse cx="26" cy="20" rx="10" ry="5" fill="#fff" opacity=".28"/>${label(letters, [24, 24, 19, 15][letters.length] ?? 15, 35)}`;
}

/** Gradients the generic wild and coin fill from. */
const GENERIC_DEFS =
  '<linearGradient id="reels-wild" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#ec4899"/></linearGradient>' +
  '<radialGradient id="reels-coin" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#ffc547"/><stop offset="1" stop-color="#b7791f"/></radialGradient>';

export interface SlotGlyphs {
  /** The hidden sprite: placed once in the page, before any glyph shows. */
  readonly sprite: HTMLElement;
  /** Whether the slot's studio draws it (else the generic symbols). */
  readonly studio: string | undefined;
  /** A symbol as an image with its name for screen readers (an empty cell for an unknown id). */
  glyph(symbolId: string): HTMLElement;
}

/** The sprite and glyphs of a slot, drawn from its studio's art when there is one. */
export function slotGlyphs(config: Pick<SlotGameConfig, 'id' | 'symbols'>, art?: StudioArt): SlotGlyphs {
  const labels = glyphLabels(config.symbols);
  const byId = new Map(config.symbols.map((symbol) => [symbol.id, symbol]));
  const drawings = config.symbols.map((symbol, index) => {
    const drawn = art ? studioSymbol(art, config.id, symbol.id) : undefined;
    const markup = drawn ?? symbolMarkup(symbol, index, labels.get(symbol.id));
    return `<symbol id="${spriteId(symbol.id)}" viewBox="0 0 64 64">${markup}</symbol>`;
  });
  const sprite = h('span', { class: 'reels-defs', 'aria-hidden': 'true' });
  // Constant art and the generic shapes, whose only text (a symbol's letters) is escaped.
  sprite.innerHTML = `<svg width="0" height="0"><defs>${GENERIC_DEFS}${art?.defs ?? ''}</defs>${drawings.join('')}</svg>`;
  return {
    sprite,
    studio: art?.studio,
    glyph(symbolId) {
      const symbol = byId.get(symbolId);
      const art = h('span', {
        class: `reels-glyph reels-glyph--${symbol?.kind ?? 'empty'}`,
        role: 'img',
        'aria-label': symbol?.name ?? t('games.reels.empty'),
      });
      if (symbol)
        art.innerHTML = `<svg viewBox="0 0 64 64" aria-hidden="true"><use href="#${spriteId(symbol.id)}"/></svg>`;
      return art;
    },
  };
}
