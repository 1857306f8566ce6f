import { describe, expect, it } from 'vitest';
import type { StartList } from '@shared/catalog/catalog-schemas';
import type { PageData } from '@shared/catalog/page-data';
import type { EventRecord } from '../catalog/records';
import {
  eventPageFiles,
  renderEventPages,
  withRenderedBodies,
  type PageFile,
  type PageRenderPorts,
} from './render-pages';
import { sampleEvent } from './sample-event.test-support';

/** Issue 29: a page comes out of the worker in its series' colours and with the admin's texts. */
const site = { origin: 'https://zavody.example' };
const BLOCK = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;
const readBlock = (html: string | undefined) => JSON.parse(BLOCK.exec(html ?? '')?.[1] ?? 'null') as PageData;
const TEMPLATE =
  '<html lang="cs"><head><title>Registrace</title></head><body><div id="root"></div></body></html>';
const STYLINGS = { navbarBackground: '#1f4d2b', startListBackground: '#fdf6e3' };
const TEXTS = {
  cs: { catalog: { 'event.races': 'Tratě' } },
  en: { catalog: { 'event.races': 'Courses' } },
};
const LIST = { page: 0, maxPage: 0, total: 0, rows: [], subEventName: '21 km' } as unknown as StartList;

describe("a page's series colours and text overrides", () => {
  it("carries the series' stylings on the event and start list pages and each language's overrides, and renders with them", async () => {
    const event = sampleEvent({ stylings: STYLINGS });
    const at = new Date('2026-03-01T10:00:00Z');
    const lists = new Map([['r1', LIST]]);
    const files = eventPageFiles(site, TEMPLATE, event, undefined, at, lists, TEXTS);
    const block = (language: string, path: string) =>
      readBlock(files.find((f) => f.language === language && f.path === path)?.body);
    expect(block('cs', '/detail/event/e1').event?.stylings).toEqual(STYLINGS);
    expect(block('cs', '/detail/startlist/r1').startList?.stylings).toEqual(STYLINGS);
    expect(block('cs', '/detail/event/e1').texts).toEqual({ language: 'cs', overrides: TEXTS.cs });
    expect(block('en', '/detail/event/e1').texts).toEqual({ language: 'en', overrides: TEXTS.en });
    expect(block('en', '/detail/startlist/r1').texts).toEqual({ language: 'en', overrides: TEXTS.en });

    // The body is rendered from the very data the file's block carries (hydration meets the same).
    const inputs: Array<{ language: string; path: string; data: PageData }> = [];
    const renderer = async (input: { path: string; language: string; data: PageData }) => {
      inputs.push(input);
      return { body: `<p>${input.data.texts?.overrides.catalog?.['event.races']}</p>`, head: '' };
    };
    const out = await withRenderedBodies(files, renderer, event, at, lists, TEXTS);
    for (const input of inputs) {
      const file = out.find((f) => f.language === input.language && f.path === input.path);
      expect(readBlock(file?.body)).toEqual(input.data);
    }
    expect(inputs.find((i) => i.path === '/detail/startlist/r1')?.data.startList?.stylings).toEqual(STYLINGS);
    expect(out.find((f) => f.language === 'en' && f.path === '/detail/event/e1')?.body).toContain(
      '<p>Courses</p>',
    );
    expect(out.find((f) => f.language === 'cs' && f.path === '/detail/event/e1')?.body).toContain(
      '<p>Tratě</p>',
    );
  });

  it('reads the overrides of both languages once per run and gives the home page its language ones', async () => {
    const asked: string[] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      textOverrides: async (language: 'cs' | 'en') => {
        asked.push(language);
        return TEXTS[language];
      },
      now: () => new Date('2026-03-01T10:00:00Z'),
      store: { readTemplate: async () => TEMPLATE, publish: async () => undefined },
      catalog: {
        queryEventPartition: async () => [],
        listHomepageEvents: async () => [] as EventRecord[],
        listHomepageSeries: async () => [],
        loadSummaryContext: async () => ({
          seriesNames: new Map(),
          seriesLogos: new Map(),
          counters: new Map(),
        }),
      } as unknown as PageRenderPorts['catalog'],
    };
    const files: PageFile[] = await renderEventPages(ports, ['gone']);
    expect(asked.sort()).toEqual(['cs', 'en']);
    const home = (language: string) =>
      readBlock(files.find((f) => f.path === '/' && f.language === language)?.body);
    expect(home('cs').texts?.overrides).toEqual(TEXTS.cs);
    expect(home('en').texts?.overrides).toEqual(TEXTS.en);
  });
});
