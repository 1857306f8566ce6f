import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { useCloseSales } from './close-sales';
import { useDelete, useRefresh, useSaved } from './record-actions';
import { RecordList } from './record-list';

/** What a capacity update sends when the admin agreed to close sales at the places sold. */
export type CloseSalesAt = { closeSalesAt?: number };

/** The calls of one kind of record. */
export interface RecordCalls<T, F> {
  create: (fields: F) => Promise<unknown>;
  update: (item: T, fields: F, close: CloseSalesAt) => Promise<unknown>;
  remove: (item: T) => Promise<unknown>;
  /** Records kept in an order of their own (categories, waves). */
  reorder?: (guids: string[]) => Promise<unknown>;
}

/** What the form of a new or a stored record gets. */
export interface RecordFormProps<F> {
  defaultValues: F;
  submitLabel: string;
  onSubmit: (fields: F) => Promise<void>;
}

export interface RecordEditorProps<T, F> {
  title: string;
  addLabel: string;
  level?: 3 | 4;
  items: T[];
  summary: (item: T) => ReactNode;
  /** The form's values of a stored record, or of a new one. */
  fieldsOf: (item: T | undefined) => F;
  /** The form of `item` (undefined: a new record). */
  form: (props: RecordFormProps<F>, item: T | undefined) => ReactNode;
  calls: RecordCalls<T, F>;
  /** An update that lowers a capacity below the places sold may close sales instead. */
  closesSales?: boolean;
  children?: (item: T) => ReactNode;
}

/**
 * A list of one kind of series record (a race's categories, sub-categories, pricings and waves;
 * the series' terms, templates and bank accounts) edited in place on RecordList: the same add,
 * edit, delete, reorder and close-sales steps for all, each kind giving only its calls and form.
 */
export function RecordEditor<T extends { guid: string; name: string }, F>({
  title,
  addLabel,
  level,
  items,
  summary,
  fieldsOf,
  form,
  calls,
  closesSales = false,
  children,
}: RecordEditorProps<T, F>) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const refresh = useRefresh();
  const remove = useDelete();
  const closeSales = useCloseSales();
  const saved = useSaved();
  const { reorder } = calls;
  return (
    <RecordList<T>
      level={level}
      title={title}
      addLabel={addLabel}
      items={items}
      summary={summary}
      onReorder={
        reorder &&
        (async (guids) => {
          await reorder(guids);
          await refresh();
        })
      }
      onDelete={(item) => void remove(item.name, () => calls.remove(item))}
      form={(item, close) =>
        form(
          {
            defaultValues: fieldsOf(item),
            submitLabel: item ? t('races.save') : addLabel,
            onSubmit: async (fields) => {
              if (!item) await calls.create(fields);
              else if (closesSales) await closeSales((close) => calls.update(item, fields, close));
              else await calls.update(item, fields, {});
              await saved(close);
            },
          },
          item,
        )
      }
    >
      {children}
    </RecordList>
  );
}
