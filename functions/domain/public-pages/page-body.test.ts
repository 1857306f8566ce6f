import { describe, expect, it, vi } from 'vitest';
import { injectBody, type BodyRenderer } from './page-body';
import { eventPageFiles, withRenderedBodies } from './render-pages';
import { sampleEvent } from './sample-event.test-support';

const TEMPLATE =
  '<!doctype html><html lang="cs"><head><title>Registrace</title></head><body><div id="root"></div><noscript>JS</noscript></body></html>';
const site = { origin: 'https://zavody.example' };

describe("a page's rendered body", () => {
  it('goes into the root, marked with its language, and its styles into the head', () => {
    const html = injectBody(
      TEMPLATE,
      { body: '<h1>Trail $& $1</h1>', head: '<style data-emotion="css a">.a{}</style>' },
      'en',
    );
    expect(html).toContain('<div id="root" data-rendered-lang="en"><h1>Trail $& $1</h1></div><noscript>');
    expect(html).toMatch(/<style data-emotion="css a">\.a\{\}<\/style>\n {2}<\/head>/);
  });

  it("paints before any script: the app's entry and preloads are left to the boot script after the first paint", () => {
    const built =
      '<!doctype html>\n<html lang="cs" class="dark">\n  <head>\n' +
      '    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">\n' +
      '    <script>boot()</script>\n' +
      '    <script type="application/ld+json">{}</script>\n' +
      '  </head>\n  <body><div id="root"></div></body>\n</html>';
    const html = injectBody(built, { body: '<h1>Trail</h1>', head: '' }, 'cs');
    expect(html).toContain('<html lang="cs" class="dark" data-prerendered>');
    expect(html).not.toContain('/assets/');
    // The boot script (hashed in the CSP) and data blocks stay as they were.
    expect(html).toContain('    <script>boot()</script>\n    <script type="application/ld+json">{}</script>');
  });

  it('refuses a page without an empty root', () => {
    expect(() => injectBody('<html><head></head><body></body></html>', { body: '', head: '' }, 'cs')).toThrow(
      /root/,
    );
  });
});

describe('rendering the bodies of an event page', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');

  it("renders the event page in each language from the page's data, start lists keep their head only", async () => {
    const event = sampleEvent();
    const renderer = vi.fn<BodyRenderer>(async ({ language }) => ({ body: `<p>${language}</p>`, head: '' }));
    const files = await withRenderedBodies(
      eventPageFiles(site, TEMPLATE, event, undefined, now),
      renderer,
      event,
      now,
    );
    expect(renderer.mock.calls.map(([input]) => [input.path, input.language])).toEqual([
      [`/detail/event/${event.guid}`, 'cs'],
      [`/detail/event/${event.guid}`, 'en'],
    ]);
    expect(renderer.mock.calls[0]?.[0].data).toEqual({ renderedAt: now.toISOString(), event });
    const eventPages = files.filter((f) => f.path === `/detail/event/${event.guid}`);
    expect(
      eventPages.map((f) => f.body.includes(`data-rendered-lang="${f.language}"><p>${f.language}</p>`)),
    ).toEqual([true, true]);
    expect(
      files
        .filter((f) => f.path.startsWith('/detail/startlist/'))
        .every((f) => f.body.includes('<div id="root"></div>')),
    ).toBe(true);
  });

  it('leaves an event in another currency to the app: the page a visitor without a cart asks for differs', async () => {
    const event = sampleEvent({ currency: 'EUR' });
    const renderer = vi.fn<BodyRenderer>();
    const files = eventPageFiles(site, TEMPLATE, event, undefined, now);
    expect(await withRenderedBodies(files, renderer, event, now)).toEqual(files);
    expect(await withRenderedBodies(files, undefined, sampleEvent(), now)).toEqual(files);
    expect(renderer).not.toHaveBeenCalled();
  });
});
