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

/** The record a refusal names (`params.id`): which item of an update-many was refused. */
function refusedIdIn(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const id = (error.body as { params?: { id?: unknown } } | undefined)?.params?.id;
  return typeof id === 'string' ? id : undefined;
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

/**
 * The same for an update-many call (each item its single update, in order; the first refusal stops
 * the rest, the ones before it stay saved): when the server refuses an item's capacity below the
 * places sold, asks as above and sends again from that item on, that item closing sales
 * (`closeSalesAt`). Answers what the last call saved.
 */
export function useClosingSalesMany(options: ClosingSalesOptions) {
  const confirm = useConfirm();
  return async <I extends { id: string; closeSalesAt?: number }, R>(
    items: readonly I[],
    send: (items: I[]) => Promise<R[]>,
  ): Promise<R[]> => {
    let pending = [...items];
    for (;;) {
      try {
        return await send(pending);
      } catch (error) {
        const used = placesSoldIn(error, options.codes);
        const at = pending.findIndex((item) => item.id === refusedIdIn(error));
        if (used === undefined || at < 0 || !isApiError(error)) throw error;
        if (!(await confirm(options.question(error.message, used)))) throw error;
        pending = pending.slice(at).map((item, i) => (i === 0 ? { ...item, closeSalesAt: used } : item));
      }
    }
  };
}
