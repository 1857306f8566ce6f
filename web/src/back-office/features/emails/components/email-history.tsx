import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldChange, HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { DataList, type DataListColumn } from '../../../kit';
import { emailHistoryQuery, layoutHistoryQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';

/** Who changed an e-mail or a layout, when, and each field before → after; newest first. */
export function EmailHistory({
  of,
  caption,
}: {
  of: { kind: 'email'; eventGuid: string; guid: string } | { kind: 'layout'; guid: string };
  caption: string;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const [page, setPage] = useState(0);
  const history = useQuery(
    of.kind === 'email' ? emailHistoryQuery(of.eventGuid, of.guid, page) : layoutHistoryQuery(of.guid, page),
  );
  const columns = useMemo<DataListColumn<HistoryEntry>[]>(() => {
    const value = (v: FieldChange['before']) => (v === null ? t('history.emptyValue') : String(v));
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
            {h.changes.map((c) => (
              <Text key={c.field} wordBreak="break-word" lineClamp={3}>
                {t('history.field', {
                  field: t(`history.fields.${c.field}`, { defaultValue: c.field }),
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
  }, [t]);
  return (
    <DataList
      listId={`emails.history.${of.kind}`}
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
