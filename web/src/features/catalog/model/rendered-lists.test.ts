import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { EventSummary, SeriesSummary, StartList } from '@shared/catalog/catalog-schemas';
import type { PageData } from '@shared/catalog/page-data';
import {
  homeEventsQuery,
  homeSeriesQuery,
  startListQuery,
  subeventStylingsQuery,
} from '../api/catalog-queries';
import { isRenderedHomeList, seedRenderedHome } from './rendered-home-lists';
import {
  isRenderedStartList,
  RENDERED_START_LIST_PARAMS,
  sameAsRendered,
  seedRenderedStartList,
} from './rendered-start-list';

const renderedAt = '2026-03-01T10:00:00.000Z';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const list = { page: 0, maxPage: 0, total: 1, rows: [{ lastName: 'Dvořáková' }] } as unknown as StartList;
const startListPage: PageData = { renderedAt, startList: { subEventGuid: 'r1', list } };
const envelope = <T>(rows: T[]) => ({ page: 0, maxPage: 0, total: rows.length, rows });
const homePage: PageData = {
  renderedAt,
  home: {
    events: envelope([{ guid: 'e1', name: 'Brdský trail' } as EventSummary]),
    series: envelope([{ guid: 's1', name: 'Pohár Brd' } as SeriesSummary]),
  },
};

describe("seeding a rendered start list page's list", () => {
  it('puts the first page under the call the page makes on an address without search or order', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedRenderedStartList(client, startListPage, '/detail/startlist/r1', NOW);
    const { queryKey } = startListQuery('r1', {
      searchText: '',
      sort: 'startNumber',
      descending: false,
      page: 0,
    });
    expect(client.getQueryData(queryKey)).toEqual(list);
    const seeded = client.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
    expect(isRenderedStartList(seeded)).toBe(true);

    // Fetched again as soon as the page mounts: the live list replaces the rendered one.
    const live = { ...list, total: 2 };
    const observer = new QueryObserver(client, { queryKey, queryFn: vi.fn(async () => live) });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(live));
    expect(isRenderedStartList(observer.getCurrentResult().dataUpdatedAt)).toBe(false);
    unsubscribe();
  });

  it("puts its series' stylings under the page's stylings call, so the first render is in its colours", () => {
    const client = new QueryClient();
    const stylings = { startListBackground: '#fdf6e3' };
    seedRenderedStartList(
      client,
      { renderedAt, startList: { subEventGuid: 'r1', list, stylings } },
      '/detail/startlist/r1',
      NOW,
    );
    expect(client.getQueryData(subeventStylingsQuery('r1').queryKey)).toEqual(stylings);
    // Fetched again on mount, like the list (a styling changed since the render).
    expect(client.getQueryState(subeventStylingsQuery('r1').queryKey)?.isInvalidated).toBe(true);
  });

  it("leaves the cache alone on another race's page or another page", () => {
    const client = new QueryClient();
    seedRenderedStartList(client, startListPage, '/detail/startlist/r2', NOW);
    seedRenderedStartList(client, startListPage, '/detail/event/r1', NOW);
    seedRenderedStartList(client, { renderedAt }, '/detail/startlist/r1', NOW);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('knows an address whose list differs from the rendered one (a search, an order, a later page)', () => {
    expect(sameAsRendered(RENDERED_START_LIST_PARAMS)).toBe(true);
    expect(sameAsRendered({ ...RENDERED_START_LIST_PARAMS, page: 1 })).toBe(false);
    expect(sameAsRendered({ ...RENDERED_START_LIST_PARAMS, searchText: 'Eva' })).toBe(false);
    expect(sameAsRendered({ ...RENDERED_START_LIST_PARAMS, sort: 'club' })).toBe(false);
  });
});

describe("seeding a rendered home page's lists", () => {
  it('puts each list as the first page of its "show more" list, fetched again on mount', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedRenderedHome(client, homePage, '/', NOW);
    expect(client.getQueryData(homeEventsQuery.queryKey)).toEqual({
      pages: [homePage.home?.events],
      pageParams: [0],
    });
    expect(client.getQueryData(homeSeriesQuery.queryKey)).toEqual({
      pages: [homePage.home?.series],
      pageParams: [0],
    });
    expect(isRenderedHomeList(client.getQueryState(homeEventsQuery.queryKey)?.dataUpdatedAt ?? 0)).toBe(true);
    expect(client.getQueryState(homeEventsQuery.queryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the cache alone on any other page', () => {
    const client = new QueryClient();
    seedRenderedHome(client, homePage, '/detail/event/e1', NOW);
    seedRenderedHome(client, { renderedAt }, '/', NOW);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
