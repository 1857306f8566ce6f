import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Category, Pricing, PricingFields } from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { formatDateRange } from '../../../../lib/dates';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { emptyPricing, PricingForm } from './race-forms';
import { RecordEditor } from './record-editor';
import { editableFields, priceText } from './race-record-text';

const pricingSummary = (p: Pricing) =>
  [priceText(p.prices), p.dateFrom || p.dateTo ? formatDateRange(p.dateFrom ?? '', p.dateTo ?? '') : '']
    .filter(Boolean)
    .join(' · ');

/** A category's pricings: its prices from a date to a date (spec §3 Pricing). */
export function PricingEditor({
  sub,
  category,
  currencies,
}: {
  sub: string;
  category: Category;
  currencies: readonly CurrencyCode[];
}) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return (
    <RecordEditor<Pricing, PricingFields>
      title={t('races.pricing.title')}
      addLabel={t('races.pricing.add')}
      level={4}
      items={category.pricings}
      summary={pricingSummary}
      fieldsOf={(p) => (p ? editableFields(p, 'categoryGuid') : emptyPricing())}
      form={(props) => <PricingForm currencies={currencies} {...props} />}
      calls={{
        create: (fields) =>
          api.call(adminSeriesRoutes.createPricing, {
            body: { ...fields, seriesEventSubEventId: sub, categoryId: category.guid },
          }),
        update: (p, fields) =>
          api.call(adminSeriesRoutes.updatePricing, {
            params: { id: p.guid },
            body: { ...fields, seriesEventSubEventId: sub, version: p.version },
          }),
        remove: (p) =>
          api.call(adminSeriesRoutes.deletePricing, {
            params: { id: p.guid },
            query: { seriesEventSubEventId: sub },
          }),
      }}
    />
  );
}
