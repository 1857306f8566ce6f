import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Category, Subcategory, SubcategoryFields } from '@shared/back-office/race-schemas';
import { api } from '../../../../lib/api-client';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { emptySubcategory, SubcategoryForm } from './race-forms';
import { RecordEditor } from './record-editor';
import { ageText, editableFields, placesText } from './race-record-text';

/** A category's sub-categories (age and gender groups with their own capacity). */
export function SubcategoryEditor({ sub, category }: { sub: string; category: Category }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <RecordEditor<Subcategory, SubcategoryFields>
      title={t('races.subcategory.title')}
      addLabel={t('races.subcategory.add')}
      level={4}
      items={category.subcategories}
      summary={(c) => `${ageText(t, c)} · ${placesText(t, c)}`}
      fieldsOf={(c) => (c ? editableFields(c, 'categoryGuid', 'used') : emptySubcategory())}
      form={(props) => <SubcategoryForm {...props} />}
      closesSales
      calls={{
        create: (fields) =>
          api.call(adminSeriesRoutes.createSubCategory, {
            body: { ...fields, seriesEventSubEventId: sub, categoryId: category.guid },
          }),
        update: (c, fields, close) =>
          api.call(adminSeriesRoutes.updateSubCategory, {
            params: { id: c.guid },
            body: { ...fields, seriesEventSubEventId: sub, version: c.version, ...close },
          }),
        remove: (c) =>
          api.call(adminSeriesRoutes.deleteSubCategory, {
            params: { id: c.guid },
            query: { seriesEventSubEventId: sub },
          }),
      }}
    />
  );
}
