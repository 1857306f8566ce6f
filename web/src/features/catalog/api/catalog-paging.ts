/** Page sizes of the catalogue calls (kept free of imports: the boot script of index.html uses them). */
export const HOME_SERIES_PAGE_SIZE = 6;
export const HOME_EVENTS_PAGE_SIZE = 12;
/** Spec §9: lists are paged by 30. */
export const START_LIST_PAGE_SIZE = 30;
