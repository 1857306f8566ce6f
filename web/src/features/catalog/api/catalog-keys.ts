import type { CurrencyCode } from '@shared/codelists/enums';

/**
 * Cache key of the event detail call (catalog-queries.ts), also used at boot to put a rendered
 * page's data under it (model/rendered-page-data.ts) without loading the catalogue's queries.
 */
export const eventDetailKey = (guid: string, currency: CurrencyCode) =>
  ['catalog', 'event', guid, currency] as const;
