import { Stack, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { formatDateTime } from '../../lib/dates';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { DataList } from './data-list';
import type { DataListColumn, ListEnvelope } from './list-types';

export interface HistoryTableProps {
  listId: string;
  caption: string;
  /** One page of the record's history, newest first. */
  history: UseQueryResult<ListEnvelope<HistoryEntry>>;
  onPageChange: (page: number) => void;
  /** The form label of a recorded field. */
  labelOf: (field: string, entry: HistoryEntry) => string;
  /** A line naming what inside the record changed (a race of an event, a code of a series…). */
  targetOf?: (entry: HistoryEntry) => string | null;
}

/** The change history of one record: who, when, what, and each field before → after. */
export function HistoryTable({
  listId,
  caption,
  history,
  onPageChange,
  labelOf,
  targetOf,
}: HistoryTableProps) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const columns = useMemo<DataListColumn<HistoryEntry>[]>(() => {
    const value = (v: FieldChange['before']) =>
      v === null
        ? t('history.emptyValue')
        : typeof v === 'boolean'
          ? t(v ? 'history.yes' : 'history.no')
          : String(v);
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
        cell: (h) => {
          const target = targetOf?.(h);
          return (
            <Stack gap="1">
              {target && <Text fontWeight="medium">{target}</Text>}
              {h.changes.map((c) => (
                <Text key={c.field} wordBreak="break-word" lineClamp={3}>
                  {t('history.field', {
                    field: labelOf(c.field, h),
                    before: value(c.before),
                    after: value(c.after),
                    interpolation: { escapeValue: false },
                  })}
                </Text>
              ))}
            </Stack>
          );
        },
      },
    ];
  }, [t, labelOf, targetOf]);
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
      onPageChange={onPageChange}
      emptyText={t('history.empty')}
    />
  );
}
