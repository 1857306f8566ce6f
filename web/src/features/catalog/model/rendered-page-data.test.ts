import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import type { PageData } from '@shared/catalog/page-data';
import { eventDetailKey } from '../api/catalog-keys';
import { readPageData } from '../../../lib/page-data-block';
import { isRenderedData, seedFromDocument, seedRenderedPage } from './rendered-page-data';

const event = { guid: 'e1', name: 'Brdský trail', currency: 'CZK', subevents: [] } as unknown as EventDetail;
const renderedAt = '2026-03-01T10:00:00.000Z';
const page: PageData = { renderedAt, event };
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

afterEach(() => {
  document.head.innerHTML = '';
});

describe("reading a rendered page's data block", () => {
  it('parses the block the render worker wrote, "<" escaped as \\u003c included', () => {
    document.head.innerHTML =
      '<script type="application/json" id="page-data">{"renderedAt":"x","event":{"name":"A \\u003c/script> B"}}</script>';
    expect(readPageData(document)?.event?.name).toBe('A </script> B');
  });

  it('finds nothing in the plain app shell or in a broken block', () => {
    expect(readPageData(document)).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="page-data">{"renderedAt":</script>';
    expect(readPageData(document)).toBeUndefined();
  });
});

describe('seeding the cache from a rendered event page', () => {
  it('leaves the cache alone on another page, for another event or in another currency', () => {
    const client = new QueryClient();
    seedRenderedPage(client, page, '/', 'CZK', NOW);
    seedRenderedPage(client, page, '/detail/event/e2', 'CZK', NOW);
    seedRenderedPage(client, page, '/detail/event/e1', 'EUR', NOW);
    seedRenderedPage(client, { renderedAt }, '/detail/event/e1', 'CZK', NOW);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(isRenderedData(Date.parse(renderedAt))).toBe(false);
  });

  it("puts the event under the page's own call, shown at once and fetched again on mount", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    seedRenderedPage(client, page, '/detail/event/e1', 'CZK', NOW);
    const key = eventDetailKey('e1', 'CZK');
    const seeded = client.getQueryState(key);
    expect(client.getQueryData(key)).toEqual({ event, unavailableCurrency: null });
    expect(seeded?.dataUpdatedAt).toBe(Date.parse(renderedAt));
    expect(isRenderedData(seeded?.dataUpdatedAt ?? 0)).toBe(true);

    const live = { event: { ...event, name: 'Brdský trail 2026' }, unavailableCurrency: null };
    const queryFn = vi.fn(async () => live);
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    // The first render has the rendered data without waiting for any call.
    expect(observer.getOptimisticResult(client.defaultQueryOptions(observer.options)).data).toEqual({
      event,
      unavailableCurrency: null,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(live));
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(isRenderedData(observer.getCurrentResult().dataUpdatedAt)).toBe(false);
    unsubscribe();
  });

  it('dates the data no later than now, so a live answer is newer even with a clock behind', () => {
    const client = new QueryClient();
    seedRenderedPage(
      client,
      { renderedAt: '2026-03-01T12:05:00.000Z', event },
      '/detail/event/e1',
      'CZK',
      NOW,
    );
    const updatedAt = client.getQueryState(eventDetailKey('e1', 'CZK'))?.dataUpdatedAt ?? 0;
    expect(updatedAt).toBe(NOW - 1);
    expect(isRenderedData(updatedAt)).toBe(true);
    expect(isRenderedData(NOW)).toBe(false);
  });
});

describe("the event page's first render in the browser", () => {
  it("seeds the cache from the document's block once: a later visit to the page fetches", () => {
    window.history.replaceState(null, '', '/detail/event/e1');
    document.head.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(page)}</script>`;
    const first = new QueryClient();
    seedFromDocument(first, 'CZK');
    expect(first.getQueryData(eventDetailKey('e1', 'CZK'))).toEqual({ event, unavailableCurrency: null });
    const later = new QueryClient();
    seedFromDocument(later, 'CZK');
    expect(later.getQueryCache().getAll()).toHaveLength(0);
    window.history.replaceState(null, '', '/');
  });
});
