import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A one-frame Y4M video of a QR code (black on white, the standard quiet zone) for Chromium's fake
 * camera (`--use-file-for-fake-video-capture`), which loops it: the desk's camera "sees" a ticket.
 */
export function qrVideo(text: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8;
  const unit = Math.floor(Math.min(WIDTH, HEIGHT) / cells);
  const left = Math.floor((WIDTH - cells * unit) / 2);
  const top = Math.floor((HEIGHT - cells * unit) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const x0 = left + (col + 4) * unit;
      const y0 = top + (row + 4) * unit;
      for (let y = y0; y < y0 + unit; y++) luma.fill(16, y * WIDTH + x0, y * WIDTH + x0 + unit);
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const file = path.join(tmpdir(), `ticket-${process.pid}-${Date.now()}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}
