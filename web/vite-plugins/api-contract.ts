import { runnerImport, type Plugin } from 'vite';

/** The fields of a route the browser needs to call it (web/src/lib/api-route.ts `ClientRoute`). */
const CLIENT_FIELDS = ['id', 'method', 'path', 'longRunning'] as const;

function isRoute(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { path?: unknown }).path === 'string'
  );
}

type ClientArea = Record<string, Record<string, unknown>>;

/** The exported areas of an area module, each route reduced to CLIENT_FIELDS. */
export function clientAreas(exports: Record<string, unknown>): Record<string, ClientArea> {
  const areas: Record<string, ClientArea> = {};
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== 'object' || value === null) continue;
    const routes = Object.entries(value as Record<string, unknown>).filter(([, r]) => isRoute(r));
    if (routes.length === 0) continue;
    areas[name] = Object.fromEntries(
      routes.map(([key, route]) => [
        key,
        Object.fromEntries(
          CLIENT_FIELDS.filter((f) => (route as Record<string, unknown>)[f] !== undefined).map((f) => [
            f,
            (route as Record<string, unknown>)[f],
          ]),
        ),
      ]),
    );
  }
  return areas;
}

const VIRTUAL = '\0api-area:';

/**
 * The SPA imports the route objects of shared/api/areas/* to call them (typed by their schemas in
 * TypeScript), but in the browser a route needs only its id, method and path: this plugin serves
 * each area module evaluated at build time and reduced to those fields, so zod and the schemas
 * never reach a page (and a new admin route adds nothing to the public pages' areas).
 */
export function apiContract(options: { areasDir: string }): Plugin {
  const dir = options.areasDir.replace(/\/?$/, '/');
  const evaluated = new Map<string, Promise<Record<string, ClientArea>>>();
  const areasOf = (file: string) => {
    let areas = evaluated.get(file);
    if (!areas) {
      areas = runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'silent' }).then(
        ({ module }) => clientAreas(module),
      );
      evaluated.set(file, areas);
    }
    return areas;
  };
  return {
    name: 'race-registration:api-contract',
    enforce: 'pre',
    buildStart() {
      evaluated.clear();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : undefined;
    },
    async load(id) {
      // One virtual module per route, re-exported by name from one per area, and the area re-exported
      // as a namespace: `seriesRoutes.event` then costs a chunk only the routes it uses, and each
      // route lands in the chunk that uses it (not in the app shell because the shell uses another).
      if (id.startsWith(VIRTUAL)) {
        const [file, name, key] = id.slice(VIRTUAL.length).split('#') as [string, string, string?];
        const area = (await areasOf(file))[name] ?? {};
        if (key !== undefined) return `export default ${JSON.stringify(area[key] ?? null)};`;
        return Object.keys(area)
          .map((k) => `export { default as ${k} } from ${JSON.stringify(`${VIRTUAL}${file}#${name}#${k}`)};`)
          .join('\n');
      }
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(dir) || !file.endsWith('.ts')) return undefined;
      const areas = await areasOf(file);
      return Object.keys(areas)
        .map((name) => `export * as ${name} from ${JSON.stringify(`${VIRTUAL}${file}#${name}`)};`)
        .join('\n');
    },
  };
}
