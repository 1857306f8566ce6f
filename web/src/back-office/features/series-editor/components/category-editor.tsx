import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Category, CategoryFields, Subevent } from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { CategoryForm, emptyCategory } from './race-forms';
import { PricingEditor } from './pricing-editor';
import { RecordEditor } from './record-editor';
import { ageText, editableFields, placesText, priceText } from './race-record-text';
import { SubcategoryEditor } from './subcategory-editor';

/** A race's categories in their order, each with its sub-categories and pricings under it. */
export function CategoryEditor({
  race,
  currencies,
}: {
  race: Subevent;
  currencies: readonly CurrencyCode[];
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const sub = race.guid;
  return (
    <RecordEditor<Category, CategoryFields>
      title={t('races.category.title')}
      addLabel={t('races.category.add')}
      items={race.categories}
      summary={(c) => `${priceText(c.prices)} · ${ageText(t, c)} · ${placesText(t, c)}`}
      fieldsOf={(c) =>
        c ? editableFields(c, 'subEventGuid', 'used', 'subcategories', 'pricings') : emptyCategory()
      }
      form={(props) => <CategoryForm currencies={currencies} {...props} />}
      closesSales
      calls={{
        create: (fields) =>
          api.call(adminSeriesRoutes.createCategory, { body: { ...fields, seriesEventSubEventId: sub } }),
        update: (c, fields, close) =>
          api.call(adminSeriesRoutes.updateCategory, {
            params: { id: c.guid },
            body: { ...fields, seriesEventSubEventId: sub, version: c.version, ...close },
          }),
        remove: (c) =>
          api.call(adminSeriesRoutes.deleteCategory, {
            params: { id: c.guid },
            query: { seriesEventSubEventId: sub },
          }),
        reorder: (guids) =>
          api.call(adminSeriesRoutes.reorderInSubEvent, {
            params: { id: sub },
            body: { kind: 'categories', guids },
          }),
      }}
    >
      {(c) => (
        <Stack gap="4">
          <SubcategoryEditor sub={sub} category={c} />
          <PricingEditor sub={sub} category={c} currencies={currencies} />
        </Stack>
      )}
    </RecordEditor>
  );
}
