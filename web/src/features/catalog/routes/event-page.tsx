import { Box, Button, Container, Flex, Grid, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { EventDetail } from '@shared/catalog/catalog-schemas';
import { DocumentType } from '@shared/codelists/enums';
import { DeferredRender } from '../../../components/deferred-render';
import { ExternalLink } from '../../../components/external-link';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { formatDateRange, formatDateTime, isoDateTime } from '../../../lib/dates';
import { eventDetailQuery, type EventDetailResult } from '../api/catalog-queries';
import { CATALOG_NS } from '../catalog-namespace';
import { AvailabilityBadge } from '../components/availability-badge';
import { EntityLogo } from '../components/entity-logo';
import { HtmlContent } from '../components/html-content';
import { LoadError } from '../../../components/load-error';
import { isMissingRecord } from '../model/missing-record';
import { RenderedDataContext } from '../model/rendered-data';
import { isRenderedData, seedFromDocument } from '../model/rendered-page-data';
import { SeriesPageFrame } from '../components/series-page-frame';
import { SubeventSection } from '../components/subevent-section';
import type { CatalogCart } from '../model/cart-port';

/** Shown only for an unknown guid: loaded then. */
const RecordNotFound = lazy(async () => ({
  default: (await import('../components/record-not-found')).RecordNotFound,
}));

export function mapUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=15/${lat}/${lon}`;
}

function registrationSummary(t: TFunction<'catalog'>, event: EventDetail): string | null {
  if (event.availability === 'notOpenYet' && event.registrationFrom)
    return t('event.registrationFrom', { date: formatDateTime(event.registrationFrom) });
  if (event.availability === 'open' && event.registrationTo)
    return t('event.registrationTo', { date: formatDateTime(event.registrationTo) });
  if (event.availability === 'closed' && event.registrationTo)
    return t('event.registrationEnded', { date: formatDateTime(event.registrationTo) });
  return null;
}

function EventHeader({ event }: { event: EventDetail }) {
  const { t } = useTranslation(CATALOG_NS);
  const hasMap = event.lattitude !== null && event.longitude !== null;
  const registration = registrationSummary(t, event);
  return (
    <Stack gap="4">
      <Flex gap="4" align="flex-start">
        <EntityLogo url={event.logoUrl} name={event.name} size={{ base: '14', md: '20' }} />
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium" color="fg.muted">
            {event.seriesName}
          </Text>
          <Heading as="h1" size={{ base: '2xl', lg: '4xl' }} lineHeight="1.15">
            {event.name}
          </Heading>
        </Box>
      </Flex>
      {event.anotation && (
        <Text fontSize={{ base: 'md', lg: 'lg' }} color="fg.muted" maxW="3xl">
          {event.anotation}
        </Text>
      )}
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns={{ base: 'auto 1fr', md: 'auto 1fr auto 1fr' }}
        columnGap="4"
        rowGap="2"
        fontSize="sm"
        maxW="4xl"
      >
        <Text as="dt" color="fg.muted">
          {t('event.date')}
        </Text>
        <Text as="dd" fontWeight="medium">
          <time dateTime={isoDateTime(event.dateFrom)}>{formatDateRange(event.dateFrom, event.dateTo)}</time>
        </Text>
        {event.location && (
          <>
            <Text as="dt" color="fg.muted">
              {t('event.location')}
            </Text>
            <Text as="dd" fontWeight="medium">
              {event.location}
              {hasMap && (
                <>
                  {' · '}
                  <ExternalLink
                    href={mapUrl(event.lattitude as number, event.longitude as number)}
                    color="brand.fg"
                    fontWeight="normal"
                  >
                    {t('event.showMap')}
                  </ExternalLink>
                </>
              )}
            </Text>
          </>
        )}
        <Text as="dt" color="fg.muted">
          {t('event.registration')}
        </Text>
        <Flex as="dd" gap="2" align="center" wrap="wrap">
          <AvailabilityBadge availability={event.availability} />
          {registration && <Text as="span">{registration}</Text>}
        </Flex>
        {event.url && /^https?:\/\//.test(event.url) && (
          <>
            <Text as="dt" color="fg.muted">
              {t('event.web')}
            </Text>
            <Text as="dd">
              <ExternalLink href={event.url} color="brand.fg">
                {t('event.webLink')}
              </ExternalLink>
            </Text>
          </>
        )}
      </Box>
    </Stack>
  );
}

function CurrencyNotice({
  event,
  unavailable,
  cart,
}: {
  event: EventDetail;
  unavailable: string;
  cart: CatalogCart;
}) {
  const { t } = useTranslation(CATALOG_NS);
  // Styled like Chakra's warning alert (subtle) from plain boxes: the alert component stays out of
  // the event page's code, which shows this notice only when the cart's currency is not sold.
  return (
    <Flex
      colorPalette="orange"
      bg="colorPalette.subtle"
      color="colorPalette.fg"
      borderRadius="l3"
      gap="3"
      px="4"
      py="4"
      textStyle="sm"
      align={{ base: 'flex-start', md: 'center' }}
      data-testid="currency-notice"
    >
      <Icon boxSize="5" flexShrink={0}>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.2v.3" strokeLinecap="round" />
        </svg>
      </Icon>
      <Flex
        flex="1"
        gap="3"
        align={{ base: 'flex-start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <Text flex="1">
          {t('event.currencyNotSold', { currency: unavailable, eventCurrency: event.currency })}
        </Text>
        <Button size="sm" variant="outline" onClick={() => cart.changeCurrency(event.currency)}>
          {t('event.switchCurrency', { currency: event.currency })}
        </Button>
      </Flex>
    </Flex>
  );
}

/** Documents for runners (logo and background images are shown, not listed). */
function listedDocuments(event: EventDetail) {
  return event.documents.filter(
    (d) => d.type !== DocumentType.LOGO && d.type !== DocumentType.BACKGROUND && d.url,
  );
}

function Documents({ event }: { event: EventDetail }) {
  const { t } = useTranslation(CATALOG_NS);
  const documents = listedDocuments(event);
  if (documents.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="event-documents">
      <Heading as="h2" id="event-documents" size="lg" mb="3">
        {t('event.documents')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {documents.map((d) => (
          <li key={d.guid}>
            <ExternalLink href={d.url} color="brand.fg">
              {d.name}
            </ExternalLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Races rendered with the page itself; the others and the aside (below the fold on a phone) follow
 * in a second commit, so no single uninterruptible commit builds the whole page.
 */
const RACES_IN_FIRST_COMMIT = 2;

/** Event detail (/detail/event/:seriesEventGuid, spec §2). */
export function EventPage({ cart }: { cart: CatalogCart }) {
  const { t } = useTranslation(CATALOG_NS);
  const { seriesEventGuid = '' } = useParams();
  // A prerendered page's event is in the cache before the query below reads it.
  const queryClient = useQueryClient();
  useState(() => seedFromDocument(queryClient, cart.currency));
  const query = useQuery(eventDetailQuery(seriesEventGuid, cart.currency));
  // The event is the page's biggest render: it is done as a deferred, interruptible render once the
  // data arrives (the update from the query itself only swaps nothing for the spinner), so the main
  // thread never blocks for the whole page at once.
  const data = useDeferredValue(query.data);
  // Deferred with the data: when the live answer replaces a prerendered page's, both change in the
  // one deferred render, and the urgent one changes nothing the page shows (see EventView).
  const rendered = isRenderedData(useDeferredValue(query.dataUpdatedAt));
  const event = data?.event;
  usePageTitle(event?.name ?? (query.isError ? t('event.notFoundTitle') : undefined));

  if (query.isError && !query.data) {
    if (isMissingRecord(query.error))
      return (
        <RecordNotFound
          title={t('event.notFoundTitle')}
          description={t('event.notFoundDescription')}
          error={query.error}
        />
      );
    return (
      <Container maxW="4xl" py="12">
        <Heading as="h1" size="2xl" mb="6">
          {t('event.errorTitle')}
        </Heading>
        <LoadError title={t('event.errorTitle')} error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!event) return <PageSpinner />;

  return (
    <EventView
      event={event}
      unavailable={data?.unavailableCurrency ?? null}
      rendered={rendered}
      updating={query.isPlaceholderData}
      cart={cart}
    />
  );
}

/**
 * The page of a loaded event. Memoised: an update of the query alone (the live answer arriving,
 * before its deferred render) re-renders nothing here, instead of the whole page in one task.
 */
const EventView = memo(function EventView({
  event,
  unavailable,
  rendered,
  updating,
  cart,
}: {
  event: EventDetail;
  unavailable: EventDetailResult['unavailableCurrency'];
  /** The rendered page's data (model/rendered-page-data.ts) until the live answer replaces it. */
  rendered: boolean;
  updating: boolean;
  cart: CatalogCart;
}) {
  const { t } = useTranslation(CATALOG_NS);
  const about = [event.description, event.templates.eventPage ?? ''].filter((html) => html.trim());

  return (
    <RenderedDataContext value={rendered}>
      <SeriesPageFrame stylings={event.stylings}>
        <Container maxW="6xl" py={{ base: '6', lg: '10' }}>
          <Stack gap={{ base: '6', lg: '8' }}>
            <EventHeader event={event} />
            {unavailable && <CurrencyNotice event={event} unavailable={unavailable} cart={cart} />}
            <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="8">
              <Box as="section" aria-labelledby="event-races">
                <Heading as="h2" id="event-races" size="xl" mb="4">
                  {t('event.races')}
                </Heading>
                {event.subevents.length === 0 ? (
                  <Text color="fg.muted">{t('event.noRaces')}</Text>
                ) : (
                  <Stack gap="5">
                    {event.subevents.map((sub, index) =>
                      index < RACES_IN_FIRST_COMMIT ? (
                        <SubeventSection
                          key={sub.guid}
                          event={event}
                          sub={sub}
                          cart={cart}
                          updating={updating}
                        />
                      ) : (
                        <DeferredRender key={sub.guid}>
                          <SubeventSection event={event} sub={sub} cart={cart} updating={updating} />
                        </DeferredRender>
                      ),
                    )}
                  </Stack>
                )}
              </Box>
              {(about.length > 0 || listedDocuments(event).length > 0) && (
                <DeferredRender>
                  <Stack as="aside" gap="8" aria-label={t('event.aboutLabel')}>
                    {about.length > 0 && (
                      <Box as="section" aria-labelledby="event-about">
                        <Heading as="h2" id="event-about" size="lg" mb="3">
                          {t('event.about')}
                        </Heading>
                        <Stack gap="4">
                          {about.map((html) => (
                            <HtmlContent key={html} html={html} />
                          ))}
                        </Stack>
                      </Box>
                    )}
                    <Documents event={event} />
                  </Stack>
                </DeferredRender>
              )}
            </Grid>
          </Stack>
        </Container>
      </SeriesPageFrame>
    </RenderedDataContext>
  );
});

export default EventPage;

/** Before hydrating a prerendered event page: its series' colours (model/rendered-styling.ts). */
export { beforeHydration } from '../model/rendered-styling';
