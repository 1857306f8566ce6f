import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from '../src/app/chakra-palettes';
import { colorsModuleWithout } from './chakra-unused-palettes';

const THEME = fileURLToPath(new URL('../../node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url));

async function evaluate(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
}

describe("Chakra's colour modules without the unused palettes", () => {
  it('keeps every other entry of each export, values unchanged', async () => {
    const exports = {
      colors: {
        red: { 50: { value: '#fef2f2' } },
        pink: { 50: { value: '#fdf2f8' } },
        white: { value: '#fff' },
      },
    };
    const code = colorsModuleWithout(exports, new Set(['pink']));
    expect(code).not.toBeNull();
    expect({ ...(await evaluate(code ?? '')) }).toEqual({
      colors: { red: { 50: { value: '#fef2f2' } }, white: { value: '#fff' } },
    });
  });

  it('leaves a module that is not plain data alone', () => {
    expect(colorsModuleWithout({ colors: { red: { value: () => '#f00' } } }, new Set())).toBeNull();
    expect(colorsModuleWithout({ colors: 'red' }, new Set())).toBeNull();
    expect(colorsModuleWithout({}, new Set())).toBeNull();
  });

  it("still applies to the installed Chakra: plain data, the unused palettes gone and the others' tokens intact", async () => {
    for (const file of ['tokens/colors.js', 'semantic-tokens/colors.js']) {
      const exports = (await import(pathToFileURL(`${THEME}${file}`).href)) as Record<
        string,
        Record<string, unknown>
      >;
      const pruned = await evaluate(colorsModuleWithout(exports, UNUSED_PALETTES) ?? '');
      for (const [name, value] of Object.entries(exports)) {
        for (const palette of UNUSED_PALETTES) expect(Object.keys(value)).toContain(palette);
        const kept = Object.fromEntries(Object.entries(value).filter(([key]) => !UNUSED_PALETTES.has(key)));
        expect(pruned[name]).toEqual(kept);
        expect(Object.keys(kept)).toEqual(expect.arrayContaining(['gray', 'red', 'teal']));
      }
    }
  });
});
