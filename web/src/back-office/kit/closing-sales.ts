import { isApiError } from '../../lib/api-client';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';

/**
 * The places sold (or held) a refusal names, when it is one of `codes` (a capacity below the places
 * sold, or closing sales while the number sold changed). Undefined for any other failure.
 */
export function placesSoldIn(error: unknown, codes: ReadonlySet<string>): number | undefined {
  if (!isApiError(error) || !codes.has(error.code ?? '')) return undefined;
  const used = (error.body as { params?: { used?: unknown } }).params?.used;
  return typeof used === 'number' && used > 0 ? used : undefined;
}

export interface ClosingSalesOptions {
  /** The refusal codes that name the places sold (`params.used`). */
  codes: ReadonlySet<string>;
  /** The question: the server's refusal message and the places sold it names. */
  question: (refusal: string, used: number) => ConfirmOptions;
}

/**
 * Saves a capacity; when the server refuses one below the places sold, shows its message and offers
 * to close sales at the places sold instead: `save` runs again with that number (the screen sends
 * it as the capacity, or as the race's `closeSalesAt`). When more were sold meanwhile the server
 * refuses again with the new number and the admin is asked again. Declining keeps the refusal,
 * which the form then shows.
 */
export function useClosingSales({ codes, question }: ClosingSalesOptions) {
  const confirm = useConfirm();
  return async <T>(save: (closeAt: number | undefined) => Promise<T>): Promise<T> => {
    let closeAt: number | undefined;
    for (;;) {
      try {
        return await save(closeAt);
      } catch (error) {
        const used = placesSoldIn(error, codes);
        if (used === undefined || !isApiError(error)) throw error;
        if (!(await confirm(question(error.message, used)))) throw error;
        closeAt = used;
      }
    }
  };
}
