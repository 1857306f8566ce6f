import type { EventDetail, SubeventView } from '@shared/catalog/catalog-schemas';
import { DocumentType } from '@shared/codelists/enums';
import { formatPragueDate } from '@shared/prague-time';
import { eventJsonLd, type JsonLd, type PageOrganiser } from './event-json-ld';
import {
  absoluteUrl,
  DEFAULT_IMAGE_PATH,
  PAGE_LANGUAGES,
  PAGE_TEXTS,
  pagePaths,
  pageUrl,
  type PageLanguage,
  type SiteInfo,
} from './site';

/** What a page's `<head>` says about it to link previews and search engines. */
export interface PageHead {
  language: PageLanguage;
  title: string;
  description: string;
  canonicalUrl: string;
  /** The page in each language (hreflang), the default one first. */
  alternates: Array<{ language: PageLanguage; url: string }>;
  image: { url: string; alt: string };
  jsonLd?: JsonLd;
}

/** Link previews cut descriptions at about this length; search results a little later. */
const DESCRIPTION_MAX = 200;

function shorten(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function dateRange(from: string, to: string): string {
  const start = formatPragueDate(from);
  const end = formatPragueDate(to);
  return start === end ? start : `${start} – ${end}`;
}

function alternatesOf(site: SiteInfo, path: string) {
  return PAGE_LANGUAGES.map((language) => ({ language, url: pageUrl(site, path, language) }));
}

/** The event's logo, else its background document, else the series' logo, else the site's picture. */
function eventImage(site: SiteInfo, event: EventDetail, language: PageLanguage) {
  const background = event.documents.find((d) => d.type === DocumentType.BACKGROUND)?.url;
  const own = event.logoUrl ?? background;
  return own
    ? { url: absoluteUrl(site, own), alt: event.name }
    : { url: absoluteUrl(site, DEFAULT_IMAGE_PATH), alt: PAGE_TEXTS.defaultImageAlt[language] };
}

/** When and where first (what a runner decides on), then the organiser's annotation. */
function eventDescription(event: EventDetail): string {
  const when = dateRange(event.dateFrom, event.dateTo);
  const facts = [when, event.location].filter(Boolean).join(' · ');
  return shorten(event.anotation ? `${facts}. ${event.anotation}` : facts);
}

export function eventPageHead(
  site: SiteInfo,
  event: EventDetail,
  language: PageLanguage,
  organiser?: PageOrganiser,
): PageHead {
  const path = pagePaths.event(event.guid);
  const canonicalUrl = pageUrl(site, path, language);
  const image = eventImage(site, event, language);
  const description = eventDescription(event);
  return {
    language,
    title: `${event.name} – ${dateRange(event.dateFrom, event.dateTo)} | ${PAGE_TEXTS.siteName[language]}`,
    description,
    canonicalUrl,
    alternates: alternatesOf(site, path),
    image,
    jsonLd: eventJsonLd({ event, organiser, language, url: canonicalUrl, image: image.url, description }),
  };
}

export function startListPageHead(
  site: SiteInfo,
  event: EventDetail,
  race: SubeventView,
  language: PageLanguage,
): PageHead {
  const path = pagePaths.startList(race.guid);
  const label = PAGE_TEXTS.startList[language];
  return {
    language,
    title: `${label}: ${race.name} – ${event.name} | ${PAGE_TEXTS.siteName[language]}`,
    description: shorten(
      [`${label}: ${race.name}`, dateRange(race.dateFrom, race.dateTo), event.location]
        .filter(Boolean)
        .join(' · '),
    ),
    canonicalUrl: pageUrl(site, path, language),
    alternates: alternatesOf(site, path),
    image: eventImage(site, event, language),
  };
}

export function homePageHead(site: SiteInfo, language: PageLanguage): PageHead {
  const path = pagePaths.home();
  return {
    language,
    title: PAGE_TEXTS.siteName[language],
    description: PAGE_TEXTS.homeDescription[language],
    canonicalUrl: pageUrl(site, path, language),
    alternates: alternatesOf(site, path),
    image: { url: absoluteUrl(site, DEFAULT_IMAGE_PATH), alt: PAGE_TEXTS.defaultImageAlt[language] },
  };
}
