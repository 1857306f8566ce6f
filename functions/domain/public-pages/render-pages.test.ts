import { describe, expect, it } from 'vitest';
import type { StartList } from '@shared/catalog/catalog-schemas';
import type { PageData } from '@shared/catalog/page-data';
import type { EventRecord } from '../catalog/records';
import {
  eventPageFiles,
  renderEventPages,
  renderStartListPages,
  withRenderedBodies,
  type PageFile,
  type PageRenderPorts,
} from './render-pages';
import { sampleEvent } from './sample-event.test-support';

const site = { origin: 'https://zavody.example' };
const NO_CONTEXT = { seriesNames: new Map(), seriesLogos: new Map(), counters: new Map() };
const BLOCK = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;
const readBlock = (html: string | undefined) => JSON.parse(BLOCK.exec(html ?? '')?.[1] ?? 'null') as PageData;
const TEMPLATE =
  '<html lang="cs"><head><title>Registrace</title></head><body><div id="root"></div></body></html>';

describe('rendering the pages of an event', () => {
  it('renders the event page and the start list page of each race into the built shell, in Czech and English', () => {
    const files = eventPageFiles(site, TEMPLATE, sampleEvent(), { name: 'Brdy Sport s.r.o.' });
    expect(files.map((f) => `${f.language} ${f.path}`)).toEqual([
      'cs /detail/event/e1',
      'en /detail/event/e1',
      'cs /detail/startlist/r1',
      'en /detail/startlist/r1',
      'cs /detail/startlist/r2',
      'en /detail/startlist/r2',
    ]);
    expect(files[0]?.body).toContain(
      '<title>Brdský trail &lt;2026&gt; – 13. 6. 2026 | Registrace na závody</title>',
    );
    expect(files[0]?.body).toContain('<html lang="cs">');
    expect(files[0]?.body).toContain('"organizer":{"@type":"Organization","name":"Brdy Sport s.r.o."}');
    expect(files[1]?.body).toContain('<html lang="en">');
    expect(files[1]?.body).toContain(
      '<title>Brdský trail &lt;2026&gt; – 13. 6. 2026 | Race registration</title>',
    );
    expect(files[1]?.body).toContain(
      '<link rel="canonical" href="https://zavody.example/detail/event/e1?lang=en" />',
    );
    expect(files[1]?.body).toContain('"inLanguage":"en"');
    expect(files[2]?.body).toContain('Startovní listina: Hlavní trať 21 km');
    expect(files[3]?.body).toContain('Start list: Hlavní trať 21 km');
    expect(
      files.every((f) => f.body.includes('<div id="root"></div>') && f.contentType.startsWith('text/html')),
    ).toBe(true);
  });

  it('publishes the changed events with the sitemap in one go; a deleted event becomes the plain app', async () => {
    const published: PageFile[][] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      now: () => new Date('2026-03-01T10:00:00Z'),
      store: {
        readTemplate: async () => TEMPLATE,
        publish: async (files: readonly PageFile[]) => void published.push([...files]),
      },
      catalog: {
        queryEventPartition: async () => [],
        listHomepageEvents: async () => [{ guid: 'e1', dateTo: '2026-01-01T00:00:00Z' } as EventRecord],
        listHomepageSeries: async () => [],
        loadSummaryContext: async () => NO_CONTEXT,
      } as unknown as PageRenderPorts['catalog'],
    };
    const files = await renderEventPages(ports, ['gone', 'gone']);
    expect(published).toHaveLength(1);
    expect(files.map((f) => `${f.language ?? '-'} ${f.path}`)).toEqual([
      'cs /detail/event/gone',
      'en /detail/event/gone',
      'cs /',
      'en /',
      '- /sitemap.xml',
      '- /robots.txt',
    ]);
    expect(files[0]?.body).toBe(TEMPLATE);
    expect(files[2]?.body).toContain('<meta property="og:title" content="Registrace na závody" />');
    expect(files[3]?.body).toContain('<meta property="og:title" content="Race registration" />');
    expect(files[4]?.body).toContain('<loc>https://zavody.example/detail/event/e1</loc>');
  });

  it('renders no start list page, and does not fail, for a race whose event is gone (the stream would retry it)', async () => {
    const published: PageFile[][] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      now: () => new Date('2026-03-01T10:00:00Z'),
      store: {
        readTemplate: async () => TEMPLATE,
        publish: async (files: readonly PageFile[]) => void published.push([...files]),
      },
      catalog: {
        // The race still points to its event, whose partition is empty (deleted since).
        findEventGuidBySubevent: async (race: string) => (race === 'r-of-gone' ? 'gone' : undefined),
        queryEventPartition: async () => [],
      } as unknown as PageRenderPorts['catalog'],
    };
    await expect(renderStartListPages(ports, ['r-of-gone', 'unknown-race'])).resolves.toEqual([]);
    expect(published).toEqual([]);
  });

  it("renders the home page's body with the store's renderer, in each language", async () => {
    const published: PageFile[][] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      now: () => new Date('2026-03-01T10:00:00Z'),
      store: {
        readTemplate: async () => TEMPLATE,
        readRenderer: async () => async (input: { path: string; language: string }) => ({
          body: `<h1>${input.language} ${input.path}</h1>`,
          head: '',
        }),
        publish: async (files: readonly PageFile[]) => void published.push([...files]),
      },
      catalog: {
        queryEventPartition: async () => [],
        listHomepageEvents: async () => [],
        listHomepageSeries: async () => [],
        loadSummaryContext: async () => NO_CONTEXT,
      } as unknown as PageRenderPorts['catalog'],
    };
    const files = await renderEventPages(ports, []);
    expect(
      files.filter((f) => f.path === '/').map((f) => f.body.match(/<div id="root"[^>]*>.*<\/div>/)?.[0]),
    ).toEqual([
      '<div id="root" data-rendered-lang="cs"><h1>cs /</h1></div>',
      '<div id="root" data-rendered-lang="en"><h1>en /</h1></div>',
    ]);
  });

  it('a failure other than a missing event publishes nothing (the batch is delivered again)', async () => {
    const published: PageFile[][] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      now: () => new Date(),
      store: {
        readTemplate: async () => TEMPLATE,
        publish: async (files: readonly PageFile[]) => void published.push([...files]),
      },
      catalog: {
        queryEventPartition: async () => {
          throw new Error('throttled');
        },
        listHomepageEvents: async () => [],
        listHomepageSeries: async () => [],
        loadSummaryContext: async () => NO_CONTEXT,
      } as unknown as PageRenderPorts['catalog'],
    };
    await expect(renderEventPages(ports, ['e1'])).rejects.toThrow('throttled');
    expect(published).toHaveLength(0);
  });

  it("carries the home page's first page of events and series in its data block and renders its body from it", async () => {
    const rendered: PageData[] = [];
    const ports = {
      site,
      organiserOfSeries: async () => undefined,
      now: () => new Date('2026-03-01T10:00:00Z'),
      store: {
        readTemplate: async () => TEMPLATE,
        readRenderer: async () => async (input: { data: PageData }) => {
          rendered.push(input.data);
          return { body: '<h1>Závody</h1>', head: '' };
        },
        publish: async () => undefined,
      },
      catalog: {
        listHomepageEvents: async () =>
          [
            {
              guid: 'past',
              seriesGuid: 's1',
              name: 'Loňský trail',
              dateTo: '2025-06-01T00:00:00Z',
              currencies: ['CZK'],
            },
            {
              guid: 'e1',
              seriesGuid: 's1',
              name: 'Brdský trail',
              dateTo: '2026-06-13T12:00:00Z',
              currencies: ['CZK'],
            },
          ] as unknown as EventRecord[],
        listHomepageSeries: async () => [
          {
            guid: 's1',
            name: 'Pohár Brd',
            anotation: '',
            dateFrom: '2026-01-01T00:00:00Z',
            dateTo: '2026-12-31T00:00:00Z',
          },
        ],
        loadSummaryContext: async () => ({ ...NO_CONTEXT, seriesNames: new Map([['s1', 'Pohár Brd']]) }),
      } as unknown as PageRenderPorts['catalog'],
    };
    const files = await renderEventPages(ports as unknown as PageRenderPorts, []);
    const home = readBlock(files.find((f) => f.path === '/')?.body);
    // The page's calls: upcoming events only (the sitemap keeps the past one's page).
    expect(home.home?.events.rows.map((e) => e.name)).toEqual(['Brdský trail']);
    expect(home.home?.events.total).toBe(1);
    expect(home.home?.series.rows.map((s) => s.name)).toEqual(['Pohár Brd']);
    expect(rendered.map((d) => d.home?.events.rows[0]?.name)).toEqual(['Brdský trail', 'Brdský trail']);
    expect(files.find((f) => f.path === '/sitemap.xml')?.body).toContain('/detail/event/past');
  });

  it("carries a race's first start list page in its page's data block and renders that page's body from it", async () => {
    const list = {
      page: 0,
      maxPage: 2,
      total: 75,
      rows: [
        {
          startNumber: 7,
          firstName: 'Eva',
          lastName: 'Dvořáková',
          birthYear: 1990,
          club: 'SK Brdy',
          categoryName: 'Ženy',
          waveName: null,
          teamName: null,
          paid: true,
        },
      ],
      seriesEventGuid: 'e1',
      subEventName: 'Hlavní trať 21 km',
      state: 'open',
      startListFrom: null,
      startListTo: null,
      relayWarnings: [],
      openTeams: [],
    } as StartList;
    const lists = new Map([['r1', list]]);
    const at = new Date('2026-03-01T10:00:00Z');
    const files = eventPageFiles(site, TEMPLATE, sampleEvent(), undefined, at, lists);
    const page = (lang: string, path: string) => files.find((f) => f.language === lang && f.path === path);
    expect(readBlock(page('cs', '/detail/startlist/r1')?.body).startList).toEqual({
      subEventGuid: 'r1',
      list,
      stylings: {},
    });
    // A race whose list was not read keeps its head only.
    expect(BLOCK.test(page('cs', '/detail/startlist/r2')?.body ?? '')).toBe(false);

    const asked: string[] = [];
    const renderer = async (input: { path: string; language: string; data: PageData }) => {
      asked.push(`${input.language} ${input.path}`);
      const names = input.data.startList?.list.rows.map((r) => `${r.lastName} ${r.firstName}`) ?? [];
      return { body: `<table>${names.join()}</table>`, head: '' };
    };
    const out = await withRenderedBodies(files, renderer, sampleEvent(), at, lists);
    expect(asked).toEqual([
      'cs /detail/event/e1',
      'en /detail/event/e1',
      'cs /detail/startlist/r1',
      'en /detail/startlist/r1',
    ]);
    expect(out.find((f) => f.language === 'en' && f.path === '/detail/startlist/r1')?.body).toContain(
      '<div id="root" data-rendered-lang="en"><table>Dvořáková Eva</table></div>',
    );
  });
});
