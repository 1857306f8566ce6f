import { useTranslation } from 'react-i18next';
import { useClosingSales, type ClosingSalesOptions } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

const SOLD_CODES = new Set([
  'raceEditor.capacityBelowSold',
  'raceEditor.soldMeanwhile',
  'seriesEditor.capacityBelowSold',
  'seriesEditor.soldMeanwhile',
]);

function useCloseSalesQuestion(): ClosingSalesOptions {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  return {
    codes: SOLD_CODES,
    question: (refusal, used) => ({
      title: t('races.closeSales.title'),
      body: `${refusal} ${t('races.closeSales.body', { used })}`,
      confirmLabel: t('races.closeSales.confirm', { used }),
    }),
  };
}

/**
 * Saves a capacity of an event, race, category or wave; when the server refuses one below the places
 * sold, offers to close sales at the places sold instead (kit useClosingSales): the call runs again
 * with `closeSalesAt`, which the server writes only while exactly that many are sold.
 */
export function useCloseSales() {
  const closing = useClosingSales(useCloseSalesQuestion());
  return <T>(save: (close: { closeSalesAt?: number }) => Promise<T>): Promise<T> =>
    closing((closeAt) => save(closeAt === undefined ? {} : { closeSalesAt: closeAt }));
}
