import { serialiseJsonLd } from './event-json-ld';
import type { PageHead } from './page-head';
import { PAGE_TEXTS, type PageLanguage } from './site';

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const OG_LOCALE: Record<PageLanguage, string> = { cs: 'cs_CZ', en: 'en_GB' };

/**
 * The head tags of a page: title, description, canonical URL and its language versions, Open
 * Graph and Twitter card (what Facebook, WhatsApp, Messenger and Slack show of a shared link: they
 * run no JavaScript) and the page's JSON-LD. The JSON-LD is a data block, which the browser never
 * runs, so the CSP's script-src does not apply to it and no hash is needed.
 */
export function renderHeadTags(head: PageHead): string {
  const a = escapeAttribute;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${a(content)}" />`;
  const tags = [
    `<title>${a(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${a(head.canonicalUrl)}" />`,
    ...head.alternates.map(
      (alt) => `<link rel="alternate" hreflang="${alt.language}" href="${a(alt.url)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${a(head.alternates[0]?.url ?? head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PAGE_TEXTS.siteName[head.language]),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    ...head.alternates
      .filter((alt) => alt.language !== head.language)
      .map((alt) => meta('property', 'og:locale:alternate', OG_LOCALE[alt.language])),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serialiseJsonLd(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;
const HTML_LANG = /(<html\b[^>]*\blang=")[^"]*(")/i;

/**
 * The built index.html with a page's head: the generic title and description are replaced, the
 * rest (the boot script, styles, the app's files and their hashes) stays byte for byte, so the
 * CSP hashes of the build still match. The page's data block (page-data.ts), if any, goes last.
 */
export function injectHead(template: string, head: PageHead, dataBlock = ''): string {
  if (!template.includes('</head>')) throw new Error('injectHead: the template has no </head>');
  const stripped = template.replace(TITLE, '').replace(DESCRIPTION, '');
  return (
    stripped
      .replace(HTML_LANG, `$1${head.language}$2`)
      // A replacer function: the tags and the data block carry what organisers and runners typed,
      // where "$&" or "$'" in a replacement string would be expanded.
      .replace('</head>', () => `  ${renderHeadTags(head)}${dataBlock && `\n    ${dataBlock}`}\n  </head>`)
  );
}
