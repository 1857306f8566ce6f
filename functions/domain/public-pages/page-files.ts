import type { PageData, TextOverrides } from '@shared/catalog/page-data';
import { injectHead } from './head-html';
import { injectBody, type BodyRenderer } from './page-body';
import { pageDataBlock } from './page-data';
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

/**
 * The text overrides an admin made, per language (what GET translations/{lang} answers): each
 * language's page carries and is rendered with its own.
 */
export type PageTexts = Record<PageLanguage, TextOverrides>;

/** A page's data in one language: with that language's text overrides when they were read. */
export const dataInLanguage = (data: PageData, language: PageLanguage, texts?: PageTexts): PageData =>
  texts ? { ...data, texts: { language, overrides: texts[language] } } : data;

/** A page in every language, its head in that language, its data block (if any) with its texts. */
export const page = (
  template: string,
  path: string,
  head: (language: PageLanguage) => PageHead,
  data?: PageData,
  texts?: PageTexts,
): PageFile[] =>
  PAGE_LANGUAGES.map((language) => ({
    path,
    language,
    body: injectHead(template, head(language), data && pageDataBlock(dataInLanguage(data, language, texts))),
    contentType: HTML,
  }));

/**
 * The files of `path` (each language) with their body rendered by the app from `data` and, when
 * given, the language's text overrides (the same data as the file's block, so hydration matches).
 */
export async function renderBodies(
  files: PageFile[],
  renderer: BodyRenderer,
  path: string,
  data: PageData,
  texts?: PageTexts,
): Promise<PageFile[]> {
  const out: PageFile[] = [];
  for (const file of files) {
    if (file.path !== path || !file.language) out.push(file);
    else {
      const language = file.language;
      const rendered = await renderer({ path, language, data: dataInLanguage(data, language, texts) });
      out.push({ ...file, body: injectBody(file.body, rendered, file.language) });
    }
  }
  return out;
}
