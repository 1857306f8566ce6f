import type { Rolldown } from 'vite';

/** Small modules every catalogue page (home, event, start list) uses: one chunk instead of five. */
const CATALOG_COMMON = [
  /\/web\/src\/components\/page-title\.ts$/,
  /\/web\/src\/lib\/dates\.ts$/,
  /\/web\/src\/components\/load-error\.tsx$/,
  /\/web\/src\/features\/catalog\/components\/(entity-logo|availability-badge)\.tsx$/,
  /\/web\/src\/features\/catalog\/api\/catalog-(queries|paging)\.ts$/,
  /\/@tanstack\/react-query\/build\/modern\/(useBaseQuery|useQuery)\.js$/,
  /\/@chakra-ui\/react\/dist\/esm\/components\/grid\/grid\.js$/,
];

/** What the event and start-list pages share (series frame, prices): one chunk. */
const CATALOG_DETAIL = [
  /\/web\/src\/features\/catalog\/components\/series-page-frame\.tsx$/,
  // A rendered page's series colours before hydration (both pages' chunks re-export it).
  /\/web\/src\/features\/catalog\/model\/rendered-styling\.ts$/,
  // The one money hook (event page prices; checkout, registration and user area use it too).
  /\/web\/src\/lib\/use-money\.ts$/,
  /\/web\/src\/features\/catalog\/model\/missing-record\.ts$/,
  // Tiny and shared with the checkout: its own file would cost the event page a request.
  /\/shared\/checkout\/field-scope\.ts$/,
  // What an add to cart builds (the event page; the waiting-list offer in the checkout, which loads
  // this chunk anyway): on its own it was a 0.25 kB file costing ~0.75 kB of response headers.
  /\/shared\/cart\/new-cart-item\.ts$/,
];

/**
 * Output chunking of the SPA (rolldown `output.codeSplitting`). On a phone every extra file costs a
 * round trip and its header bytes, so:
 * - everything the entry loads statically (rolldown's `$initial` tag) is one `app` chunk, instead of
 *   the ~15 small shared chunks the automatic splitting makes when lazy pages share modules with
 *   the app shell (none of them is ever optional);
 * - the small modules all catalogue pages share are one `catalog-common` chunk, and what the event and
 *   start-list pages share one `catalog-detail` chunk.
 * Everything else is split automatically (each lazy page with what only it uses).
 */
export function appChunking(): Rolldown.OutputOptions['codeSplitting'] {
  return {
    groups: [
      { name: 'app', tags: ['$initial'], priority: 2 },
      {
        name: 'catalog-common',
        test: (id) => CATALOG_COMMON.some((pattern) => pattern.test(id)),
        priority: 1,
      },
      {
        name: 'catalog-detail',
        test: (id) => CATALOG_DETAIL.some((pattern) => pattern.test(id)),
        priority: 1,
      },
    ],
  };
}
