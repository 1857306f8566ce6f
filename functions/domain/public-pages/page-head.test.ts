import { describe, expect, it } from 'vitest';
import { DocumentType } from '@shared/codelists/enums';
import { injectHead } from './head-html';
import { eventPageHead, homePageHead, startListPageHead } from './page-head';
import { sampleEvent } from './sample-event.test-support';
import { robotsTxt, sitemapXml } from './sitemap';

const site = { origin: 'https://zavody.example' };
const TEMPLATE = `<!doctype html>
<html lang="cs" class="dark" style="color-scheme: dark">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Registrace a prodej startovného na sportovní závody." />
    <title>Registrace na závody</title>
    <script>boot()</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

describe('the head of an event page', () => {
  const html = injectHead(TEMPLATE, eventPageHead(site, sampleEvent(), 'cs'));

  it('names the event, its date and place in the title, description and link preview', () => {
    expect(html).toContain('<title>Brdský trail &lt;2026&gt; – 13. 6. 2026 | Registrace na závody</title>');
    expect(html).toContain(
      '<meta name="description" content="13. 6. 2026 · Strašice, náměstí. Závod lesem &amp; po hřebenech" />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Brdský trail &lt;2026&gt; – 13. 6. 2026 | Registrace na závody" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://zavody.example/detail/event/e1" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://zavody.example/detail/event/e1" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://zavody.example/detail/event/e1?lang=en" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://zavody.example/detail/event/e1" />',
    );
  });

  it("replaces the site's generic title and description and keeps the rest of the build as it was", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script>boot()</script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('shows the default picture without a logo, else the logo, else the background document', () => {
    expect(html).toContain('<meta property="og:image" content="https://zavody.example/og-default.png" />');
    const background = { guid: 'd', name: 'pozadí', type: DocumentType.BACKGROUND, url: '/files/bg.jpg' };
    const withBackground = eventPageHead(site, sampleEvent({ documents: [background] }), 'cs');
    expect(withBackground.image.url).toBe('https://zavody.example/files/bg.jpg');
    const withLogo = eventPageHead(
      site,
      sampleEvent({ documents: [background], logoUrl: 'https://cdn.example/l.png' }),
      'en',
    );
    expect(withLogo.image).toEqual({ url: 'https://cdn.example/l.png', alt: 'Brdský trail <2026>' });
  });

  it('carries the event as SportsEvent: Prague times, place with coordinates, organiser, priced races', () => {
    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Brdský trail <2026>',
      startDate: '2026-06-13T09:00:00+02:00',
      endDate: '2026-06-13T17:00:00+02:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        address: 'Strašice, náměstí',
        geo: { '@type': 'GeoCoordinates', latitude: 49.7367, longitude: 13.7578 },
      },
      // No organizer record given: the series stands for it (the event's own web is not the organiser's).
      organizer: { '@type': 'Organization', name: 'Pohár Brdy' },
      inLanguage: 'cs',
      offers: [
        {
          name: 'Hlavní trať 21 km',
          price: '650.00',
          priceCurrency: 'CZK',
          validFrom: '2026-01-01T09:00:00+01:00',
          validThrough: '2026-06-10T23:59:00+02:00',
        },
        { name: 'Krátká 10 km', price: '400.00', availability: 'https://schema.org/SoldOut' },
      ],
    });
    // An organiser's text cannot end the script element.
    expect(html).not.toContain('<2026>"');
    expect(html).toContain('\\u003c2026>');
  });

  it("names the series' organizer from its record, with its web address only when it is one", () => {
    const organiser = (o: { name: string; url?: string }) =>
      jsonLdOf(injectHead(TEMPLATE, eventPageHead(site, sampleEvent(), 'cs', o))).organizer;
    expect(organiser({ name: 'Brdy Sport s.r.o.', url: 'https://brdysport.example' })).toEqual({
      '@type': 'Organization',
      name: 'Brdy Sport s.r.o.',
      url: 'https://brdysport.example',
    });
    expect(organiser({ name: 'Jana Nováková', url: 'javascript:alert(1)' })).toEqual({
      '@type': 'Organization',
      name: 'Jana Nováková',
    });
  });

  it('claims "in stock" only where nothing can sell out before the page is rendered again', () => {
    const offers = (head: ReturnType<typeof eventPageHead>) =>
      (head.jsonLd?.offers as Array<Record<string, unknown>>).map((o) => o.availability);
    // Race 1 is open with 290 places left: it may sell out between two renders.
    expect(offers(eventPageHead(site, sampleEvent(), 'cs'))).toEqual([
      undefined,
      'https://schema.org/SoldOut',
    ]);
    const unlimited = sampleEvent();
    unlimited.subevents = unlimited.subevents.map((s) => ({ ...s, remaining: null, capacity: 0 }));
    expect(offers(eventPageHead(site, unlimited, 'cs'))).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
    ]);
    const notYet = sampleEvent();
    notYet.subevents = notYet.subevents.map((s) => ({ ...s, availability: 'notOpenYet' as const }));
    expect(offers(eventPageHead(site, notYet, 'cs'))).toEqual([
      'https://schema.org/PreSale',
      'https://schema.org/PreSale',
    ]);
  });

  it('leaves out what the event does not have: no place, no coordinates, races without a price', () => {
    const bare = eventPageHead(
      site,
      sampleEvent({ location: '', lattitude: null, longitude: null, subevents: [], anotation: '' }),
      'en',
    );
    expect(bare.description).toBe('13. 6. 2026');
    expect(bare.title).toBe('Brdský trail <2026> – 13. 6. 2026 | Race registration');
    expect(bare.jsonLd).not.toHaveProperty('location');
    expect(bare.jsonLd).not.toHaveProperty('offers');
  });

  it('shortens a long annotation at a word, under 200 characters', () => {
    const head = eventPageHead(site, sampleEvent({ anotation: 'slovo '.repeat(80) }), 'cs');
    expect(head.description.length).toBeLessThanOrEqual(200);
    expect(head.description).toMatch(/slovo…$/);
  });
});

describe('the heads of a start list and of the home page', () => {
  it('a start list names the race and the event, in the page language', () => {
    const event = sampleEvent();
    const head = startListPageHead(site, event, event.subevents[0]!, 'en');
    expect(head.title).toBe('Start list: Hlavní trať 21 km – Brdský trail <2026> | Race registration');
    expect(head.canonicalUrl).toBe('https://zavody.example/detail/startlist/r1?lang=en');
    expect(head.jsonLd).toBeUndefined();
  });

  it('the home page has the site description and the default picture', () => {
    const html = injectHead(TEMPLATE, homePageHead(site, 'en'));
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(
      '<meta property="og:description" content="Registration and entry fees for sports races." />',
    );
    expect(html).toContain('<link rel="canonical" href="https://zavody.example/?lang=en" />');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the home page and every published event with its English version', () => {
    const xml = sitemapXml(site, [{ guid: 'e1', lastModified: '2026-05-02T10:00:00.000Z' }, { guid: 'a&b' }]);
    expect(xml).toContain('<loc>https://zavody.example/</loc>');
    expect(xml).toContain(
      '<loc>https://zavody.example/detail/event/e1</loc>\n    <lastmod>2026-05-02</lastmod>',
    );
    expect(xml).toContain('hreflang="en" href="https://zavody.example/detail/event/e1?lang=en"');
    expect(xml).toContain('<loc>https://zavody.example/detail/event/a%26b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of private areas', () => {
    const robots = robotsTxt(site);
    expect(robots).toContain('Sitemap: https://zavody.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin/');
  });
});
