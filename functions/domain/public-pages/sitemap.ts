import { pagePaths, pageUrl, type SiteInfo } from './site';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

export interface SitemapEvent {
  guid: string;
  /** When the event's record last changed (ISO), if known. */
  lastModified?: string;
}

/**
 * sitemap.xml of the home page and every published event page, each with its English version
 * (xhtml:link hreflang, as search engines read language versions from a sitemap).
 */
export function sitemapXml(site: SiteInfo, events: readonly SitemapEvent[]): string {
  const entry = (path: string, lastModified?: string) => {
    const cs = escapeXml(pageUrl(site, path, 'cs'));
    const en = escapeXml(pageUrl(site, path, 'en'));
    return [
      '  <url>',
      `    <loc>${cs}</loc>`,
      ...(lastModified ? [`    <lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>`] : []),
      `    <xhtml:link rel="alternate" hreflang="cs" href="${cs}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      '  </url>',
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    entry(pagePaths.home()),
    ...events.map((e) => entry(pagePaths.event(e.guid), e.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the back office and a person's own pages. */
export function robotsTxt(site: SiteInfo): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /event-manager/',
    'Disallow: /user/',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}
