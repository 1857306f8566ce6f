import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';

/**
 * Files that import each other (directly or round a longer circle) cannot be understood, tested or
 * split one at a time. This finds every circle among the product's modules, `import type` included
 * (a type shared both ways belongs in a module of its own). `npm run check:cycles` prints them; the
 * unit test of the same name keeps them at zero. Faster than ESLint's import-x/no-cycle over the
 * whole tree and stricter (that rule skips type-only imports).
 */

const PRODUCT_DIRS = ['functions', 'shared', 'web/src', 'web/vite-plugins', 'scripts', 'infra'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;

function sources(root: string, dir: string, out: string[]): string[] {
  if (!existsSync(join(root, dir))) return out;
  for (const name of readdirSync(join(root, dir))) {
    if (name === 'node_modules') continue;
    const rel = `${dir}/${name}`;
    if (statSync(join(root, rel)).isDirectory()) sources(root, rel, out);
    else if (SOURCE.test(name) && !/\.test\.tsx?$/.test(name)) out.push(rel);
  }
  return out;
}

function resolveSpecifier(files: Set<string>, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@shared/')) base = `shared/${specifier.slice('@shared/'.length)}`;
  else if (specifier.startsWith('.')) base = normalize(join(dirname(from), specifier));
  else return undefined;
  const stem = base.replace(/\.tsx?$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`].find((c) =>
    files.has(c),
  );
}

/** The import graph's strongly connected components of more than one file (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

export function importGraph(root: string): Map<string, string[]> {
  const files = PRODUCT_DIRS.flatMap((d) => sources(root, d, []));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((m) => resolveSpecifier(known, file, m[1]!))
        .filter((t): t is string => t !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const cycles = importCycles(importGraph(resolve(dirname(import.meta.filename), '..')));
  for (const cycle of cycles) console.log(`circle of ${cycle.length}:\n  ${cycle.join('\n  ')}`);
  console.log(cycles.length ? `${cycles.length} import circles` : 'no import circles');
  process.exitCode = cycles.length ? 1 : 0;
}
