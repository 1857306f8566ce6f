import { useTranslation } from 'react-i18next';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import type { Subevent, Wave, WaveFields } from '@shared/back-office/race-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { api } from '../../../../lib/api-client';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';
import { emptyWave, WaveForm } from './race-forms';
import { RecordEditor } from './record-editor';
import { editableFields, placesText, priceText } from './race-record-text';

/** A race's waves in their order: start groups with their own capacity and, if set, prices. */
export function WaveEditor({ race, currencies }: { race: Subevent; currencies: readonly CurrencyCode[] }) {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const sub = race.guid;
  return (
    <RecordEditor<Wave, WaveFields>
      title={t('races.wave.title')}
      addLabel={t('races.wave.add')}
      items={race.waves}
      summary={(w) =>
        [
          Object.keys(w.prices).length ? priceText(w.prices) : t('races.wave.categoryPrice'),
          placesText(t, w),
        ].join(' · ')
      }
      fieldsOf={(w) => (w ? editableFields(w, 'subEventGuid', 'used') : emptyWave())}
      form={(props) => <WaveForm currencies={currencies} {...props} />}
      closesSales
      calls={{
        create: (fields) =>
          api.call(adminSeriesRoutes.createWave, { body: { ...fields, seriesEventSubEventId: sub } }),
        update: (w, fields, close) =>
          api.call(adminSeriesRoutes.updateWave, {
            params: { id: w.guid },
            body: { ...fields, seriesEventSubEventId: sub, version: w.version, ...close },
          }),
        remove: (w) =>
          api.call(adminSeriesRoutes.deleteWave, {
            params: { id: w.guid },
            query: { seriesEventSubEventId: sub },
          }),
        reorder: (guids) =>
          api.call(adminSeriesRoutes.reorderInSubEvent, {
            params: { id: sub },
            body: { kind: 'waves', guids },
          }),
      }}
    />
  );
}
