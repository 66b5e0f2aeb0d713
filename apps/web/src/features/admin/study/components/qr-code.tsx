import { useEffect, useState } from 'react';

interface QrMatrix {
  size: number;
  /** One byte per module, row by row: 1 where the module is dark. */
  data: Uint8Array;
}

/** The dark modules as one SVG path of unit squares: crisp at any print size. */
function modulesPath({ size, data }: QrMatrix): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (data[row * size + column]) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return path;
}

/**
 * A QR code of `text`, drawn in the browser (no outside service sees the class's link). The
 * generator is loaded with the first code drawn, so no other screen carries it.
 */
export function QrCode({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const [matrix, setMatrix] = useState<QrMatrix | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ create }) => {
      // M corrects 15% of damage: a sheet pinned to a board survives a crease or a smudge.
      if (current) setMatrix(create(text, { errorCorrectionLevel: 'M' }).modules);
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!matrix) return <div className={`aspect-square ${className}`} aria-hidden="true" />;
  // A quiet zone of four modules round the code, as scanners expect.
  const view = `-4 -4 ${matrix.size + 8} ${matrix.size + 8}`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={view}
      shapeRendering="crispEdges"
      className={`aspect-square bg-white ${className}`}
    >
      <path d={modulesPath(matrix)} fill="#000" />
    </svg>
  );
}
