import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { DeferredRender } from '../../components/deferred-render';
import { PageSpinner } from '../../components/page-spinner';
import { AppReady } from '../app-ready';
import { RouteErrorBoundary } from '../route-error-boundary';
import { Footer } from './footer';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'main-content';

/** A new page starts at the top (anchors within a page are left to the browser). */
function useScrollToTopOnNavigation(pathname: string) {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
}

/** Frame of every page: skip link, top bar, the route's content, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);

  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg.panel"
        color="fg"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '2' }}
      >
        <a href={`#${MAIN_CONTENT_ID}`}>{t('a11y.skipToContent')}</a>
      </Box>
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold, so content arriving after the
          first paint (lazy page, data) never pushes a visible footer down (layout shift). */}
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        minH="calc(100dvh - var(--chakra-sizes-navbar))"
        outline="none"
      >
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <AppReady />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <DeferredRender>
        <Footer />
      </DeferredRender>
    </Flex>
  );
}
