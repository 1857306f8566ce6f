import { useTranslation } from 'react-i18next';
import { placesSoldIn, useClosingSales } from '../../../kit';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

const SOLD_CODES = new Set([
  'raceEditor.capacityBelowSold',
  'raceEditor.soldMeanwhile',
  'seriesEditor.capacityBelowSold',
  'seriesEditor.soldMeanwhile',
]);

/**
 * The places sold a refusal names: a capacity below them, or closing sales while the number sold
 * changed. Undefined for any other failure.
 */
export const placesSoldOf = (error: unknown): number | undefined => placesSoldIn(error, SOLD_CODES);

/**
 * Saves a capacity of an event, race, category or wave; when the server refuses one below the places
 * sold, offers to close sales at the places sold instead (kit useClosingSales): the call runs again
 * with `closeSalesAt`, which the server writes only while exactly that many are sold.
 */
export function useCloseSales() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const closing = useClosingSales({
    codes: SOLD_CODES,
    question: (refusal, used) => ({
      title: t('races.closeSales.title'),
      body: `${refusal} ${t('races.closeSales.body', { used })}`,
      confirmLabel: t('races.closeSales.confirm', { used }),
    }),
  });
  return <T>(save: (close: { closeSalesAt?: number }) => Promise<T>): Promise<T> =>
    closing((closeAt) => save(closeAt === undefined ? {} : { closeSalesAt: closeAt }));
}
