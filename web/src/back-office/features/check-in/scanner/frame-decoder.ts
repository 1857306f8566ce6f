/** Reads a QR code from the current frame of a playing video; null when the frame holds none. */
export interface FrameDecoder {
  decode(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector when it reads QR codes (Chrome on Android, Safari 17+): fast,
 * native, nothing to download. Elsewhere zxing, loaded only now so neither the desk's chunk nor
 * any public page carries it.
 */
export async function createFrameDecoder(): Promise<FrameDecoder> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const formats: string[] = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes('qr_code')) {
      const detector = new Detector({ formats: ['qr_code'] });
      return {
        decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
      };
    }
  }
  const { zxingFrameDecoder } = await import('./zxing-frame-decoder');
  return zxingFrameDecoder();
}
