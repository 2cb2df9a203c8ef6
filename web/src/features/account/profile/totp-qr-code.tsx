import { useMemo } from 'react';
import { encode } from 'uqr';

/** Modules of light margin around the code; scanners need a quiet zone of about four. */
const QUIET_ZONE = 4;

/** One SVG path of the dark modules, one unit square each, drawn row by row. */
export const qrPath = (data: readonly (readonly boolean[])[]): string => {
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) {
        squares.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      }
    });
  });
  return squares.join('');
};

/**
 * The otpauth:// link as a QR code for the authenticator app to scan, drawn as React SVG
 * (no HTML injected, nothing fetched). Medium error correction survives a screen's glare.
 */
export function TotpQrCode({ totpURI }: { totpURI: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(totpURI, { ecc: 'M', border: 0 });
    return { size: qr.size + 2 * QUIET_ZONE, path: qrPath(qr.data) };
  }, [totpURI]);
  return (
    <svg
      role="img"
      aria-label="QR-kod att skanna med autentiseringsappen"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded border border-slate-200 bg-white"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
