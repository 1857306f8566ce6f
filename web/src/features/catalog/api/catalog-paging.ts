/** Page sizes of the catalogue calls (one definition with the render worker's, which prerenders first pages). */
export {
  HOME_EVENTS_PAGE_SIZE,
  HOME_SERIES_PAGE_SIZE,
  START_LIST_PAGE_SIZE,
} from '@shared/catalog/catalog-paging';
