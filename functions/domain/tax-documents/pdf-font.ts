import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`, Bitstream Vera / DejaVu licence: free to embed and
 * redistribute), embedded in every document so Czech letters (ř, ů, ě…) print and copy correctly
 * whatever the reader has installed. The Lambda bundle carries the file next to its code
 * (infra/constructs/app-function.ts `copyFiles`); locally it comes from node_modules.
 */
export const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
} as const;

const cache = new Map<string, Buffer>();

export function fontBytes(kind: keyof typeof FONT_FILES): Buffer {
  const file = FONT_FILES[kind];
  const cached = cache.get(file);
  if (cached) return cached;
  const beside = join(dirname(fileURLToPath(import.meta.url)), file);
  const path = existsSync(beside)
    ? beside
    : createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
  const bytes = readFileSync(path);
  cache.set(file, bytes);
  return bytes;
}
