import type { PageData } from '@shared/catalog/page-data';
import { injectHead } from './head-html';
import { injectBody, type BodyRenderer } from './page-body';
import type { PageHead } from './page-head';
import { PAGE_LANGUAGES, type PageLanguage } from './site';

/** One file of the site as a URL path (`/detail/event/<guid>`, `/sitemap.xml`) and its content. */
export interface PageFile {
  path: string;
  /**
   * The language of an HTML page: each page exists in Czech (the plain address) and in English
   * (`?lang=en`, stored apart: page-store.ts). Files of no language (sitemap, robots.txt) have none.
   */
  language?: PageLanguage;
  body: string;
  contentType: string;
}

export const HTML = 'text/html; charset=utf-8';

/** A page in every language, its head in that language. */
export const page = (
  template: string,
  path: string,
  head: (language: PageLanguage) => PageHead,
  dataBlock?: string,
): PageFile[] =>
  PAGE_LANGUAGES.map((language) => ({
    path,
    language,
    body: injectHead(template, head(language), dataBlock),
    contentType: HTML,
  }));

/** The files of `path` (each language) with their body rendered by the app from `data`. */
export async function renderBodies(
  files: PageFile[],
  renderer: BodyRenderer,
  path: string,
  data: PageData,
): Promise<PageFile[]> {
  const out: PageFile[] = [];
  for (const file of files) {
    if (file.path !== path || !file.language) out.push(file);
    else {
      const rendered = await renderer({ path, language: file.language, data });
      out.push({ ...file, body: injectBody(file.body, rendered, file.language) });
    }
  }
  return out;
}
