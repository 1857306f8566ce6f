// Deep imports of the QR reader alone: the package index pulls in every format and writer
// (~125 kB gzipped against ~35 kB for these).
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';
import type { FrameDecoder } from './frame-decoder';

/** A frame's grey levels (ITU-R BT.601 weights), which is all the QR reader looks at. */
function luminances(pixels: Uint8ClampedArray): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(pixels.length / 4);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4)
    grey[i] = (pixels[p]! * 299 + pixels[p + 1]! * 587 + pixels[p + 2]! * 114) / 1000;
  return grey;
}

/**
 * zxing on the main thread (no worker, no eval: the site's CSP allows neither), QR only. The frame
 * is drawn scaled to at most 640 px wide, enough for a ticket held in the frame and quick on a phone.
 */
export function zxingFrameDecoder(): FrameDecoder {
  const reader = new QRCodeReader();
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    decode: async (video) => {
      if (!context || !video.videoWidth || !video.videoHeight) return null;
      const scale = Math.min(1, 640 / video.videoWidth);
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const source = new RGBLuminanceSource(luminances(data), canvas.width, canvas.height);
      try {
        return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
      } catch {
        // zxing throws when a frame holds no readable code (NotFound, Checksum, Format): the
        // normal case between two tickets, not an error.
        return null;
      }
    },
  };
}
