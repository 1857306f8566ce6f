import { describe, expect, it } from 'vitest';
import { eventDetailSchema } from '@shared/catalog/catalog-schemas';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@shared/catalog/page-data';
import { injectHead } from './head-html';
import { pageDataBlock } from './page-data';
import { homePageHead } from './page-head';
import { eventPageFiles } from './render-pages';
import { sampleEvent } from './sample-event.test-support';

const BLOCK = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/;

/** What the app reads: the element's text, parsed. */
const readBlock = (html: string): PageData => JSON.parse(BLOCK.exec(html)?.[1] ?? 'null') as PageData;

describe("a rendered page's data block", () => {
  it('is a JSON data block under the id the app reads, with no "<" that could end it early', () => {
    const event = sampleEvent({
      name: 'Trail </script><script>alert(1)</script>',
      description: '<!-- <p>Popis</p>',
    });
    const block = pageDataBlock({ renderedAt: '2026-03-01T10:00:00.000Z', event });
    expect(PAGE_DATA_ELEMENT_ID).toBe('page-data');
    expect(block.startsWith('<script type="application/json" id="page-data">')).toBe(true);
    // One element, whatever the organiser typed: the only "</script" is its own end tag.
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block.slice(0, -'</script>'.length)).not.toMatch(/<(?!script type=)/);
    const data = readBlock(block);
    expect(data.event?.name).toBe('Trail </script><script>alert(1)</script>');
    expect(data.event?.description).toBe('<!-- <p>Popis</p>');
  });

  it("carries the event page's data in the public event call's shape, and only on the event page", () => {
    const files = eventPageFiles(
      { origin: 'https://zavody.example' },
      '<html lang="cs"><head><title>Registrace</title></head><body><div id="root"></div></body></html>',
      sampleEvent(),
      undefined,
      new Date('2026-03-01T10:00:00Z'),
    );
    const [cs, en, startList] = files;
    const data = readBlock(cs?.body ?? '');
    expect(data.renderedAt).toBe('2026-03-01T10:00:00.000Z');
    // The API's own schema of GET series/events/{guid} accepts it as it is.
    expect(eventDetailSchema.parse(data.event)).toEqual(sampleEvent());
    expect(readBlock(en?.body ?? '')).toEqual(data);
    expect(startList?.body).not.toContain('id="page-data"');
  });

  it('goes into the head after the head tags; a page without data has no block', () => {
    const template = '<html lang="cs"><head><title>x</title></head><body></body></html>';
    const head = homePageHead({ origin: 'https://zavody.example' }, 'cs');
    expect(injectHead(template, head)).not.toContain('application/json');
    const html = injectHead(template, head, pageDataBlock({ renderedAt: '2026-03-01T10:00:00.000Z' }));
    expect(html).toMatch(/twitter:image:alt[^\n]*\n\s*<script type="application\/json" id="page-data">/);
    expect(html.indexOf('id="page-data"')).toBeLessThan(html.indexOf('</head>'));
  });
});
