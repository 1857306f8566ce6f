import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CATALOGUE_FILTER_KEYS } from '@shared/api/catalogue-filter-keys';
import { useSession } from '../../lib/session';
import { BACK_OFFICE_NS } from './back-office-namespace';
import type { FilterField } from './filter-form';
import { selectFilter, type FilterDefinitions, type FilterValues } from './list-filters';
import { eventRacesQuery, permittedCatalogueQuery } from './permitted-catalogue';
import { useListFilters, type ListFilters } from './use-list-filters';

type Select = ReturnType<typeof selectFilter>;
type CatalogueDefinitions<D extends FilterDefinitions> = D & {
  seriesId: Select;
  seriesEventId: Select;
  seriesSubEventId: Select;
  seriesCategoryId: Select;
  seriesWaveId: Select;
};

/** The five series ids of spec §3 list filters, broadest first. */
export const CATALOGUE_KEYS = CATALOGUE_FILTER_KEYS;

/**
 * What a change of a filter clears in the form: the series its event and below, the event its
 * races, a race its categories and waves.
 */
const DEPENDENTS: Partial<Record<string, readonly string[]>> = {
  seriesId: ['seriesEventId', 'seriesSubEventId', 'seriesCategoryId', 'seriesWaveId'],
  seriesEventId: ['seriesSubEventId', 'seriesCategoryId', 'seriesWaveId'],
  seriesSubEventId: ['seriesCategoryId', 'seriesWaveId'],
};

type EventRow = { guid: string; name: string; seriesGuid: string; seriesName: string };

interface Named {
  guid: string;
  name: string;
}
type Race = Named & { categories: Named[]; waves: Named[] };

const NO_RACES: readonly Race[] = [];
const NO_EVENTS: readonly EventRow[] = [];
const guids = (rows: readonly Named[] | undefined) => (rows ?? []).map((r) => r.guid);
const names = (rows: readonly Named[] | undefined) =>
  Object.fromEntries((rows ?? []).map((r) => [r.guid, r.name]));

/** The events of the series (every event without one). */
const eventsOf = (events: readonly EventRow[], seriesGuid: string) =>
  seriesGuid ? events.filter((e) => e.seriesGuid === seriesGuid) : events;

/**
 * The races of an event the caller may see (none for no event or one outside the catalogue), and
 * whether they are still loading.
 */
function useEventRaces(eventGuid: string, permitted: boolean) {
  const enabled = Boolean(eventGuid) && permitted;
  const query = useQuery({ ...eventRacesQuery(eventGuid), enabled });
  return { races: (enabled ? query.data : undefined) ?? NO_RACES, loading: enabled && query.isPending };
}

/**
 * A list's filters plus the five series filters of spec §3 (orders, payments, billing): series
 * offers every series the caller may see, event the events of the series chosen in the form (every
 * permitted event without one); race, category and wave offer those of the event and race chosen
 * in the form (the event's races, read once and cached), so they are chosen in that order, and
 * changing the series clears its event and below, the event its race, category and wave, the race
 * its category and wave. Like the other filters they apply on "Apply" and live in the address;
 * an id in the address is checked against the options, so `ready` stays false until those are
 * loaded (without one the list loads at once).
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
  raceField: FilterField<CatalogueDefinitions<D>>;
  categoryField: FilterField<CatalogueDefinitions<D>>;
  waveField: FilterField<CatalogueDefinitions<D>>;
} {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const userId = useSession().user?.userId ?? '';
  const options = useQuery(permittedCatalogueQuery(userId));
  const seriesRows = options.data?.series;
  const eventRows = options.data?.events ?? NO_EVENTS;
  const permittedEvent = useCallback((guid: string) => eventRows.some((e) => e.guid === guid), [eventRows]);

  // The address admits the events of its series, the races of its event, and the categories and
  // waves of its race.
  const [params] = useSearchParams();
  const appliedSeries = params.get('seriesId') ?? '';
  const appliedEvents = useMemo(
    () => eventsOf(eventRows, (seriesRows ?? []).some((s) => s.guid === appliedSeries) ? appliedSeries : ''),
    [eventRows, seriesRows, appliedSeries],
  );
  const appliedEvent = params.get('seriesEventId') ?? '';
  const applied = useEventRaces(appliedEvent, permittedEvent(appliedEvent));
  const appliedRace = applied.races.find((r) => r.guid === params.get('seriesSubEventId'));

  const base = useListFilters(
    useMemo(
      () => ({
        ...definitions,
        seriesId: selectFilter(guids(seriesRows)),
        seriesEventId: selectFilter(guids(appliedEvents)),
        seriesSubEventId: selectFilter(guids(applied.races)),
        seriesCategoryId: selectFilter(guids(appliedRace?.categories)),
        seriesWaveId: selectFilter(guids(appliedRace?.waves)),
      }),
      [definitions, seriesRows, appliedEvents, applied.races, appliedRace],
    ),
  );

  // The form offers the events of its series, the races of its event, and the categories and waves
  // of its race.
  const draftEvents = eventsOf(eventRows, base.draft.seriesId);
  const draftEvent = base.draft.seriesEventId;
  const drafted = useEventRaces(draftEvent, permittedEvent(draftEvent));
  const draftRace = drafted.races.find((r) => r.guid === base.draft.seriesSubEventId);

  const { draft, setDraftValue: setOne } = base;
  const setDraftValue = useCallback(
    <K extends keyof CatalogueDefinitions<D> & string>(
      key: K,
      value: FilterValues<CatalogueDefinitions<D>>[K],
    ) => {
      const changed = draft[key] !== value;
      setOne(key, value);
      if (changed)
        for (const dependent of DEPENDENTS[key] ?? [])
          setOne(dependent as K, '' as FilterValues<CatalogueDefinitions<D>>[K]);
    },
    [draft, setOne],
  );
  const filters = { ...base, setDraftValue };

  const waitsForCatalogue = CATALOGUE_KEYS.some((key) => params.has(key));
  const waitsForRaces = CATALOGUE_KEYS.slice(2).some((key) => params.has(key));
  return {
    filters,
    ready: (!waitsForCatalogue || !options.isPending) && !(waitsForRaces && applied.loading),
    seriesField: { key: 'seriesId', label: labels.series, optionLabels: names(seriesRows) },
    eventField: {
      key: 'seriesEventId',
      label: labels.event,
      options: guids(draftEvents),
      optionLabels: Object.fromEntries(draftEvents.map((e) => [e.guid, `${e.seriesName}: ${e.name}`])),
    },
    raceField: {
      key: 'seriesSubEventId',
      label: t('filters.race'),
      options: guids(drafted.races),
      optionLabels: names(drafted.races),
      disabled: !drafted.races.length,
    },
    categoryField: {
      key: 'seriesCategoryId',
      label: t('filters.category'),
      options: guids(draftRace?.categories),
      optionLabels: names(draftRace?.categories),
      disabled: !draftRace?.categories.length,
    },
    waveField: {
      key: 'seriesWaveId',
      label: t('filters.wave'),
      options: guids(draftRace?.waves),
      optionLabels: names(draftRace?.waves),
      disabled: !draftRace?.waves.length,
    },
  };
}
