import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/catalog/page-data';

/**
 * The data block of a page the render worker wrote (none in the plain app shell). Each page's
 * chunk seeds its own queries from it (features/catalog/model/rendered-*.ts); the app's entry
 * reads its text overrides before the first render (main.tsx), so it is part of the entry.
 */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
