import { describe, expect, it } from 'vitest';
import type { CatalogPorts } from '../catalog/public-catalog';
import type { EventRecord } from '../catalog/records';
import { eventPageFiles, renderEventPages, type PageFile } from './render-pages';
import { sampleEvent } from './sample-event.test-support';

const site = { origin: 'https://zavody.example' };
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
        listHomepageEvents: async () => [{ guid: 'e1' } as EventRecord],
      } as unknown as CatalogPorts,
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
      } as unknown as CatalogPorts,
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
      } as unknown as CatalogPorts,
    };
    await expect(renderEventPages(ports, ['e1'])).rejects.toThrow('throttled');
    expect(published).toHaveLength(0);
  });
});
