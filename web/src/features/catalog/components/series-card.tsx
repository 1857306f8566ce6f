import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SeriesSummary } from '@shared/catalog/catalog-schemas';
import { ExternalLink } from '../../../components/external-link';
import { formatDateRange, isoDateTime } from '../../../lib/dates';
import { EntityLogo } from './entity-logo';
import { HOME_NS } from '../home-namespace';

/** A series on the homepage; series have no page of their own here, so it links to the series' site. */
export function SeriesCard({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation(HOME_NS);
  return (
    <Stack
      as="article"
      gap="3"
      p="5"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      data-testid="series-card"
    >
      <Flex gap="4" align="flex-start">
        <EntityLogo url={series.logoUrl} name={series.name} />
        <Box minW="0">
          <Heading as="h3" size="md" lineHeight="short">
            {series.name}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={isoDateTime(series.dateFrom)}>
              {formatDateRange(series.dateFrom, series.dateTo)}
            </time>
          </Text>
        </Box>
      </Flex>
      {series.anotation && <Text color="fg.muted">{series.anotation}</Text>}
      {series.url && /^https?:\/\//.test(series.url) && (
        <Box mt="auto">
          <ExternalLink href={series.url} color="brand.fg" fontSize="sm">
            {t('home.seriesWeb', { name: series.name })}
          </ExternalLink>
        </Box>
      )}
    </Stack>
  );
}
