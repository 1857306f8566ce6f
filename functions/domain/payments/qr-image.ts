import QRCode from 'qrcode';
import { buildQrPlatba, type QrPlatbaInput } from '@shared/payments/qr-platba';

export interface QrImage {
  /** `data:image/png;base64,…`, for e-mails (many clients do not render inline SVG). */
  pngDataUrl: string;
  /** Standalone `<svg>` markup, for the completion page (sharp at any zoom). */
  svg: string;
}

export interface QrImageOptions {
  /** PNG width in pixels; a phone camera reads a 240 px code on screen comfortably. */
  width?: number;
  /** Quiet zone in modules; 4 is the QR standard's minimum for reliable scanning. */
  margin?: number;
}

/**
 * Renders any QR text. Error correction M is what QR Platba prescribes: it survives a little
 * glare or a crease on a printout without making the code too dense for long SPD strings.
 */
export async function renderQrImage(text: string, options: QrImageOptions = {}): Promise<QrImage> {
  const common = { errorCorrectionLevel: 'M' as const, margin: options.margin ?? 4 };
  const [pngDataUrl, svg] = await Promise.all([
    QRCode.toDataURL(text, { ...common, type: 'image/png', width: options.width ?? 240 }),
    QRCode.toString(text, { ...common, type: 'svg' }),
  ]);
  return { pngDataUrl, svg };
}

/** The QR Platba image for a payment, together with the SPD text it encodes. */
export async function renderQrPlatba(
  input: QrPlatbaInput,
  options?: QrImageOptions,
): Promise<QrImage & { spd: string }> {
  const spd = buildQrPlatba(input);
  return { spd, ...(await renderQrImage(spd, options)) };
}
