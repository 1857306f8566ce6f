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

/**
 * The page with its rendered body. The root says in which language it was rendered: the app
 * hydrates it only for a visitor reading that language (web/src/main.tsx), else renders anew.
 * Nothing inline is added that runs, so the CSP's script hashes still match.
 */
export function injectBody(html: string, rendered: RenderedBody, language: PageLanguage): string {
  if (!html.includes(EMPTY_ROOT) || !html.includes('</head>'))
    throw new Error('injectBody: the page has no empty <div id="root"> or no </head>');
  // Replacer functions: the markup may contain "$&" and the like, which a replacement string expands.
  return html
    .replace('</head>', () => `  ${rendered.head}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" data-rendered-lang="${language}">${rendered.body}</div>`);
}
