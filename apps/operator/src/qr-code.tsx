import QRCode from 'qrcode';
import { useMemo } from 'react';

const QUIET = 4;

/** A QR code as an SVG, drawn from the code's modules on the spot (no network, no canvas). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr={text}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="h-auto w-full bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
