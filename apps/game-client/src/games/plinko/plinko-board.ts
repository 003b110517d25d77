/**
 * The plinko board in SVG: pegs, buckets labelled with fairplay's payout table, and a ball that
 * falls along the outcome's path. SVG scales to any width without blurring, from a 390 px phone
 * to a desktop.
 */
import type { PlinkoParams } from '@casino/fairplay';
import { plinkoTableBps } from '@casino/fairplay';
import { prefersReducedMotion, svg } from '../../lib/dom';
import { plinkoBucketHeat, plinkoBucketOffset, plinkoPegOffsets, type BallPoint } from './plinko-path';
import { t } from '../../lib/i18n';

/** Board units: one peg spacing. The viewBox scales it to the screen. */
const SPACING = 40;
const TOP = 30;
const BUCKET_HEIGHT = 34;
/** Buckets tuck a little under the last gap, so the ball visibly drops into them. */
const BUCKET_RAISE = 6;
const PEG_RADIUS = 5;
const BALL_RADIUS = 8;
/** One row's fall: quick enough that 16 rows take about 1.5 s. */
const ROW_MS = 90;
/** How high the ball hops off a peg, in peg spacings. */
const HOP_HEIGHT = 0.25;

export interface PlinkoBoard {
  readonly element: SVGElement;
  draw(params: PlinkoParams): void;
  drop(points: readonly BallPoint[], bucket: number): Promise<void>;
}

function bucketLabel(bps: number): string {
  const value = bps / 10_000;
  return value >= 100 ? `${Math.round(value)}` : `${value}`;
}

/**
 * Moves the ball through the points, one row per ROW_MS: x evenly, y with a small hop off each
 * peg before it falls to the next.
 */
function animateFall(
  points: readonly { x: number; y: number }[],
  place: (x: number, y: number) => void,
): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const last = points.length - 1;
    const frame = (now: number) => {
      const elapsed = (now - started) / ROW_MS;
      const index = Math.min(last, Math.floor(elapsed));
      const from = points[index] ?? { x: 0, y: 0 };
      const to = points[Math.min(last, index + 1)] ?? from;
      const t = index === last ? 0 : elapsed - index;
      place(
        from.x + (to.x - from.x) * t,
        from.y + (to.y - from.y) * t * t - Math.sin(Math.PI * t) * SPACING * HOP_HEIGHT,
      );
      if (index < last) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

export function createPlinkoBoard(): PlinkoBoard {
  const root = svg('svg', { class: 'plinko-board', role: 'img', 'aria-label': t('games.plinko.board'), dir: 'ltr' });
  let rows = 0;
  let buckets: SVGElement[] = [];
  const ball = svg('circle', { r: BALL_RADIUS, class: 'plinko-ball', cx: -100, cy: -100 });
  const width = () => (rows + 3) * SPACING;
  const xOf = (offset: number) => width() / 2 + offset * SPACING;
  const yOf = (row: number) => TOP + row * SPACING;

  function draw(params: PlinkoParams) {
    rows = params.rows;
    const table = plinkoTableBps(params);
    const height = yOf(rows) + BUCKET_HEIGHT + 10;
    root.setAttribute('viewBox', `0 0 ${width()} ${height}`);
    root.replaceChildren();
    plinkoPegOffsets(rows).forEach((offsets, row) => {
      for (const offset of offsets)
        root.appendChild(svg('circle', { cx: xOf(offset), cy: yOf(row), r: PEG_RADIUS, class: 'plinko-peg' }));
    });
    const bucketTop = yOf(rows) - BUCKET_RAISE;
    buckets = table.map((bps, bucket) => {
      const x = xOf(plinkoBucketOffset(bucket, rows));
      const heat = plinkoBucketHeat(bucket, rows);
      const group = svg(
        'g',
        { class: 'plinko-bucket', style: `--heat:${heat.toFixed(3)}` },
        svg('rect', { x: x - SPACING / 2 + 2, y: bucketTop, width: SPACING - 4, height: BUCKET_HEIGHT, rx: 6 }),
      );
      const label = svg('text', { x, y: bucketTop + BUCKET_HEIGHT / 2 + 5, 'text-anchor': 'middle' });
      label.textContent = bucketLabel(bps);
      group.appendChild(label);
      root.appendChild(group);
      return group;
    });
    root.appendChild(ball);
  }

  function place(x: number, y: number) {
    ball.setAttribute('cx', x.toFixed(1));
    ball.setAttribute('cy', y.toFixed(1));
  }

  function drop(points: readonly BallPoint[], bucket: number): Promise<void> {
    for (const element of buckets) element.classList.remove('is-hit');
    const landed = () => {
      buckets[bucket]?.classList.add('is-hit');
    };
    const lift = BALL_RADIUS + PEG_RADIUS;
    // Above its peg while falling; resting on the bucket's top edge once landed, its label readable.
    const at = (point: BallPoint) => ({
      x: xOf(point.offset),
      y: yOf(point.row) - (point.row < rows ? lift : BALL_RADIUS + BUCKET_RAISE),
    });
    if (prefersReducedMotion() || points.length < 2) {
      const last = points.at(-1);
      if (last) place(at(last).x, at(last).y);
      landed();
      return Promise.resolve();
    }
    return animateFall(points.map(at), place).then(landed);
  }

  return { element: root, draw, drop };
}
