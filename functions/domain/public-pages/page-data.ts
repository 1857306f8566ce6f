import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/catalog/page-data';

/**
 * A page's data as a JSON data block (not run by browsers, so the CSP's script-src does not apply
 * and no hash is needed). Every `<` is written as `\u003c`, which JSON.parse reads back as `<`, so
 * no value (an event's name or HTML description) can close the element or open a comment.
 */
export function pageDataBlock(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}
