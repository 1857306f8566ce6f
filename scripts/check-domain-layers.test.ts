import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './check-import-cycles';
import { KNOWN_BREACHES, layerBreaches } from './check-domain-layers';

const layers = [
  { name: 'kernel', folders: ['errors', 'paging'], sideways: true },
  { name: 'model', folders: ['orders'] },
  { name: 'use cases', folders: ['checkout', 'emails'] },
];
const d = (path: string) => `functions/domain/${path}`;

describe('check:layers', () => {
  it('allows imports downward and sideways in a sideways layer, refuses upward and sideways elsewhere', () => {
    const graph = new Map([
      [d('checkout/place.ts'), [d('orders/model.ts'), d('errors/errors.ts')]],
      [d('errors/errors.ts'), [d('paging/page.ts')]],
      [d('orders/model.ts'), [d('checkout/place.ts')]],
      [d('emails/send.ts'), [d('checkout/place.ts')]],
      ['web/src/x.ts', [d('checkout/place.ts')]],
    ]);
    expect(layerBreaches(graph, layers)).toEqual({
      breaches: [
        `${d('emails/send.ts')} → ${d('checkout/place.ts')}`,
        `${d('orders/model.ts')} → ${d('checkout/place.ts')}`,
      ],
      unknownFolders: [],
    });
  });

  it('names a domain folder that is in no layer', () => {
    const graph = new Map([[d('refunds/refund.ts'), [d('orders/model.ts')]]]);
    expect(layerBreaches(graph, layers).unknownFolders).toEqual(['refunds']);
  });

  it('the product has no breach beyond the known ones, and every known one still exists', () => {
    const { breaches, unknownFolders } = layerBreaches(importGraph(resolve(import.meta.dirname, '..')));
    expect(unknownFolders).toEqual([]);
    expect(breaches).toEqual([...KNOWN_BREACHES].sort());
  });
});
