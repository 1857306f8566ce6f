import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import type { EventSummary } from '@shared/catalog/catalog-schemas';
import { formatDateRange, formatDateTime, isoDateTime } from '../../../lib/dates';
import { AvailabilityBadge } from './availability-badge';
import { EntityLogo } from './entity-logo';
import { HOME_NS } from '../home-namespace';

export const eventPath = (guid: string) => `/detail/event/${guid}`;

function registrationLine(event: EventSummary, t: TFunction): string | null {
  switch (event.availability) {
    case 'notOpenYet':
      return event.registrationFrom
        ? t('home.registrationFrom', { date: formatDateTime(event.registrationFrom) })
        : null;
    case 'open':
      return event.registrationTo
        ? t('home.registrationTo', { date: formatDateTime(event.registrationTo) })
        : null;
    case 'closed':
      return event.registrationTo
        ? t('home.registrationEnded', { date: formatDateTime(event.registrationTo) })
        : null;
    default:
      return null;
  }
}

/** An event on the homepage: the whole card links to its detail page. */
export function EventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation(HOME_NS);
  const line = registrationLine(event, t);
  return (
    <Stack
      as="article"
      position="relative"
      gap="3"
      p="5"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'brand.border', boxShadow: 'sm' }}
      _focusWithin={{ borderColor: 'brand.border' }}
      data-testid="event-card"
    >
      <Flex gap="4" align="flex-start">
        <EntityLogo url={event.logoUrl} name={event.name} />
        <Box minW="0" flex="1">
          <Text fontSize="sm" color="fg.muted" truncate>
            {event.seriesName}
          </Text>
          <Heading as="h3" size="md" lineHeight="short">
            <Link
              asChild
              color="fg"
              _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' }}
              focusRingOffset="2px"
            >
              <RouterLink to={eventPath(event.guid)}>{event.name}</RouterLink>
            </Link>
          </Heading>
        </Box>
      </Flex>
      <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
        <Text as="dt" color="fg.muted">
          {t('home.date')}
        </Text>
        <Text as="dd">
          <time dateTime={isoDateTime(event.dateFrom)}>{formatDateRange(event.dateFrom, event.dateTo)}</time>
        </Text>
        {event.location && (
          <>
            <Text as="dt" color="fg.muted">
              {t('home.location')}
            </Text>
            <Text as="dd">{event.location}</Text>
          </>
        )}
      </Box>
      <Flex mt="auto" gap="2" align="center" wrap="wrap">
        <AvailabilityBadge availability={event.availability} />
        {line && (
          <Text fontSize="sm" color="fg.muted">
            {line}
          </Text>
        )}
      </Flex>
    </Stack>
  );
}
