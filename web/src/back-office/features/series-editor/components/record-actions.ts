import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage, notify } from '../../../../lib/notify';
import { useConfirm } from '../../../kit';
import { SERIES_EDITOR_KEY } from '../api/series-editor-queries';
import { SERIES_EDITOR_NS } from '../series-editor-namespace';

/** After a change every editor query reloads (lists, the race, the histories). */
export function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SERIES_EDITOR_KEY });
}

/** A record saved in place: reload, say when the public pages show it, close its form. */
export function useSaved() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const refresh = useRefresh();
  return async (close: () => void) => {
    await refresh();
    notify.success(t('form.cacheNote'), t('races.savedRecord'));
    close();
  };
}

/** Asks, deletes, reloads; a refused delete (registrations) says why. */
export function useDelete() {
  const { t } = useTranslation(SERIES_EDITOR_NS);
  const confirm = useConfirm();
  const refresh = useRefresh();
  return async (
    name: string,
    call: () => Promise<unknown>,
    options: { body?: string; after?: () => void } = {},
  ) => {
    const yes = await confirm({
      title: t('races.deleteTitle', { name }),
      body: options.body ?? t('races.deleteRecordBody', { name }),
      confirmLabel: t('races.deleteConfirm'),
      destructive: true,
    });
    if (!yes) return;
    try {
      await call();
      notify.success(t('races.deleted', { name }));
      options.after?.();
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
}
