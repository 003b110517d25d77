import { useMemo } from 'react';
import { create } from 'qrcode';

/** The QR code of `text` as one SVG path (dark modules on a light quiet zone), drawn by React: no canvas, no HTML injection. */
export function ReferralQr({
  text,
  label,
  size,
}: {
  readonly text: string;
  readonly label: string;
  readonly size: number;
}) {
  const { path, modules } = useMemo(() => {
    const { modules: matrix } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < matrix.size; row += 1) {
      for (let column = 0; column < matrix.size; column += 1) {
        if (matrix.get(row, column)) d += `M${column} ${row}h1v1h-1z`;
      }
    }
    return { path: d, modules: matrix.size };
  }, [text]);
  // A quiet zone of 4 modules, as the standard asks, so phones read it on any background.
  const quiet = 4;
  const box = modules + quiet * 2;
  return (
    <svg
      className="referral-qr"
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid="referral-qr"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
