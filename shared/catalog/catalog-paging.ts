/**
 * Page sizes of the public catalogue's lists, shared by the app's calls
 * (web/src/features/catalog/api/catalog-queries.ts) and the render worker, whose prerendered pages
 * carry the first page of a list exactly as the app asks for it (functions/domain/public-pages/).
 * Free of imports: the inline boot script of index.html uses them.
 */
export const HOME_SERIES_PAGE_SIZE = 6;
export const HOME_EVENTS_PAGE_SIZE = 12;
/** Spec §9: lists are paged by 30. */
export const START_LIST_PAGE_SIZE = 30;
