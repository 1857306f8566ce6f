import { Box, Button, Flex, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { homeEventsQuery, homeSeriesQuery, type Envelope } from '../api/catalog-queries';
import { EventCard } from './event-card';
import { LoadError } from '../../../components/load-error';
import { SeriesCard } from './series-card';
import { HOME_NS } from '../home-namespace';
import { RenderedDataContext } from '../model/rendered-data';
import { isRenderedHomeList } from '../model/rendered-home-lists';

/** Placeholder cards while a list loads (announced once as loading). */
function CardsLoading({ count = 3, height = '40' }: { count?: number; height?: string }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Box role="status" aria-live="polite">
      <VisuallyHidden>{t('a11y.loading')}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} h={height} borderRadius="l3" bg="bg.muted" animation="pulse" />
        ))}
      </SimpleGrid>
    </Box>
  );
}

interface PagedListProps<T> {
  id: string;
  title: string;
  query: UseInfiniteQueryResult<InfiniteData<Envelope<T>>>;
  errorTitle: string;
  empty: string;
  more: string;
  render: (row: T) => ReactNode;
  rowKey: (row: T) => string;
}

/** A homepage list with loading, error and empty states and a "show more" button (next page). */
function PagedList<T>({ id, title, query, errorTitle, empty, more, render, rowKey }: PagedListProps<T>) {
  const { t } = useTranslation(HOME_NS);
  // The cards render as a deferred, interruptible update once the rows arrive.
  const data = useDeferredValue(query.data);
  // A rendered page's list until the live answer: its availability badges say nothing meanwhile.
  const rendered = isRenderedHomeList(useDeferredValue(query.dataUpdatedAt));
  const rows = data?.pages.flatMap((p) => p.rows) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;
  const loading = data === undefined && !query.isError;

  return (
    <RenderedDataContext value={rendered}>
      <Box as="section" aria-labelledby={id}>
        <Heading as="h2" id={id} size="2xl" mb="6">
          {title}
        </Heading>
        {loading ? (
          <CardsLoading />
        ) : rows.length === 0 && query.isError ? (
          <LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
        ) : rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
              {rows.map((row) => (
                <Box
                  as="li"
                  key={rowKey(row)}
                  display="flex"
                  flexDirection="column"
                  css={{ '& > *': { flex: '1' } }}
                >
                  {render(row)}
                </Box>
              ))}
            </SimpleGrid>
            <Flex mt="6" gap="4" align="center" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('home.shownCount', { shown: rows.length, total })}
              </Text>
              {query.hasNextPage && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                >
                  {more}
                </Button>
              )}
              {query.isFetchNextPageError && (
                <Text fontSize="sm" color="fg.error" role="alert">
                  {errorTitle}
                </Text>
              )}
            </Flex>
          </>
        )}
      </Box>
    </RenderedDataContext>
  );
}

/** Events allowed on the homepage (spec §2), soonest first. */
export function HomeEvents() {
  const { t } = useTranslation(HOME_NS);
  return (
    <PagedList
      id="home-events"
      title={t('home.eventsTitle')}
      query={useInfiniteQuery(homeEventsQuery)}
      errorTitle={t('home.eventsError')}
      empty={t('home.eventsEmpty')}
      more={t('home.showMoreEvents')}
      render={(event) => <EventCard event={event} />}
      rowKey={(event) => event.guid}
    />
  );
}

/** Series allowed on the homepage. */
export function HomeSeries() {
  const { t } = useTranslation(HOME_NS);
  return (
    <PagedList
      id="home-series"
      title={t('home.seriesTitle')}
      query={useInfiniteQuery(homeSeriesQuery)}
      errorTitle={t('home.seriesError')}
      empty={t('home.seriesEmpty')}
      more={t('home.showMoreSeries')}
      render={(series) => <SeriesCard series={series} />}
      rowKey={(series) => series.guid}
    />
  );
}
