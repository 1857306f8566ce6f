import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
} from '@chakra-ui/react';
import { statSlotRecipe } from '@chakra-recipes/stat';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import { paletteColor } from '@shared/statistics/statistics-palette';
import type { StatisticsAnswer } from '@shared/statistics/statistics-schemas';
import { formatDate } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/use-money';
import { FilterForm, useListFilters } from '../../../kit';
import { tableSlotRecipe } from '../../../kit/recipes';
import { ScreenPage } from '../../../shell/screen-page';
import { statisticsQuery } from '../api/statistics-queries';
import { STATISTICS_NS } from '../statistics-namespace';
import { StatisticsRecount } from './statistics-recount';
import { StatisticsChart } from './statistics-chart';
import { STATISTICS_FILTERS, statisticsParams } from './statistics-filters';

const PRESET_KEYS = ['today', 'yesterday', 'thisMonth', 'lastMonth', 'thisYear', 'lastYear'] as const;

function bucketLabelOf(segment: number) {
  return (bucket: string) => {
    if (segment === 3) return bucket;
    if (segment === 2) return `${Number(bucket.slice(5, 7))}/${bucket.slice(0, 4)}`;
    return formatDate(bucket);
  };
}

function SummaryCards({ summary }: { summary: StatisticsAnswer['summary'] }) {
  const { t } = useTranslation(STATISTICS_NS);
  const money = useMoney();
  const amounts = (list: Array<{ currency: string; amount: number }>) =>
    list.length ? list.map((r) => money(r.amount, r.currency as CurrencyCode)).join(', ') : t('summary.none');
  const counts = [
    'total',
    'unpaid',
    'paid',
    'expired',
    'cancelled',
    'removed',
    'registrations',
    'teamRegistrations',
    'cardPayments',
    'transferPayments',
  ] as const;
  const cards: Array<[string, string]> = [
    ...counts.map((key): [string, string] => [t(`summary.${key}`), String(summary[key])]),
    [t('summary.revenue'), amounts(summary.revenue)],
    [t('summary.returned'), amounts(summary.returned)],
    [
      t('summary.prices'),
      summary.prices.length
        ? summary.prices
            .map((p) =>
              [p.min, p.average, p.max].map((v) => money(v, p.currency as CurrencyCode)).join(' / '),
            )
            .join('; ')
        : t('summary.none'),
    ],
  ];
  return (
    <Box as="section" aria-labelledby="statistics-summary">
      <Heading as="h2" size="md" id="statistics-summary" mb="3">
        {t('summary.heading')}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
        {cards.map(([label, value]) => (
          <Stat.Root key={label} recipe={statSlotRecipe} borderWidth="1px" borderRadius="md" p="3" size="sm">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText fontSize="lg">{value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function RacesTable({ races }: { races: StatisticsAnswer['races'] }) {
  const { t } = useTranslation(STATISTICS_NS);
  if (!races.length) return null;
  return (
    <Box as="section" aria-labelledby="statistics-races">
      <Heading as="h2" size="md" id="statistics-races" mb="3">
        {t('races.heading')}
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} focusRing="outside">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('races.event')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('races.race')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('races.used')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('races.capacity')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('races.waitingList')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {races.map((race) => (
              <Table.Row key={race.guid}>
                <Table.Cell>{race.eventName}</Table.Cell>
                <Table.Cell>{race.name}</Table.Cell>
                <Table.Cell textAlign="end">{race.used}</Table.Cell>
                <Table.Cell textAlign="end">
                  {race.capacity > 0 ? race.capacity : t('races.unlimited')}
                </Table.Cell>
                <Table.Cell>
                  {race.waitingList
                    ? t('races.waitingListCounts', race.waitingList)
                    : t('races.noWaitingList')}
                  {race.waitingListParts?.map((p) => (
                    <Text key={`${p.kind}-${p.name}`} fontSize="xs" color="fg.muted">
                      {t(`races.part.${p.kind}`, { name: p.name })}: {t('races.waitingListCounts', p.counts)}
                    </Text>
                  ))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}

function GraphTable({
  graph,
  bucketLabel,
  linkOf,
}: {
  graph: StatisticsAnswer['graph'];
  bucketLabel: (bucket: string) => string;
  linkOf?: (key: string) => string;
}) {
  const { t } = useTranslation(STATISTICS_NS);
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      data-testid="statistics-table"
      // Many days or races scroll sideways: the region takes focus so keyboards can scroll it.
      tabIndex={0}
      role="region"
      aria-label={t('graph.tableCaption')}
      focusRing="outside"
    >
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption>{t('graph.tableCaption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('graph.period')}</Table.ColumnHeader>
            {graph.lines.map((line, i) => (
              <Table.ColumnHeader key={line.key} textAlign="end">
                <HStack justify="flex-end" gap="1.5">
                  <Box
                    aria-hidden="true"
                    w="2.5"
                    h="2.5"
                    borderRadius="full"
                    bg={paletteColor(i)}
                    flexShrink={0}
                  />
                  {linkOf ? (
                    <Link asChild>
                      <RouterLink
                        to={linkOf(line.key)}
                        aria-label={t('graph.openSeries', { name: line.label })}
                      >
                        {line.label}
                      </RouterLink>
                    </Link>
                  ) : (
                    <span>{line.label}</span>
                  )}
                </HStack>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {graph.buckets.map((bucket, row) => (
            <Table.Row key={bucket}>
              <Table.Cell as="th" scope="row" fontWeight="normal">
                {bucketLabel(bucket)}
              </Table.Cell>
              {graph.lines.map((line) => (
                <Table.Cell key={line.key} textAlign="end">
                  {line.values[row] ?? 0}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell as="th" scope="row">
              {t('graph.total')}
            </Table.Cell>
            {graph.lines.map((line) => (
              <Table.Cell key={line.key} textAlign="end" fontWeight="semibold">
                {line.total}
              </Table.Cell>
            ))}
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * /admin/statistics (every series, a line per series) and /admin/statistics/{seriesId} (a line per
 * race or event, capacity filled per race): spec §2, §7 statistics, §9 defaults.
 */
export function StatisticsView({ seriesId }: { seriesId: string | null }) {
  const { t } = useTranslation(STATISTICS_NS);
  const filters = useListFilters(STATISTICS_FILTERS);
  const params = statisticsParams(filters.applied);
  const stats = useQuery(statisticsQuery(seriesId, params));
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const data = stats.data;
  const bucketLabel = bucketLabelOf(params.segment);
  const title = seriesId ? t('seriesTitle', { name: data?.seriesName ?? '…' }) : t('title');
  return (
    <ScreenPage
      title={title}
      lead={t('lead')}
      actions={
        seriesId ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to="..">{t('backToAll')}</RouterLink>
          </Button>
        ) : undefined
      }
    >
      <FilterForm
        filters={filters}
        fields={[
          {
            key: 'range',
            label: t('filters.range'),
            optionLabels: Object.fromEntries(PRESET_KEYS.map((k) => [k, t(`presets.${k}`)])),
          },
          { key: 'dates', label: t('filters.dates') },
          {
            key: 'segment',
            label: t('filters.segment'),
            optionLabels: { '1': t('segments.1'), '2': t('segments.2'), '3': t('segments.3') },
          },
          ...(seriesId
            ? [
                {
                  key: 'mergeLevel' as const,
                  label: t('filters.mergeLevel'),
                  optionLabels: { '1': t('mergeLevels.1'), '2': t('mergeLevels.2') },
                },
              ]
            : []),
        ]}
      />
      {stats.isError && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('error')}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void stats.refetch()}>
            {t('retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {data ? (
        <Stack gap="6" aria-busy={stats.isFetching || undefined}>
          <Text color="fg.muted">
            {t('range', { from: formatDate(data.dateFrom), to: formatDate(data.dateTo) })}
          </Text>
          <SummaryCards summary={data.summary} />
          <RacesTable races={data.races} />
          <Box as="section" aria-labelledby="statistics-graph">
            <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
              <Heading as="h2" size="md" id="statistics-graph">
                {t('graph.heading')}
              </Heading>
              <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t('graph.view')}>
                <Button
                  aria-pressed={view === 'chart'}
                  variant={view === 'chart' ? 'solid' : 'outline'}
                  onClick={() => setView('chart')}
                >
                  {t('graph.showChart')}
                </Button>
                <Button
                  aria-pressed={view === 'table'}
                  variant={view === 'table' ? 'solid' : 'outline'}
                  onClick={() => setView('table')}
                >
                  {t('graph.showTable')}
                </Button>
              </ButtonGroup>
            </HStack>
            {data.graph.lines.every((l) => l.total === 0) ? (
              <Text mb="3" color="fg.muted">
                {t('graph.empty')}
              </Text>
            ) : null}
            {view === 'chart' ? (
              <StatisticsChart
                graph={data.graph}
                segment={params.segment}
                bucketLabel={bucketLabel}
                label={t('graph.chartLabel', { lines: data.graph.lines.map((l) => l.label).join(', ') })}
              />
            ) : (
              <GraphTable
                graph={data.graph}
                bucketLabel={bucketLabel}
                linkOf={seriesId ? undefined : (key) => key}
              />
            )}
          </Box>
        </Stack>
      ) : null}
      {seriesId ? <StatisticsRecount seriesId={seriesId} /> : null}
    </ScreenPage>
  );
}
