import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { PaymentFormatError } from '@shared/payments/payment-errors';
import { renderQrImage, renderQrPlatba } from './qr-image';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('QR image', () => {
  it('returns a PNG data URL and an SVG document', async () => {
    const image = await renderQrImage('SPD*1.0*ACC:CZ5855000000001265098001*AM:100.00*CC:CZK');
    expect(image.pngDataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const bytes = Buffer.from(image.pngDataUrl.split(',')[1] as string, 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR width (bytes 16–19) follows the requested default of 240 px.
    expect(bytes.readUInt32BE(16)).toBe(240);
    expect(image.svg.trim()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(image.svg).toContain('viewBox');
  });

  it('honours the width option', async () => {
    const image = await renderQrImage('hello', { width: 400, margin: 2 });
    const bytes = Buffer.from(image.pngDataUrl.split(',')[1] as string, 'base64');
    expect(bytes.readUInt32BE(16)).toBe(400);
  });

  it('renders a QR Platba payment and returns the encoded text', async () => {
    const result = await renderQrPlatba({
      iban: 'CZ6508000000192000145399',
      amountMinor: 45000,
      currency: 'CZK',
      variableSymbol: '2025001',
    });
    expect(result.spd).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:450.00*CC:CZK*X-VS:2025001');
    expect(result.pngDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(result.svg).toContain('<svg');
  });

  it('uses error correction level M: a denser code than L for the same text', async () => {
    const text =
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:450.00*CC:CZK*X-VS:2025001*MSG:STARTOVNE 10 KM';
    const modules = (svg: string) => Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
    const { svg } = await renderQrImage(text, { margin: 0 });
    // 97 alphanumeric-mode characters: version 5 (37 modules) at M, while version 4 (33) does at L.
    expect(modules(svg)).toBe(37);
    expect(modules(await QRCode.toString(text, { type: 'svg', margin: 0, errorCorrectionLevel: 'L' }))).toBe(
      33,
    );
  });

  it('passes input errors through as typed errors', async () => {
    await expect(renderQrPlatba({ iban: 'nonsense' })).rejects.toBeInstanceOf(PaymentFormatError);
  });
});
