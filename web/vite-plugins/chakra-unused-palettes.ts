import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';

/** Chakra's colour tokens and semantic colour tokens: one object per module, keyed by palette. */
const COLOR_MODULES =
  /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](?:tokens|semantic-tokens)[\\/]colors\.js$/;

/**
 * The module's exports (data only) as JavaScript source, without the given palettes; null when an
 * export is not plain data (the module is then bundled as it is).
 */
export function colorsModuleWithout(
  exports: Record<string, unknown>,
  palettes: ReadonlySet<string>,
): string | null {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null || !/^[A-Za-z_$][\w$]*$/.test(name)) return null;
    const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !palettes.has(key)));
    const json = JSON.stringify(kept);
    if (!isDeepStrictEqual(JSON.parse(json), kept)) return null;
    lines.push(`export const ${name} = ${json};`);
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * The app leaves some of Chakra's colour palettes out of its design system
 * (web/src/app/chakra-palettes.ts), at runtime; their tokens were still in the app chunk of every
 * page. The build evaluates Chakra's two colour modules and bundles them without those palettes,
 * so the runtime filter finds nothing left to remove. When a module is not plain data any more it
 * is bundled as it is, with a warning.
 */
export function chakraUnusedPalettes(palettes: ReadonlySet<string>): Plugin {
  return {
    name: 'race-registration:chakra-unused-palettes',
    apply: 'build',
    load: {
      filter: { id: COLOR_MODULES },
      async handler(id) {
        if (!COLOR_MODULES.test(id)) return null;
        const exports = (await import(pathToFileURL(id).href)) as Record<string, unknown>;
        const code = colorsModuleWithout(exports, palettes);
        if (code === null) {
          this.warn(
            `${id} is not plain data: bundled with every palette (see vite-plugins/chakra-unused-palettes.ts)`,
          );
        }
        return code;
      },
    },
  };
}
