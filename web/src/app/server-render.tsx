import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { PageData } from '@shared/catalog/page-data';
import { buildCodeLists } from '@shared/codelists/codelists';
import { DEFAULT_CURRENCY, type Locale } from '@shared/codelists/enums';
import { emptyCart } from '../features/cart/model/cart';
import { seedRenderedHome } from '../features/catalog/model/rendered-home-lists';
import { seedRenderedPage } from '../features/catalog/model/rendered-page-data';
import { seedRenderedStartList } from '../features/catalog/model/rendered-start-list';
import { publishRenderedStyling } from '../features/catalog/model/rendered-styling';
import { i18n, languageLoaded } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { AppRoutes } from './router';
import { extractEmotionStyles } from './server-styles';
import { overlayTexts } from './server-texts';
import type { StartupResult } from './startup';

/**
 * The SSR build's entry (`vite build --ssr`, see vite.config.ts): the render worker
 * (functions/domain/public-pages/) loads it from the same build as index.html and renders a public
 * page's body with the app's own components, as an anonymous visitor with an empty cart sees it in
 * the page's language. The browser hydrates that HTML when its situation is the same (main.tsx).
 */
export interface ServerRenderInput {
  /** The page's address (`/`, `/detail/event/<guid>`). */
  path: string;
  language: Locale;
  /** What the page's first calls would answer; the same block the browser seeds its cache from. */
  data: PageData;
}

export interface ServerRenderOutput {
  /** The markup inside `<div id="root">`. */
  body: string;
  /** For the head: the component styles the markup uses (`<style>` tags) and React's preloads. */
  head: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderOutput> {
  // Pages render one after another (the worker awaits each), so the one i18next instance is safe.
  await i18n.changeLanguage(input.language);
  await languageLoaded();
  const queryClient = createQueryClient();
  // Startup as the browser ends it for a visitor without a stored token or cart (startup.ts).
  const startup: StartupResult = { user: null, codeLists: buildCodeLists(), cart: emptyCart() };
  queryClient.setQueryData(['startup'], startup);
  seedRenderedPage(
    queryClient,
    input.data,
    input.path,
    DEFAULT_CURRENCY,
    Date.parse(input.data.renderedAt) + 1,
  );
  seedRenderedStartList(queryClient, input.data, input.path, Date.parse(input.data.renderedAt) + 1);
  seedRenderedHome(queryClient, input.data, input.path, Date.parse(input.data.renderedAt) + 1);
  // The series' colours for the top bar and the cart above the page, and the admin's texts, for
  // this render only (the browser does the same before hydrating: main.tsx).
  publishRenderedStyling(input.data, input.path);
  const restoreTexts = overlayTexts(
    i18n,
    input.language,
    input.data.texts?.language === input.language ? input.data.texts.overrides : undefined,
  );
  try {
    return extractEmotionStyles(await renderApp(input.path, queryClient));
  } finally {
    restoreTexts();
    publishRenderedStyling(undefined, input.path);
    queryClient.clear();
  }
}

async function renderApp(path: string, queryClient: ReturnType<typeof createQueryClient>): Promise<string> {
  // prerender (not renderToString) waits for the lazy page chunks and suspended texts. Every
  // boundary is written in place: outlined ones would need React's inline scripts, which the CSP
  // does not allow (and a page read without JavaScript would not show).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App
        queryClient={queryClient}
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}
