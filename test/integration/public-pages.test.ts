import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail } from '@shared/back-office/series-editor-schemas';
import { eventDetailSchema } from '@shared/catalog/catalog-schemas';
import { Role } from '@shared/codelists/enums';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { seriesEditorWorld } from './series-editor-support';
import { api, APP, useTestStackEnv } from './support';
import { createTargets, putUser } from './matrix/world';

/**
 * Issue 29: an event page fetched without JavaScript (what Facebook, WhatsApp or a search engine
 * reads) carries the event's name, date, Open Graph tags and JSON-LD; an edit in the back office
 * reaches that HTML once the render-pages worker has read the change from the table's stream.
 */
let admin: { userId: string; token: string };
const world = seriesEditorWorld();
const { tag, year } = world;

afterAll(() => world.cleanUp());

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser(`pages-admin-${tag}`, [Role.USER, Role.ADMIN]);
});

/** The page as a crawler gets it: plain GET, no cookies, no scripts run. */
const fetchHtml = async (path: string) => {
  const res = await fetch(`${APP}${path}`);
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};

/** The worker runs after the write (the stream): wait until the page shows what is expected. */
async function pageShowing(path: string, text: string): Promise<string> {
  let html = '';
  for (let i = 0; i < 150; i++) {
    html = (await fetchHtml(path)).html;
    if (html.includes(text)) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} never showed ${text}; last HTML:\n${html.slice(0, 2000)}`);
}

describe('prerendered event pages', () => {
  it('carry the name, date and link preview without JavaScript, and follow a back-office edit', async () => {
    const series = await world.newSeries('Stránky', admin.token);
    const event = await world.newEvent(series.guid, `Běh lesem ${tag}`, admin.token, {
      location: 'Strašice',
      lattitude: 49.7367,
      longitude: 13.7578,
      allowOnHomepage: true,
    });
    const path = `/detail/event/${event.guid}`;

    const html = await pageShowing(path, `Běh lesem ${tag}`);
    expect(html).toContain(`<title>Běh lesem ${tag} – 1. 5. ${year} | Registrace na závody</title>`);
    expect(html).toContain(`<meta property="og:title" content="Běh lesem ${tag} – 1. 5. ${year}`);
    expect(html).toContain(`<meta property="og:url" content="${APP}${path}" />`);
    expect(html).toContain(`<meta property="og:image" content="${APP}/og-default.png" />`);
    expect(html).toContain(`<meta name="description" content="1. 5. ${year} · Strašice" />`);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as {
      startDate?: string;
      location?: { geo?: unknown };
    };
    expect(jsonLd.startDate).toBe(`${year}-05-01T09:00:00+02:00`);
    expect(jsonLd.location?.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 49.7367,
      longitude: 13.7578,
    });
    // The app's first call travels with the page: the public event call's answer, as its schema reads it.
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    const data = JSON.parse(block) as { renderedAt: string; event: unknown };
    const live = await api(`series/events/${event.guid}?currency=CZK`);
    expect(live.status).toBe(200);
    expect(eventDetailSchema.parse(data.event)).toEqual(eventDetailSchema.parse(live.body));
    expect(Date.parse(data.renderedAt)).toBeLessThanOrEqual(Date.now());
    // The body is the app's own render of the page (its SSR build), readable without JavaScript:
    // the event's name as the heading and its date; the styles it uses are in the head.
    const root = /<div id="root" data-rendered-lang="cs">([\s\S]*?)<\/div>\s*<noscript/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<h1[^>]*>Běh lesem ${tag}</h1>`));
    expect(root).toContain(`<time dateTime="${year}-05-01T`);
    expect(root).toContain(`1. 5. ${year}`);
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<style');
    expect(html).toMatch(/<head>[\s\S]*<style data-emotion="css [^"]+">[\s\S]*<\/head>/);
    // Still the app, but nothing loads before the page paints: no script or preload of the app in
    // the HTML; the inline boot script (which names the entry) adds them after the first paint.
    expect(html).toMatch(/<html lang="cs"[^>]* data-prerendered>/);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toMatch(/<script>[^<]*script:"\/assets\/index-[^"]+\.js"/);
    // Served compressed, as CloudFront serves it: what a phone downloads is a fraction of the HTML.
    const compressed = await fetch(`${APP}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(html.length / 3);

    const renamed = await world.send<EventDetail>(
      'PUT',
      `admin/series/events/${event.guid}`,
      {
        ...world.eventFields(`Běh po hřebenech ${tag}`),
        location: 'Brdy',
        allowOnHomepage: true,
        version: event.version,
      },
      { token: admin.token },
    );
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const edited = await pageShowing(path, `Běh po hřebenech ${tag}`);
    expect(edited).toContain(`<meta name="description" content="1. 5. ${year} · Brdy" />`);
    expect(edited).not.toContain(`Běh lesem ${tag}`);

    const sitemap = await pageShowing('/sitemap.xml', `<loc>${APP}${path}</loc>`);
    expect(sitemap).toContain(`hreflang="en" href="${APP}${path}?lang=en"`);
    expect((await fetchHtml('/sitemap.xml')).type).toBe('application/xml; charset=utf-8');
    expect((await fetchHtml('/robots.txt')).html).toContain(`Sitemap: ${APP}/sitemap.xml`);
    // The home page lists the event (allowed on the home page) in its body and its data block.
    const home = await pageShowing('/', `Běh po hřebenech ${tag}`);
    expect(home).toContain(`<link rel="canonical" href="${APP}/" />`);
    const homeRoot =
      /<div id="root" data-rendered-lang="cs">([\s\S]*?)<\/div>\s*<noscript/.exec(home)?.[1] ?? '';
    expect(homeRoot).toContain(`Běh po hřebenech ${tag}`);
    expect(home).toContain(
      '<meta property="og:description" content="Registrace a prodej startovného na sportovní závody." />',
    );
  });

  it("the English page's head is in English and the JSON-LD names the series' organizer from its record", async () => {
    const series = await world.newSeries('Pořadatel', admin.token);
    const event = await world.newEvent(series.guid, `Závod Brdy ${tag}`, admin.token, {
      location: 'Brdy',
      allowOnHomepage: true,
    });
    const path = `/detail/event/${event.guid}`;
    await pageShowing(path, `Závod Brdy ${tag}`);

    // The organizer's record and the series' link to it, as the back office stores them.
    const table = process.env.TABLE_NAME as string;
    const organizerGuid = randomUUID();
    const db = getDocumentClient();
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.organizer(organizerGuid),
          entity: 'organizer',
          guid: organizerGuid,
          companyName: `Klub ${tag}`,
          isLegalEntity: true,
        },
      }),
    );
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.series(series.guid),
          UpdateExpression: 'SET organizerId = :o',
          ExpressionAttributeValues: { ':o': organizerGuid },
        }),
      );
      const czech = await pageShowing(path, `"organizer":{"@type":"Organization","name":"Klub ${tag}"}`);
      expect(czech).toMatch(/<html lang="cs"/);

      const english = await pageShowing(`${path}?lang=en`, `"name":"Klub ${tag}"`);
      expect(english).toMatch(/<html lang="en"/);
      expect(english).toContain(`<title>Závod Brdy ${tag} – 1. 5. ${year} | Race registration</title>`);
      expect(english).toContain(`<link rel="canonical" href="${APP}${path}?lang=en" />`);
      expect(english).toContain('<meta property="og:locale" content="en_GB" />');
      expect(english).toContain('"inLanguage":"en"');
      // Its body is rendered in English too, for the app to hydrate for English readers.
      expect(english).toContain('<div id="root" data-rendered-lang="en">');
      expect(english).toMatch(/<h2[^>]*>Races and registration<\/h2>/);
      const home = (await fetchHtml('/?lang=en')).html;
      expect(home).toContain(
        '<meta property="og:description" content="Registration and entry fees for sports races." />',
      );
    } finally {
      await db.send(new DeleteCommand({ TableName: table, Key: keys.organizer(organizerGuid) }));
    }
  });

  it("a race's start list page carries its runners without JavaScript and follows their orders and start numbers", async () => {
    const targets = await createTargets();
    const sub = targets.entity.subevent;
    const path = `/detail/startlist/${sub}`;
    await pageShowing(path, 'Startovní listina: Matrix race');

    // A registration item of an active order, as the checkout writes it (on the start-list index).
    const orderGuid = randomUUID();
    const itemGuid = randomUUID();
    const lastName = `Dvořáková${tag}`;
    await getDocumentClient().send(
      new PutCommand({
        TableName: process.env.TABLE_NAME as string,
        Item: {
          ...keys.orderItem(orderGuid, 0),
          entity: 'orderItem',
          itemGuid,
          orderGuid,
          index: 0,
          kind: 'regular',
          seriesGuid: targets.seriesGuid,
          seriesEventGuid: targets.entity.event,
          subEventGuid: sub,
          subEventName: 'Matrix race',
          categoryGuid: randomUUID(),
          categoryName: 'Ženy 18–39',
          waveGuid: null,
          waveName: null,
          teamGuid: null,
          teamName: null,
          firstName: 'Eva',
          lastName,
          email: `${itemGuid.slice(0, 8)}@example.com`,
          birthDate: '1990-04-12',
          birthYear: 1990,
          gender: 2,
          club: `SK Brdy ${tag}`,
          startNumber: null,
          paid: true,
          dateCreated: new Date().toISOString(),
          gsi1pk: gsi.startList(sub),
          gsi1sk: `${lastName}#Eva#${itemGuid}`,
        },
      }),
    );
    const html = await pageShowing(path, lastName);
    // In the body the app rendered (a row of the start list's table) and in the data block it hydrates from.
    const root = /<div id="root" data-rendered-lang="cs">([\s\S]*?)<\/div>\s*<noscript/.exec(html)?.[1] ?? '';
    expect(root).toMatch(new RegExp(`<th[^>]*scope="row"[^>]*>${lastName}`));
    expect(root).toContain(`SK Brdy ${tag}`);
    expect(root).toContain('Ženy 18–39');
    const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
    const data = JSON.parse(block) as { startList?: { subEventGuid: string; list: { rows: unknown[] } } };
    expect(data.startList?.subEventGuid).toBe(sub);
    expect(data.startList?.list.rows).toEqual([
      expect.objectContaining({ lastName, startNumber: null, paid: true }),
    ]);
    expect(html).toMatch(/<html lang="cs"[^>]* data-prerendered>/);

    // A start number given in the back office reaches the page.
    const assigned = await api(`admin/registrations/startlist/${sub}/assign-start-numbers`, {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ numberingFrom: 7, numberingTo: 10 }),
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const numbered = await pageShowing(path, '"startNumber":7');
    expect(numbered).toMatch(/<td[^>]*>7<\/td>/);
  });

  it('an event that was never rendered (an unknown address) is still the app, which says it is not there', async () => {
    const page = await fetchHtml('/detail/event/00000000-0000-4000-8000-000000000000');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.html).not.toContain('og:title');
  });
});
