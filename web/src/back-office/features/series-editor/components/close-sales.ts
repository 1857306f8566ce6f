import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client';
import { useConfirm } from '../../../kit';
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
export function placesSoldOf(error: unknown): number | undefined {
  if (!isApiError(error) || !SOLD_CODES.has(error.code ?? '')) return undefined;
  const used = (error.body as { params?: { used?: unknown } }).params?.used;
  return typeof used === 'number' && used > 0 ? used : undefined;
}

/**
 * Saves a capacity; when the server refuses one below the places sold, shows its message and offers
 * to close sales at the places sold instead (the capacity becomes that number, written only while
 * exactly that many are sold: when more were sold meanwhile it asks again with the new number).
 * Declining keeps the refusal, which the form then shows.
 */
export function useCloseSales() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const confirm = useConfirm();
  return async <T>(save: (closeSalesAt: { closeSalesAt?: number }) => Promise<T>): Promise<T> => {
    let close: { closeSalesAt?: number } = {};
    for (;;) {
      try {
        return await save(close);
      } catch (error) {
        const used = placesSoldOf(error);
        if (used === undefined || !isApiError(error)) throw error;
        const yes = await confirm({
          title: t('races.closeSales.title'),
          body: `${error.message} ${t('races.closeSales.body', { used })}`,
          confirmLabel: t('races.closeSales.confirm', { used }),
        });
        if (!yes) throw error;
        close = { closeSalesAt: used };
      }
    }
  };
}
