import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { HistoryTable } from '../../../kit';
import { eventHistoryQuery, organizerHistoryQuery, seriesHistoryQuery } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** The form label of a field of a race, category, sub-category, pricing or wave. */
function targetLabelKey(kind: NonNullable<HistoryEntry['target']>['kind'], field: string): string {
  if (field === 'prices') return 'races.prices';
  if (kind === 'paymentDetail') return `paymentDetails.form.${field}`;
  if (kind === 'discount') return `history.discountFields.${field}`;
  // A form's own fields have labels; a field's or option's change is recorded as `<name>.<attribute>`.
  if (kind === 'card') return `forms.history.${field}`;
  if (kind === 'numbering') return `history.numberingFields.${field}`;
  if (kind === 'terms') return `terms.form.${field}`;
  if (kind === 'stylings') return `stylings.slots.${field}`;
  if (kind === 'template') return `templates.form.${field}`;
  if (kind === 'team') return `history.teamFields.${field}`;
  if (kind === 'document') return `documents.fields.${field}`;
  if (kind === 'groupEmail') return `history.groupEmailFields.${field}`;
  if (kind === 'webhook' || kind === 'partnerKey') return `history.webhookFields.${field}`;
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

/** The change history of a series, an event or an organizer, newest first. */
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
  const fieldLabel = useCallback(
    (field: string, h: HistoryEntry) =>
      h.target ? t(targetLabelKey(h.target.kind, field), { defaultValue: field }) : labelOf(field),
    [t, labelOf],
  );
  const targetOf = useCallback(
    (h: HistoryEntry) =>
      h.target
        ? // Stylings are the series' own: no name of their own to show.
          !h.target.name
          ? t(`history.kinds.${h.target.kind}`)
          : t(h.target.eventName ? 'history.target' : 'history.targetOfSeries', {
              kind: t(`history.kinds.${h.target.kind}`),
              name: h.target.name,
              event: h.target.eventName,
              interpolation: { escapeValue: false },
            })
        : null,
    [t],
  );
  return (
    <HistoryTable
      listId={listId}
      caption={caption}
      history={history}
      onPageChange={setPage}
      labelOf={fieldLabel}
      targetOf={targetOf}
    />
  );
}
