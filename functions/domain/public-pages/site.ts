/** The languages the public pages are offered in; Czech is the default and the canonical one. */
export const PAGE_LANGUAGES = ['cs', 'en'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** Where the site is and what it calls itself, for absolute URLs in link previews and sitemaps. */
export interface SiteInfo {
  /** `https://example.org`, no trailing slash. */
  origin: string;
}

/** Texts of the head tags a person sees in a link preview or a search result, in both languages. */
export const PAGE_TEXTS = {
  siteName: { cs: 'Registrace na závody', en: 'Race registration' },
  homeDescription: {
    cs: 'Registrace a prodej startovného na sportovní závody.',
    en: 'Registration and entry fees for sports races.',
  },
  startList: { cs: 'Startovní listina', en: 'Start list' },
  defaultImageAlt: { cs: 'Registrace na závody', en: 'Race registration' },
} as const satisfies Record<string, Record<PageLanguage, string>>;

/** The picture of a preview when the event has neither a logo nor a background (web/public). */
export const DEFAULT_IMAGE_PATH = '/og-default.png';

/** Public page paths, as the SPA's router has them (web/src/app/router.tsx). */
export const pagePaths = {
  home: () => '/',
  event: (eventGuid: string) => `/detail/event/${encodeURIComponent(eventGuid)}`,
  startList: (subeventGuid: string) => `/detail/startlist/${encodeURIComponent(subeventGuid)}`,
};

/** The URL of a page in a language: Czech at the plain path, English with `?lang=en`. */
export function pageUrl(site: SiteInfo, path: string, language: PageLanguage): string {
  return `${site.origin}${path}${language === 'cs' ? '' : `?lang=${language}`}`;
}

/** An absolute URL of something the site or storage serves (logos are stored as either). */
export function absoluteUrl(site: SiteInfo, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${site.origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
