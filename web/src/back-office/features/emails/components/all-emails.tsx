import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPE_VALUES, type EmailRow } from '@shared/back-office/email-schemas';
import { formatDateTime } from '../../../../lib/dates';
import {
  DataList,
  FilterForm,
  selectFilter,
  textFilter,
  useListFilters,
  type DataListColumn,
  listQueryProps,
} from '../../../kit';
import { allEmailsQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';

const FILTERS = {
  searchText: textFilter(),
  type: selectFilter(['', ...EMAIL_TYPE_VALUES.map(String)]),
};

/** Every event e-mail across series (admin), newest change first; "Edit" opens it below. */
export function AllEmails({ onEdit }: { onEdit: (row: EmailRow) => void }) {
  const { t } = useTranslation(EMAILS_NS);
  const filters = useListFilters(FILTERS);
  const list = useQuery(allEmailsQuery(filters.query));
  const typeLabels = useMemo(
    () => ({
      '': t('all.anyKind'),
      ...Object.fromEntries(EMAIL_TYPE_VALUES.map((v) => [String(v), t(`types.${v}`)])),
    }),
    [t],
  );
  const columns = useMemo<DataListColumn<EmailRow>[]>(
    () => [
      { id: 'header', header: t('list.subject'), cell: (e) => e.header, rowHeader: true, hideable: false },
      { id: 'type', header: t('list.kind'), cell: (e) => t(`types.${e.type}`) },
      { id: 'series', header: t('choice.series'), cell: (e) => e.seriesName },
      { id: 'event', header: t('choice.event'), cell: (e) => e.eventName },
      {
        id: 'dateUpdated',
        header: t('list.updated'),
        cell: (e) => (e.dateUpdated ? formatDateTime(e.dateUpdated) : ''),
      },
    ],
    [t],
  );
  return (
    <>
      <FilterForm
        filters={filters}
        fields={[
          { key: 'searchText', label: t('all.searchText') },
          { key: 'type', label: t('list.kind'), optionLabels: typeLabels },
        ]}
      />
      <DataList
        listId="emails.all"
        caption={t('all.caption')}
        columns={columns}
        {...listQueryProps(list, filters)}
        getRowId={(e) => e.guid}
        emptyText={t('all.empty')}
        rowActions={(e) => (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('all.editOf', { subject: e.header, event: e.eventName })}
            onClick={() => onEdit(e)}
          >
            {t('list.edit')}
          </Button>
        )}
      />
    </>
  );
}
