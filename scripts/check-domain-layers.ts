import { dirname, resolve } from 'node:path';
import { importGraph } from './check-import-cycles';

/**
 * Layering between the folders of `functions/domain` (issue 30): a folder builds on the layers
 * below it and never on one above, so a change low in the stack (the order model, the series
 * configuration) cannot be bent by a use case that happens to need a helper from it. Cycles between
 * files are caught by `check:cycles`; this catches the slower drift of folders leaning on each other
 * until every folder reaches every other.
 *
 * Bottom to top. A folder may import folders of lower layers only; imports inside one layer are
 * allowed where the layer says so (`sideways`).
 */
export const DOMAIN_LAYERS: readonly { name: string; folders: readonly string[]; sideways?: boolean }[] = [
  {
    name: 'kernel',
    folders: ['(root)', 'errors', 'paging', 'access', 'export', 'jobs', 'rich-text', 'terms'],
    sideways: true,
  },
  { name: 'series read model', folders: ['catalog'] },
  { name: 'series configuration', folders: ['series-editor'] },
  { name: 'series configuration parts', folders: ['card-editor', 'translations'] },
  { name: 'order model and state machine', folders: ['orders'] },
  { name: 'records kept beside orders', folders: ['bank-import', 'numberings', 'check-in', 'refunds'] },
  { name: 'payments and documents', folders: ['payments', 'card-import', 'tax-documents'] },
  { name: 'e-mails', folders: ['emails'] },
  { name: 'accounts', folders: ['accounts'] },
  { name: 'waiting list', folders: ['waiting-list'] },
  { name: 'checkout', folders: ['checkout'] },
  {
    name: 'order use cases',
    folders: ['team-management', 'user-area', 'ranking', 'discounts', 'statistics', 'billing'],
  },
  {
    name: 'back-office and partner surfaces',
    folders: [
      'team-admin',
      'self-service',
      'projections',
      'group-emails',
      'webhooks',
      'partner-api',
      'admin-users',
      'social-sign-in',
      'back-office',
      'public-pages',
    ],
  },
];

/**
 * Imports that break the layering today, `from → to` per file. Written when the rule came (issue
 * 30); each is a piece to move down (a type into the lower folder's model, a port instead of a
 * call). This list only shrinks: the unit test fails on a new breach and on an entry that no
 * longer breaks anything.
 */
export const KNOWN_BREACHES: readonly string[] = [];

const DOMAIN = 'functions/domain/';

export function folderOf(file: string): string | undefined {
  if (!file.startsWith(DOMAIN)) return undefined;
  const rest = file.slice(DOMAIN.length);
  const slash = rest.indexOf('/');
  return slash < 0 ? '(root)' : rest.slice(0, slash);
}

/** Each import between domain folders that goes up or sideways where the layers forbid it. */
export function layerBreaches(
  graph: ReadonlyMap<string, readonly string[]>,
  layers: typeof DOMAIN_LAYERS = DOMAIN_LAYERS,
): { breaches: string[]; unknownFolders: string[] } {
  const layerOf = new Map<string, number>();
  layers.forEach((layer, i) => layer.folders.forEach((f) => layerOf.set(f, i)));
  const breaches: string[] = [];
  const unknown = new Set<string>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === undefined) continue;
    const fromLayer = layerOf.get(from);
    if (fromLayer === undefined) {
      unknown.add(from);
      continue;
    }
    for (const target of targets) {
      const to = folderOf(target);
      if (to === undefined || to === from) continue;
      const toLayer = layerOf.get(to);
      if (toLayer === undefined) {
        unknown.add(to);
        continue;
      }
      const sideways = toLayer === fromLayer && layers[fromLayer]!.sideways;
      if (toLayer > fromLayer || (toLayer === fromLayer && !sideways)) breaches.push(`${file} → ${target}`);
    }
  }
  return { breaches: breaches.sort(), unknownFolders: [...unknown].sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const graph = importGraph(resolve(dirname(import.meta.filename), '..'));
  const { breaches, unknownFolders } = layerBreaches(graph);
  const known = new Set(KNOWN_BREACHES);
  const fresh = breaches.filter((b) => !known.has(b));
  const mended = KNOWN_BREACHES.filter((b) => !breaches.includes(b));
  for (const f of unknownFolders) console.log(`domain folder not in a layer: ${f}`);
  for (const b of fresh) console.log(`new breach: ${b}`);
  for (const b of mended) console.log(`mended (remove from KNOWN_BREACHES): ${b}`);
  console.log(`${breaches.length} layer breaches (${KNOWN_BREACHES.length} known), ${fresh.length} new`);
  if (process.argv.includes('--list')) for (const b of breaches) console.log(`  '${b}',`);
  process.exitCode = fresh.length || mended.length || unknownFolders.length ? 1 : 0;
}
