import { inListState, type DiscountListState, type Discounts } from '@shared/back-office/discount-schemas';
import { matchesSearch } from '@shared/text/search-text';
import type { Access } from '../access/access';
import type { DiscountRecord } from '../orders/order-records';
import { envelope } from '../paging';
import type { DiscountPorts } from './discount-admin';
import { toDiscountView } from './discount-admin';

export interface PermittedDiscountPorts extends Pick<DiscountPorts, 'listDiscounts' | 'usage'> {
  /** Every series (admins only; gsi1 `SERIES`). */
  allSeriesGuids(): Promise<string[]>;
}

export interface PermittedDiscountsQuery {
  seriesGuid?: string | undefined;
  searchText?: string | undefined;
  take: number;
  skip: number;
  /** Codes in use (default), archived ones, or all. */
  state?: DiscountListState;
}

/**
 * A discount code belongs to its series as a whole (the discount calls are scoped to the series),
 * so an event manager sees the codes of the series permitted to him as a whole; an admin those of
 * every series. Only those series' partitions are read (one Query each), never the whole table.
 */
export function discountSeriesOf(access: Access, seriesGuid?: string): 'all' | string[] {
  if (access.all) return seriesGuid ? [seriesGuid] : 'all';
  return access.seriesGuids.filter((g) => !seriesGuid || g === seriesGuid);
}

/** GET event-manager/{userId}/discounts: codes of the permitted series with their usage, by series then code. */
export async function listPermittedDiscounts(
  ports: PermittedDiscountPorts,
  access: Access,
  query: PermittedDiscountsQuery,
): Promise<Discounts> {
  const chosen = discountSeriesOf(access, query.seriesGuid);
  const series = chosen === 'all' ? await ports.allSeriesGuids() : chosen;
  const all: DiscountRecord[] = (await Promise.all(series.map((g) => ports.listDiscounts(g))))
    .flat()
    .filter((d) => inListState(d.archived, query.state))
    .filter((d) => matchesSearch(query.searchText, d.code, d.description))
    .sort((a, b) => a.seriesGuid.localeCompare(b.seriesGuid) || a.code.localeCompare(b.code));
  const page = envelope(all, query);
  const bySeries = new Map<string, string[]>();
  for (const d of page.rows) bySeries.set(d.seriesGuid, [...(bySeries.get(d.seriesGuid) ?? []), d.code]);
  const usage = new Map<string, number>();
  await Promise.all(
    [...bySeries].map(async ([seriesGuid, codes]) => {
      for (const [code, used] of await ports.usage(seriesGuid, codes))
        usage.set(`${seriesGuid}#${code}`, used);
    }),
  );
  return {
    ...page,
    rows: page.rows.map((d) => toDiscountView(d, usage.get(`${d.seriesGuid}#${d.code}`) ?? 0)),
  };
}
