import { useEffect, useState } from 'react';

/** What a form changing one registration (its details, its race) is given by My registrations. */
export interface ItemChangeFormProps {
  itemId: string;
  onDone: () => void;
  /** Where the browser goes to pay (replaced in tests). */
  redirect?: (url: string) => void;
}

export const goToPayment = (url: string) => window.location.assign(url);

/**
 * What the server says one registration may change, read when the form opens (again for another
 * registration; an abandoned read is not a failure): the answer, kept replaceable by the change's
 * own answer, and why it could not be read. `read` is a module function (stable).
 */
export function useItemChangeState<T>(
  itemId: string,
  read: (itemId: string, signal: AbortSignal) => Promise<T>,
) {
  const [state, setState] = useState<T | null>(null);
  const [loadFailed, setLoadFailed] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    read(itemId, controller.signal).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setLoadFailed(error instanceof Error ? error.message : String(error));
    });
    return () => controller.abort();
  }, [itemId, read]);
  return { state, setState, loadFailed };
}
