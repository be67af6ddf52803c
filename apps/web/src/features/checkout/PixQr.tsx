import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * The Pix QR drawn in the browser from the copia e cola (no image from the server): one SVG path of the
 * dark modules, with the 4-module quiet zone readers need. Error correction M, as banks' apps print them.
 */
export function PixQr({ payload, label, size = 232 }: { payload: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(payload, 'Byte');
    code.make();
    const count = code.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row += 1)
      for (let col = 0; col < count; col += 1)
        if (code.isDark(row, col)) d += `M${col + 4} ${row + 4}h1v1h-1z`;
    return { path: d, modules: count + 8 };
  }, [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="pix-qr"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
