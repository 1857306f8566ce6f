import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryTable } from '../../../kit';
import { emailHistoryQuery, globalEmailHistoryQuery, layoutHistoryQuery } from '../api/emails-queries';
import { EMAILS_NS } from '../emails-namespace';

/** Who changed an e-mail (of an event or global) or a layout, when, and each field before → after; newest first. */
export function EmailHistory({
  of,
  caption,
}: {
  of:
    | { kind: 'email'; eventGuid: string; guid: string }
    | { kind: 'global'; guid: string }
    | { kind: 'layout'; guid: string };
  caption: string;
}) {
  const { t } = useTranslation(EMAILS_NS);
  const [page, setPage] = useState(0);
  const history = useQuery(
    of.kind === 'email'
      ? emailHistoryQuery(of.eventGuid, of.guid, page)
      : of.kind === 'global'
        ? globalEmailHistoryQuery(of.guid, page)
        : layoutHistoryQuery(of.guid, page),
  );
  const labelOf = useCallback((field: string) => t(`history.fields.${field}`, { defaultValue: field }), [t]);
  return (
    <HistoryTable
      listId={`emails.history.${of.kind}`}
      caption={caption}
      history={history}
      onPageChange={setPage}
      labelOf={labelOf}
    />
  );
}
