import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

export interface StaticAssetsOptions {
  /** Folder with the `<alpha2>.svg` flag images (flag-icons' 4x3 set). */
  flagsDir: string;
  /** Extensions that get `.gz` and `.br` siblings. */
  compressExtensions?: string[];
}

const DEFAULT_COMPRESS = ['.js', '.css', '.html', '.svg', '.json'];

/**
 * Build-time companion of the SPA:
 * - serves (dev) and copies (build) country flags to `/flags/<alpha2>.svg`, the path the code lists
 *   hand out (`flagUrl`), so the app needs no external CDN;
 * - writes `.gz` and `.br` next to every text asset of the build so the server can send them
 *   pre-compressed (`Accept-Encoding`).
 */
export function staticAssets(options: StaticAssetsOptions): Plugin {
  const extensions = options.compressExtensions ?? DEFAULT_COMPRESS;
  let config: ResolvedConfig;

  return {
    name: 'race-registration:static-assets',

    configResolved(resolved) {
      config = resolved;
    },

    configureServer(server) {
      server.middlewares.use('/flags', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!/^[a-z0-9-]+\.svg$/.test(name)) return next();
        const file = join(options.flagsDir, name);
        if (!existsSync(file)) return next();
        readFile(file).then(
          (body) => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.setHeader('Cache-Control', 'public, max-age=86400');
            res.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },

    async closeBundle() {
      if (config.command !== 'build') return;
      const outDir = resolve(config.root, config.build.outDir);
      const flagsOut = join(outDir, 'flags');
      await mkdir(flagsOut, { recursive: true });
      const flags = (await readdir(options.flagsDir)).filter((f) => f.endsWith('.svg'));
      await Promise.all(flags.map((f) => copyFile(join(options.flagsDir, f), join(flagsOut, f))));

      const files = await listFiles(outDir);
      let written = 0;
      for (const file of files) {
        if (!extensions.some((ext) => file.endsWith(ext))) continue;
        const source = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        written += 1;
      }
      config.logger.info(
        `[static-assets] ${flags.length} flags copied to ${relative(config.root, flagsOut)}, ` +
          `${written} assets pre-compressed (.gz, .br)`,
      );
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir)) {
    const path = join(dir, entry);
    const info = await stat(path);
    if (info.isDirectory()) out.push(...(await listFiles(path)));
    else if (!entry.endsWith('.gz') && !entry.endsWith('.br')) out.push(path);
  }
  return out;
}
