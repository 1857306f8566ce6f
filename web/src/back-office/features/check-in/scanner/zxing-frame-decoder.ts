import { BrowserCodeReader, BrowserQRCodeReader } from '@zxing/browser';
import type { FrameDecoder } from './frame-decoder';

/**
 * zxing on the main thread (no worker, no eval: the site's CSP allows neither). QR only, so each
 * frame tries one format.
 */
export function zxingFrameDecoder(): FrameDecoder {
  const reader = new BrowserQRCodeReader();
  return {
    decode: async (video) => {
      if (!video.videoWidth || !video.videoHeight) return null;
      try {
        return reader.decodeBitmap(BrowserCodeReader.createBinaryBitmapFromMediaElem(video)).getText();
      } catch {
        // zxing throws when a frame holds no readable code (NotFound, Checksum, Format): the
        // normal case between two tickets, not an error.
        return null;
      }
    },
  };
}
