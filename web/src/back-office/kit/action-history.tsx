import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { TableSection } from './table-section';

export interface ActionHistoryEntry {
  date: string;
  by: string;
  byName: string | null;
  action: string;
}

/**
 * A record's history of whole actions (matched, accepted, discarded…), newest first: when, who and
 * what. Records whose changes are field by field use `HistoryTable`.
 */
export function ActionHistory({
  title,
  entries,
  actionLabel,
}: {
  title: string;
  entries: readonly ActionHistoryEntry[];
  actionLabel: (action: string) => string;
}) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  if (entries.length === 0) return null;
  return (
    <TableSection
      title={title}
      columns={[{ header: t('history.at') }, { header: t('history.actor') }, { header: t('history.action') }]}
    >
      {entries.map((h) => (
        <Table.Row key={`${h.date}${h.action}`}>
          <Table.Cell>{formatDateTime(h.date)}</Table.Cell>
          <Table.Cell>{h.byName ?? h.by}</Table.Cell>
          <Table.Cell>{actionLabel(h.action)}</Table.Cell>
        </Table.Row>
      ))}
    </TableSection>
  );
}
