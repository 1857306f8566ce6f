import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session';
import type { FilterField } from './filter-form';
import { selectFilter, type FilterDefinitions } from './list-filters';
import { permittedCatalogueQuery } from './permitted-catalogue';
import { useListFilters, type ListFilters } from './use-list-filters';

type CatalogueDefinitions<D extends FilterDefinitions> = D & {
  seriesId: ReturnType<typeof selectFilter>;
  seriesEventId: ReturnType<typeof selectFilter>;
};

/**
 * A list's filters plus series and event filters offering every series and event the caller may
 * see (orders, payments, billing). A series or event in the address is checked against those
 * options, so `ready` stays false until they are loaded; without one the list loads at once.
 */
export function useCatalogueFilters<D extends FilterDefinitions>(
  /** The list's other filters (a stable object: defined at module level). */
  definitions: D,
  labels: { series: string; event: string },
): {
  filters: ListFilters<CatalogueDefinitions<D>>;
  ready: boolean;
  seriesField: FilterField<CatalogueDefinitions<D>>;
  eventField: FilterField<CatalogueDefinitions<D>>;
} {
  const userId = useSession().user?.userId ?? '';
  const options = useQuery(permittedCatalogueQuery(userId));
  const seriesRows = options.data?.series;
  const eventRows = options.data?.events;
  const filters = useListFilters(
    useMemo(
      () => ({
        ...definitions,
        seriesId: selectFilter((seriesRows ?? []).map((s) => s.guid)),
        seriesEventId: selectFilter((eventRows ?? []).map((e) => e.guid)),
      }),
      [definitions, seriesRows, eventRows],
    ),
  );
  const [params] = useSearchParams();
  const waitsForOptions = params.has('seriesId') || params.has('seriesEventId');
  return {
    filters,
    ready: !waitsForOptions || !options.isPending,
    seriesField: {
      key: 'seriesId',
      label: labels.series,
      optionLabels: Object.fromEntries((seriesRows ?? []).map((s) => [s.guid, s.name])),
    },
    eventField: {
      key: 'seriesEventId',
      label: labels.event,
      optionLabels: Object.fromEntries((eventRows ?? []).map((e) => [e.guid, `${e.seriesName}: ${e.name}`])),
    },
  };
}
