import { build } from 'esbuild';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface InlineBootOptions {
  /** The boot script's entry (web/src/boot/inline-boot.ts). */
  entry: string;
  /** Route name → the lazy module (path under `srcDir`) whose chunk it preloads on that route. */
  loadRoutes: () => Promise<Array<{ name: string; module: string }>>;
  /** The app's source folder (web/src). */
  srcDir: string;
}

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

/** A chunk and everything it imports statically. */
function closure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (isChunk(chunk)) for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/**
 * Per route, the files of its lazy chunk that the entry does not already load (those the HTML
 * preloads anyway).
 */
export function routeChunks(
  bundle: OutputBundle,
  routes: Array<{ name: string; module: string }>,
  srcDir: string,
  base: string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((c) => c.isEntry);
  const loadedByEntry = entry ? closure(bundle, entry.fileName) : new Set<string>();
  const result: Record<string, string[]> = {};
  for (const route of routes) {
    const target = `${srcDir.replace(/\/$/, '')}/${route.module}`;
    const chunk = chunks.find((c) => c.moduleIds.includes(target));
    if (!chunk) throw new Error(`inline-boot: no chunk holds ${route.module} (${route.name})`);
    result[route.name] = [...closure(bundle, chunk.fileName)]
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `${base}${file}`);
  }
  return result;
}

/**
 * The entry chunk and the files it imports statically (absolute URLs): what index.html loads with
 * its module script and modulepreload links, which a prerendered page leaves to the boot script.
 */
export function entryFiles(
  bundle: OutputBundle,
  base: string,
): { script: string; preloads: string[] } | null {
  const entry = Object.values(bundle).find((item): item is OutputChunk => isChunk(item) && item.isEntry);
  if (!entry) return null;
  const [, ...imports] = [...closure(bundle, entry.fileName)];
  return { script: `${base}${entry.fileName}`, preloads: imports.map((file) => `${base}${file}`) };
}

/**
 * Inlines web/src/boot/inline-boot.ts into index.html as a classic script that runs during parsing:
 * theme and language before the first paint, the current route's chunks preloaded and its first
 * calls sent while the app's code downloads. Built with esbuild into one small IIFE; on the dev
 * server it runs without chunk preloads.
 */
export function inlineBoot(options: InlineBootOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'race-registration:inline-boot',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx) {
        const chunks = ctx.bundle
          ? routeChunks(ctx.bundle, await options.loadRoutes(), options.srcDir, config.base)
          : {};
        const result = await build({
          entryPoints: [options.entry],
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          target: 'es2020',
          minify: config.command === 'build',
          legalComments: 'none',
          define: {
            __BOOT_ROUTE_CHUNKS__: JSON.stringify(chunks),
            __BOOT_ENTRY__: JSON.stringify(ctx.bundle ? entryFiles(ctx.bundle, config.base) : null),
            'import.meta.env': JSON.stringify(config.env),
          },
          logLevel: 'silent',
        });
        const code = result.outputFiles[0]?.text.trim() ?? '';
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}
