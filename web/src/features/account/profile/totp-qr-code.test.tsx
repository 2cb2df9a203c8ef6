import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, TotpQrCode } from './totp-qr-code';

const URI =
  'otpauth://totp/Handl%C3%A4ggarst%C3%B6d:anna%40example.se?secret=JBSWY3DPEHPK3PXP&issuer=Handl%C3%A4ggarst%C3%B6d';

describe('TotpQrCode', () => {
  it('draws one unit square per dark module, inside a four-module quiet zone', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });

  it('renders the otpauth link as an SVG image with every dark module of the code', () => {
    render(<TotpQrCode totpURI={URI} />);
    const svg = screen.getByRole('img', { name: 'QR-kod att skanna med autentiseringsappen' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    const qr = encode(URI, { ecc: 'M', border: 0 });
    expect(svg).toHaveAttribute('viewBox', `0 0 ${qr.size + 8} ${qr.size + 8}`);
    const dark = qr.data.flat().filter(Boolean).length;
    expect(svg.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
  });
});
