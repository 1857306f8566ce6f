import { Button, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import type { GroupEmail, GroupEmailRow } from '@shared/emails/group-email-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { SearchCatalogueList, type DataListColumn } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import { groupEmailListQuery } from '../api/group-email-queries';
import { GROUP_EMAILS_NS } from '../group-emails-namespace';
import { SendProgress } from './send-progress';

type Row = GroupEmailRow;

/** A catalogue column: the name, else the id of one removed since (as the detail shows it). */
const named = (name: string | null, id: string | null) => name ?? id ?? '';

/** A filter flag as the list shows it: yes / no / any. */
function useFlag() {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  return (value: boolean | null) => (value === null ? t('flag.any') : value ? t('flag.yes') : t('flag.no'));
}

/** The date range of the registrations filter a group e-mail was sent to. */
export function useDateRange() {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  return (g: Pick<GroupEmail, 'dateFrom' | 'dateTo'>) =>
    g.dateFrom || g.dateTo
      ? `${g.dateFrom ? formatDate(g.dateFrom) : '…'} – ${g.dateTo ? formatDate(g.dateTo) : '…'}`
      : t('flag.any');
}

/**
 * /admin/sent-group-emails (spec §2): the columns of §2 with its default visible set and the
 * column chooser, which also offers the event, race, category and wave the e-mail was narrowed to
 * (named by the server for the page); the kit's series filters; sent / total is live while an
 * e-mail is going out.
 */
export function GroupEmailsList() {
  const { t } = useTranslation(GROUP_EMAILS_NS);
  const flag = useFlag();
  const dateRange = useDateRange();
  const columns = useMemo<DataListColumn<Row>[]>(
    () => [
      { id: 'id', header: t('columns.id'), cell: (g) => g.id, rowHeader: true, hideable: false },
      { id: 'subject', header: t('columns.subject'), cell: (g) => g.subject },
      {
        id: 'created',
        header: t('columns.created'),
        cell: (g) => `${g.createdByName}, ${formatDateTime(g.createdAt)}`,
      },
      { id: 'series', header: t('columns.series'), cell: (g) => g.seriesName },
      {
        id: 'event',
        header: t('columns.event'),
        cell: (g) => named(g.seriesEventName, g.seriesEventId),
        defaultVisible: false,
      },
      {
        id: 'race',
        header: t('columns.race'),
        cell: (g) => named(g.seriesSubEventName, g.seriesSubEventId),
        defaultVisible: false,
      },
      {
        id: 'category',
        header: t('columns.category'),
        cell: (g) => named(g.seriesCategoryName, g.seriesCategoryId),
        defaultVisible: false,
      },
      {
        id: 'wave',
        header: t('columns.wave'),
        cell: (g) => named(g.seriesWaveName, g.seriesWaveId),
        defaultVisible: false,
      },
      { id: 'emailStatus', header: t('columns.emailStatus'), cell: (g) => <SendProgress email={g} /> },
      { id: 'dateRange', header: t('columns.dateRange'), cell: dateRange },
      { id: 'searchText', header: t('columns.searchText'), cell: (g) => g.searchText ?? '' },
      { id: 'paid', header: t('columns.paid'), cell: (g) => flag(g.paid), defaultVisible: false },
      { id: 'expired', header: t('columns.expired'), cell: (g) => flag(g.expired), defaultVisible: false },
      {
        id: 'cancelled',
        header: t('columns.cancelled'),
        cell: (g) => flag(g.cancelled),
        defaultVisible: false,
      },
      { id: 'deleted', header: t('columns.deleted'), cell: (g) => flag(g.deleted), defaultVisible: false },
      { id: 'ipAddress', header: t('columns.ipAddress'), cell: (g) => g.ipAddress, defaultVisible: false },
    ],
    [t, flag, dateRange],
  );
  return (
    <ScreenPage title={t('list.title')} lead={t('list.lead')}>
      <SearchCatalogueList
        filterLabel={(key) => t(`filters.${key}`)}
        queryOf={groupEmailListQuery}
        listId="sent-group-emails"
        caption={t('list.caption')}
        columns={columns}
        emptyText={t('list.empty')}
        rowActions={(g) => (
          <HStack gap="1">
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`${g.id}#entries`} aria-label={t('list.entriesOf', { id: g.id })}>
                {t('list.entries')}
              </RouterLink>
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={String(g.id)} aria-label={t('list.detailOf', { id: g.id })}>
                {t('list.detail')}
              </RouterLink>
            </Button>
          </HStack>
        )}
      />
    </ScreenPage>
  );
}
