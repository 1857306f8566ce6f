import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { entryFiles, routeChunks } from './inline-boot';

/** The few fields of a build's chunks the boot script's tables are made of. */
const chunk = (fileName: string, imports: string[], isEntry = false, moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, imports, isEntry, moduleIds }) as unknown as Rolldown.OutputChunk;

const bundle: Rolldown.OutputBundle = {
  'assets/index-a.js': chunk('assets/index-a.js', ['assets/runtime-b.js'], true),
  'assets/runtime-b.js': chunk('assets/runtime-b.js', []),
  'assets/event-page-c.js': chunk(
    'assets/event-page-c.js',
    ['assets/runtime-b.js', 'assets/catalog-d.js'],
    false,
    ['/src/features/catalog/routes/event-page.tsx'],
  ),
  'assets/catalog-d.js': chunk('assets/catalog-d.js', ['assets/runtime-b.js']),
};

describe("the inline boot script's tables", () => {
  it("name the app's entry and what it imports, which a prerendered page loads only after its first paint", () => {
    expect(entryFiles(bundle, '/')).toEqual({
      script: '/assets/index-a.js',
      preloads: ['/assets/runtime-b.js'],
    });
    expect(entryFiles({}, '/')).toBeNull();
  });

  it("preload a route's chunks without those the entry loads anyway", () => {
    expect(
      routeChunks(
        bundle,
        [{ name: 'event', module: 'features/catalog/routes/event-page.tsx' }],
        '/src/',
        '/',
      ),
    ).toEqual({ event: ['/assets/event-page-c.js', '/assets/catalog-d.js'] });
  });
});
