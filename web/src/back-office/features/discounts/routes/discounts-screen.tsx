import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { useSession } from '../../../../lib/session';
import {
  EditDeleteActions,
  DataList,
  FilterForm,
  selectFilter,
  textFilter,
  useAskThenRun,
  useListFilters,
  type DataListColumn,
  listQueryProps,
  chosenSeries,
  seriesFilterField,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import {
  deleteDiscount,
  discountSeriesQuery,
  discountsChanged,
  discountsQuery,
  managerDiscountsQuery,
  restoreDiscount,
} from '../api/discounts-queries';
import { DiscountForm } from '../components/discount-form';
import { CsvTransfer } from '../components/csv-transfer';
import { GenerateForm } from '../components/generate-form';
import { DISCOUNTS_NS } from '../discounts-namespace';

type Panel =
  { kind: 'new' } | { kind: 'edit'; discount: DiscountView } | { kind: 'generate' } | { kind: 'csv' } | null;

/**
 * /admin/discounts and /event-manager/discounts: the codes of a series the caller may work on. An
 * event manager sees the codes of all his series at once (event-manager/{userId}/discounts) until
 * he picks one; new codes, generation and CSV need a chosen series.
 */
export default function DiscountsScreen({ area }: ScreenProps) {
  const { t } = useTranslation(DISCOUNTS_NS);
  const userId = useSession().user?.userId ?? '';
  const client = useQueryClient();
  const askThenRun = useAskThenRun();
  const [panel, setPanel] = useState<Panel>(null);
  const series = useQuery(discountSeriesQuery(userId));
  const seriesRows = series.data?.rows;
  const filters = useListFilters(
    useMemo(
      () => ({
        series: selectFilter((seriesRows ?? []).map((s) => s.guid)),
        searchText: textFilter(),
        state: selectFilter(['inUse', 'archived'], 'inUse'),
      }),
      [seriesRows],
    ),
  );
  const seriesGuid = chosenSeries(filters.query);
  const acrossSeries = area === 'eventManager';
  const seriesList = useQuery({
    ...discountsQuery(seriesGuid, filters.query),
    enabled: !acrossSeries && seriesGuid !== '',
  });
  const managerList = useQuery({
    ...managerDiscountsQuery(userId, seriesGuid, filters.query),
    enabled: acrossSeries && userId !== '',
  });
  const list = acrossSeries ? managerList : seriesList;
  const seriesNames = useMemo(() => new Map((seriesRows ?? []).map((s) => [s.guid, s.name])), [seriesRows]);

  const remove = (d: DiscountView) =>
    askThenRun(
      {
        title: t('delete.title', { code: d.code }),
        body: d.used > 0 ? t('delete.bodyUsed', { count: d.used }) : t('delete.body'),
        confirmLabel: t('delete.confirm'),
        destructive: true,
      },
      async () => {
        const outcome = await deleteDiscount(d.seriesGuid, d.code);
        await discountsChanged(client, d.seriesGuid);
        return t(outcome.archived ? 'delete.archived' : 'delete.done', { code: d.code });
      },
    );

  const restore = (d: DiscountView) =>
    askThenRun(null, async () => {
      await restoreDiscount(d.seriesGuid, d.code);
      await discountsChanged(client, d.seriesGuid);
      return t('restore.done', { code: d.code });
    });

  const columns = useMemo<DataListColumn<DiscountView>[]>(
    () => [
      {
        id: 'code',
        header: t('columns.code'),
        cell: (d) =>
          d.archived ? (
            <HStack gap="2">
              <span>{d.code}</span>
              <Badge>{t('archivedBadge')}</Badge>
            </HStack>
          ) : (
            d.code
          ),
        rowHeader: true,
        hideable: false,
      },
      ...(acrossSeries
        ? [
            {
              id: 'series',
              header: t('columns.series'),
              cell: (d: DiscountView) => seriesNames.get(d.seriesGuid) ?? '',
            },
          ]
        : []),
      { id: 'description', header: t('columns.description'), cell: (d) => d.description },
      { id: 'price', header: t('columns.price'), cell: (d) => `${d.price} (${d.currency})` },
      {
        id: 'used',
        header: t('columns.used'),
        align: 'end',
        cell: (d) => (d.usageLimit > 0 ? t('usedOf', { used: d.used, limit: d.usageLimit }) : String(d.used)),
      },
      {
        id: 'valid',
        header: t('columns.valid'),
        cell: (d) =>
          d.validFrom || d.validTo
            ? `${d.validFrom ? formatDateTime(d.validFrom) : ''} – ${d.validTo ? formatDateTime(d.validTo) : ''}`
            : '',
      },
      {
        id: 'range',
        header: t('columns.range'),
        cell: (d) => t(`discountRanges.${d.discountRange}`),
        defaultVisible: false,
      },
    ],
    [t, acrossSeries, seriesNames],
  );

  const table = (
    <DataList
      listId="discounts"
      caption={t('caption')}
      columns={columns}
      {...listQueryProps(list, filters)}
      getRowId={(d) => `${d.seriesGuid}#${d.code}`}
      error={list.error ?? series.error}
      emptyText={t(acrossSeries && !seriesGuid ? 'emptyAll' : 'empty')}
      rowActions={(d) =>
        d.archived ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('actions.restoreCode', { code: d.code })}
            onClick={() => void restore(d)}
          >
            {t('actions.restore')}
          </Button>
        ) : (
          <EditDeleteActions
            editText={t('actions.edit')}
            deleteText={t('actions.delete')}
            editLabel={t('actions.editCode', { code: d.code })}
            deleteLabel={t('actions.deleteCode', { code: d.code })}
            onEdit={() => setPanel({ kind: 'edit', discount: d })}
            onDelete={() => void remove(d)}
          />
        )
      }
    />
  );
  const editPanel = panel?.kind === 'edit' && (
    <DiscountForm
      key={`${panel.discount.seriesGuid}#${panel.discount.code}`}
      seriesGuid={panel.discount.seriesGuid}
      discount={panel.discount}
      onDone={() => setPanel(null)}
    />
  );

  return (
    <ScreenPage title={t('title')} lead={t('lead')}>
      <FilterForm
        filters={filters}
        fields={[
          seriesFilterField(t('filters.series'), seriesRows),
          { key: 'searchText', label: t('filters.searchText') },
          {
            key: 'state',
            label: t('filters.state'),
            optionLabels: { inUse: t('states.inUse'), archived: t('states.archived') },
          },
        ]}
      />
      {seriesGuid === '' ? (
        acrossSeries ? (
          <>
            <Text>{t('chooseSeriesToAdd')}</Text>
            {editPanel}
            {table}
          </>
        ) : (
          <Text>{t('chooseSeries')}</Text>
        )
      ) : (
        <>
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => setPanel({ kind: 'new' })}>
              {t('actions.new')}
            </Button>
            <Button variant="outline" onClick={() => setPanel({ kind: 'generate' })}>
              {t('actions.generate')}
            </Button>
            <Button variant="outline" onClick={() => setPanel({ kind: 'csv' })}>
              {t('actions.csv')}
            </Button>
          </HStack>
          {panel?.kind === 'new' && <DiscountForm seriesGuid={seriesGuid} onDone={() => setPanel(null)} />}
          {editPanel}
          {panel?.kind === 'csv' && <CsvTransfer seriesGuid={seriesGuid} />}
          {panel?.kind === 'generate' && (
            <GenerateForm seriesGuid={seriesGuid} onDone={() => setPanel(null)} />
          )}
          {table}
        </>
      )}
    </ScreenPage>
  );
}
