import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

/**
 * Reads the QR code in a PNG with zxing (the desk's fallback decoder): tests use it to prove an
 * e-mailed ticket image really carries its ticket. A rendered image is a "pure" code (no
 * perspective, exact quiet zone), which zxing's finder-pattern search occasionally misjudges, so
 * the pure-code reading is tried too.
 */
export function readQrPng(pngBase64: string): string {
  const png = PNG.sync.read(Buffer.from(pngBase64, 'base64'));
  const grey = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4)
    grey[i] = (png.data[p]! * 299 + png.data[p + 1]! * 587 + png.data[p + 2]! * 114) / 1000;
  const bitmap = () =>
    new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, png.width, png.height)));
  try {
    return new QRCodeReader().decode(bitmap()).getText();
  } catch {
    return new QRCodeReader().decode(bitmap(), new Map([[DecodeHintType.PURE_BARCODE, true]])).getText();
  }
}
