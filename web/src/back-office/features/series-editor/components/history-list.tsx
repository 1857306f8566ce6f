import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { DataList, type DataListColumn } from '../../../kit';
import { eventHistoryQuery, organizerHistoryQuery, seriesHistoryQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** The form label of a field of a race, category, sub-category, pricing or wave. */
function targetLabelKey(kind: NonNullable<HistoryEntry['target']>['kind'], field: string): string {
  if (field === 'prices') return 'races.prices';
  if (kind === 'paymentDetail') return `paymentDetails.form.${field}`;
  if (kind === 'discount') return `history.discountFields.${field}`;
  const form = {
    subevent: 'form',
    category: 'category',
    subcategory: 'category',
    pricing: 'pricing',
    wave: 'wave',
  };
  return `races.${form[kind]}.${field}`;
}

const HISTORY_QUERIES = {
  series: seriesHistoryQuery,
  event: eventHistoryQuery,
  organizer: organizerHistoryQuery,
};

/** The change history of one record (who, when, field, before → after), newest first. */
export function HistoryList({
  listId,
  caption,
  of,
  labelOf,
}: {
  listId: string;
  caption: string;
  /** Whose history: a series, an event or an organizer. */
  of: { kind: keyof typeof HISTORY_QUERIES; id: string };
  /** The form label of a recorded field. */
  labelOf: (field: string) => string;
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const [page, setPage] = useState(0);
  const history = useQuery(HISTORY_QUERIES[of.kind](of.id, page));
  const columns = useMemo<DataListColumn<HistoryEntry>[]>(() => {
    const value = (v: FieldChange['before']) =>
      v === null ? t('history.empty_value') : typeof v === 'boolean' ? t(v ? 'yes' : 'no') : String(v);
    return [
      {
        id: 'at',
        header: t('history.at'),
        cell: (h) => formatDateTime(h.at),
        rowHeader: true,
        hideable: false,
      },
      { id: 'actor', header: t('history.actor'), cell: (h) => h.actor.name },
      { id: 'action', header: t('history.action'), cell: (h) => t(`history.actions.${h.action}`) },
      {
        id: 'changes',
        header: t('history.changes'),
        hideable: false,
        cell: (h) => (
          <Stack gap="1">
            {h.target && (
              <Text fontWeight="medium">
                {t(h.target.eventName ? 'history.target' : 'history.targetOfSeries', {
                  kind: t(`history.kinds.${h.target.kind}`),
                  name: h.target.name,
                  event: h.target.eventName,
                  interpolation: { escapeValue: false },
                })}
              </Text>
            )}
            {h.changes.map((c) => (
              <Text key={c.field} wordBreak="break-word" lineClamp={3}>
                {t('history.field', {
                  field: h.target ? t(targetLabelKey(h.target.kind, c.field)) : labelOf(c.field),
                  before: value(c.before),
                  after: value(c.after),
                  interpolation: { escapeValue: false },
                })}
              </Text>
            ))}
          </Stack>
        ),
      },
    ];
  }, [t, labelOf]);
  return (
    <DataList
      listId={listId}
      caption={caption}
      columns={columns}
      data={history.data}
      getRowId={(h) => h.historyId}
      loading={history.isPending}
      fetching={history.isFetching}
      error={history.error}
      onRetry={() => void history.refetch()}
      sort={null}
      onSortChange={() => undefined}
      onPageChange={setPage}
      emptyText={t('history.empty')}
    />
  );
}
