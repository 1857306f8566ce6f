import type { PageData } from '@shared/catalog/page-data';
import type { PageLanguage } from './site';

/**
 * A public page's body rendered by the app itself: the SSR build of the same sources as the
 * index.html it goes into (web/src/app/server-render.tsx, loaded by the page store).
 */
export interface RenderedBody {
  /** The markup inside `<div id="root">`. */
  body: string;
  /** Component styles and resource hints for the head. */
  head: string;
}

export type BodyRenderer = (input: {
  path: string;
  language: PageLanguage;
  data: PageData;
}) => Promise<RenderedBody>;

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = /<html\b([^>]*)>/i;
/** The app's entry script and the files it imports, as the build writes them into index.html. */
const APP_SCRIPT = /[ \t]*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * The page with its rendered body. The root says in which language it was rendered: the app
 * hydrates it only for a visitor reading that language (web/src/main.tsx), else renders anew.
 * The page paints before any script or call starts (issue 29's LCP): its app entry and preloads
 * are taken out, and `<html data-prerendered>` has the inline boot script add them after the first
 * paint (web/src/boot/inline-boot.ts). Nothing inline that runs is added or changed, so the CSP's
 * script hashes still match.
 */
export function injectBody(html: string, rendered: RenderedBody, language: PageLanguage): string {
  if (!html.includes(EMPTY_ROOT) || !html.includes('</head>') || !HTML_TAG.test(html))
    throw new Error('injectBody: the page has no <html>, no empty <div id="root"> or no </head>');
  // Replacer functions: the markup may contain "$&" and the like, which a replacement string expands.
  return html
    .replace(HTML_TAG, '<html$1 data-prerendered>')
    .replace(APP_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `  ${rendered.head}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-rendered-lang="${language}">${rendered.body}</div>`);
}
