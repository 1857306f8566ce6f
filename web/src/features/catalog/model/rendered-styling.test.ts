import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '@shared/catalog/page-data';
import { publishSeriesStyling } from '../../../lib/series-styling';
import { publishRenderedStyling, renderedStylings } from './rendered-styling';
import type { EventDetail, StartList } from '@shared/catalog/catalog-schemas';

const STYLINGS = { navbarBackground: '#1f4d2b', navbarColor: '#ffffff' };
const eventData = {
  renderedAt: '2026-03-01T10:00:00.000Z',
  event: { guid: 'e1', stylings: STYLINGS } as unknown as EventDetail,
} satisfies PageData;
const startListData = {
  renderedAt: '2026-03-01T10:00:00.000Z',
  startList: { subEventGuid: 'r1', list: {} as StartList, stylings: STYLINGS },
} satisfies PageData;

afterEach(() => publishSeriesStyling({}));

describe("a rendered page's series colours before its render", () => {
  it("are the event's or the race's series' stylings, only on that page's address", () => {
    expect(renderedStylings(eventData, '/detail/event/e1')).toEqual(STYLINGS);
    expect(renderedStylings(startListData, '/detail/startlist/r1')).toEqual(STYLINGS);
    expect(renderedStylings(eventData, '/detail/event/e2')).toBeUndefined();
    expect(renderedStylings(startListData, '/')).toBeUndefined();
    expect(renderedStylings(undefined, '/detail/event/e1')).toBeUndefined();
  });

  it('are published for the top bar (and as variables on <html>), and none clears them', () => {
    publishRenderedStyling(eventData, '/detail/event/e1');
    expect(document.documentElement.style.getPropertyValue('--series-navbar-bg')).toBe('rgb(31, 77, 43)');
    publishRenderedStyling(undefined, '/detail/event/e1');
    expect(document.documentElement.style.getPropertyValue('--series-navbar-bg')).toBe('');
  });
});
