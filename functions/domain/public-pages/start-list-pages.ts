import type { EventDetail, StartList, SubeventView } from '@shared/catalog/catalog-schemas';
import { START_LIST_PAGE_SIZE } from '@shared/catalog/catalog-paging';
import { RENDERED_START_LIST_ORDER, type PageData } from '@shared/catalog/page-data';
import { getStartList, type CatalogPorts, type StartListSource } from '../catalog/public-catalog';
import { page, type PageFile, type PageTexts } from './page-files';
import { startListPageHead } from './page-head';
import { pagePaths, type SiteInfo } from './site';

/**
 * The first page of each given race's start list as the start list page asks for it on an address
 * without a search or order (RENDERED_START_LIST_ORDER, 30 rows): what the page shows before any
 * call, so its HTML stays the size of one page of the live list however many have entered.
 */
export async function firstStartListPages(
  catalog: CatalogPorts & StartListSource,
  raceGuids: readonly string[],
  now: Date,
): Promise<Map<string, StartList>> {
  const lists = new Map<string, StartList>();
  for (const guid of raceGuids)
    lists.set(
      guid,
      await getStartList(
        catalog,
        guid,
        { ...RENDERED_START_LIST_ORDER, take: START_LIST_PAGE_SIZE, skip: 0 },
        now,
      ),
    );
  return lists;
}

/**
 * A start list page's data block: its race, the list's first page and its series' stylings (the
 * event's: the stylings call by race answers its series' ones too), so the page renders in them.
 */
export const startListData = (
  subEventGuid: string,
  list: StartList,
  renderedAt: Date,
  stylings: Record<string, string>,
): PageData => ({
  renderedAt: renderedAt.toISOString(),
  startList: { subEventGuid, list, stylings },
});

/**
 * The start list page of a race in each language: its head and, when its list was read, the list
 * in its data block (the page seeds its query from it; the body is rendered from the same data).
 */
export function startListPageFiles(
  site: SiteInfo,
  template: string,
  event: EventDetail,
  race: SubeventView,
  data: PageData | undefined,
  texts?: PageTexts,
): PageFile[] {
  return page(
    template,
    pagePaths.startList(race.guid),
    (l) => startListPageHead(site, event, race, l),
    data,
    texts,
  );
}
