import { Box, Heading, Stack, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';
import { BACK_OFFICE_NS } from './back-office-namespace';

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
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      <Box overflowX="auto">
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('history.at')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('history.actor')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('history.action')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((h) => (
              <Table.Row key={`${h.date}${h.action}`}>
                <Table.Cell>{formatDateTime(h.date)}</Table.Cell>
                <Table.Cell>{h.byName ?? h.by}</Table.Cell>
                <Table.Cell>{actionLabel(h.action)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
