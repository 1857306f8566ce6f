import { Box, DataList as Facts, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupEmailEntry } from '@shared/emails/group-email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import {
  booleanFilter,
  DataList,
  FilterForm,
  listQueryProps,
  QueryProblem,
  textFilter,
  useListFilters,
  type DataListColumn,
  Fact,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { groupEmailDetailQuery, groupEmailEntriesQuery, inProgress } from '../api/group-email-queries';
import { GROUP_EMAILS_NS } from '../group-emails-namespace';
import { CatalogueFacts } from './catalogue-facts';
import { useDateRange } from './group-emails-list';
import { SendProgress } from './send-progress';

const FILTERS = { searchText: textFilter(), sent: booleanFilter() };

/** /admin/sent-group-emails/{id}: what was sent to which filter, and its entries (spec §2). */
export function GroupEmailDetail({ id }: { id: string }) {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  const dateRange = useDateRange();
  const detail = useQuery(groupEmailDetailQuery(id));
  const filters = useListFilters(FILTERS);
  const live = !!detail.data && inProgress(detail.data);
  const entries = useQuery(groupEmailEntriesQuery(id, filters.query, live));
  const flag = (value: boolean | null) =>
    value === null ? t('flag.any') : value ? t('flag.yes') : t('flag.no');
  const columns = useMemo<DataListColumn<GroupEmailEntry>[]>(
    () => [
      { id: 'id', header: t('entries.id'), cell: (e) => e.id, rowHeader: true, hideable: false },
      { id: 'email', header: t('entries.email'), cell: (e) => e.email },
      { id: 'sent', header: t('entries.sent'), cell: (e) => (e.sent ? t('flag.yes') : t('flag.no')) },
      { id: 'lastAttempt', header: t('entries.lastAttempt'), cell: (e) => formatDateTime(e.lastAttempt) },
      { id: 'attemptCount', header: t('entries.attemptCount'), cell: (e) => e.attemptCount, align: 'end' },
    ],
    [t],
  );
  if (!detail.isSuccess) return <QueryProblem query={detail} loadingLabel={t('detail.loading')} />;
  const g = detail.data;
  return (
    <ScreenPage title={t('detail.title', { id: g.id, subject: g.subject })}>
      <Facts.Root orientation="horizontal" size="sm">
        <Fact label={t('columns.subject')}>{g.subject}</Fact>
        <Fact label={t('columns.series')}>{g.seriesName}</Fact>
        <CatalogueFacts email={g} />
        <Fact label={t('columns.created')}>{`${g.createdByName}, ${formatDateTime(g.createdAt)}`}</Fact>
        <Fact label={t('columns.ipAddress')}>{g.ipAddress}</Fact>
        <Fact label={t('columns.emailStatus')}>
          <SendProgress email={g} />
        </Fact>
        <Fact label={t('columns.searchText')}>{g.searchText ?? ''}</Fact>
        <Fact label={t('columns.dateRange')}>{dateRange(g)}</Fact>
        <Fact label={t('columns.paid')}>{flag(g.paid)}</Fact>
        <Fact label={t('columns.expired')}>{flag(g.expired)}</Fact>
        <Fact label={t('columns.cancelled')}>{flag(g.cancelled)}</Fact>
        <Fact label={t('columns.deleted')}>{flag(g.deleted)}</Fact>
      </Facts.Root>
      <Box borderWidth="1px" borderRadius="md" overflow="hidden">
        <iframe
          title={t('detail.bodyFrame')}
          sandbox=""
          srcDoc={g.body}
          style={{ width: '100%', height: '240px', border: 0, background: '#fff' }}
        />
      </Box>
      <Stack gap="3" id="entries" as="section" aria-labelledby="group-email-entries">
        <Heading as="h2" size="lg" id="group-email-entries">
          {t('entries.title')}
        </Heading>
        <FilterForm
          filters={filters}
          fields={[
            { key: 'searchText', label: t('entries.searchText') },
            { key: 'sent', label: t('entries.sent') },
          ]}
        />
        <DataList
          listId="group-email-entries"
          caption={t('entries.caption')}
          columns={columns}
          {...listQueryProps(entries, filters)}
          getRowId={(e) => String(e.id)}
          emptyText={t('entries.empty')}
        />
      </Stack>
    </ScreenPage>
  );
}
