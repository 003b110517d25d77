/** The card's symbols as small SVG drawings (no emoji font is needed on the player's device). */
import type { ScratchSymbol } from '@casino/fairplay';
import { svg } from '../../lib/dom';

const DRAWINGS: Readonly<Record<ScratchSymbol, () => SVGElement[]>> = {
  cherry: () => [
    svg('path', {
      d: 'M20 30 Q26 12 36 8 M30 32 Q32 16 36 8',
      fill: 'none',
      stroke: '#2f7d32',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
    svg('circle', { cx: 18, cy: 34, r: 9, fill: '#d7263d' }),
    svg('circle', { cx: 32, cy: 36, r: 9, fill: '#b3122b' }),
    svg('circle', { cx: 15, cy: 31, r: 2.5, fill: '#ffffff', opacity: 0.7 }),
  ],
  lemon: () => [
    svg('ellipse', { cx: 24, cy: 26, rx: 17, ry: 12, fill: '#ffd23f', transform: 'rotate(-20 24 26)' }),
    svg('ellipse', { cx: 18, cy: 22, rx: 5, ry: 2.5, fill: '#fff7c2', opacity: 0.8, transform: 'rotate(-20 18 22)' }),
  ],
  bell: () => [
    svg('path', { d: 'M24 6 C14 6 12 16 12 26 L8 34 L40 34 L36 26 C36 16 34 6 24 6 Z', fill: '#f4b400' }),
    svg('circle', { cx: 24, cy: 38, r: 4, fill: '#b07d00' }),
    svg('path', {
      d: 'M18 14 Q16 20 16 26',
      fill: 'none',
      stroke: '#fff3c4',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }),
  ],
  clover: () => [
    svg('circle', { cx: 17, cy: 17, r: 8, fill: '#2e9d4f' }),
    svg('circle', { cx: 31, cy: 17, r: 8, fill: '#2e9d4f' }),
    svg('circle', { cx: 17, cy: 31, r: 8, fill: '#2e9d4f' }),
    svg('circle', { cx: 31, cy: 31, r: 8, fill: '#2e9d4f' }),
    svg('path', {
      d: 'M24 24 Q30 36 36 42',
      fill: 'none',
      stroke: '#1f6b36',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  ],
  horseshoe: () => [
    svg('path', {
      d: 'M12 40 L12 22 A12 12 0 0 1 36 22 L36 40',
      fill: 'none',
      stroke: '#8d99ae',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    svg('circle', { cx: 12, cy: 30, r: 1.5, fill: '#2b2d42' }),
    svg('circle', { cx: 36, cy: 30, r: 1.5, fill: '#2b2d42' }),
  ],
  seven: () => [
    svg('path', {
      d: 'M10 8 L38 8 L38 14 L22 42 L13 42 L29 15 L10 15 Z',
      fill: '#e63946',
      stroke: '#7a0c16',
      'stroke-width': 1.5,
    }),
  ],
  jackpot: () => [
    svg('polygon', {
      points: '24,3 30,17 45,18 33,28 37,43 24,35 11,43 15,28 3,18 18,17',
      fill: '#ffc547',
      stroke: '#a86b00',
      'stroke-width': 2,
    }),
    svg('circle', { cx: 24, cy: 24, r: 5, fill: '#fff3c4' }),
  ],
};

export function scratchSymbol(symbol: ScratchSymbol): SVGElement {
  return svg(
    'svg',
    { viewBox: '0 0 48 48', class: `sc-symbol sc-symbol--${symbol}`, 'aria-hidden': 'true', focusable: 'false' },
    ...DRAWINGS[symbol](),
  );
}
