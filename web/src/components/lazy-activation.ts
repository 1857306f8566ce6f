import { useCallback, useState } from 'react';

/**
 * For widgets whose code loads on first use (top-bar dropdowns): `preload` starts the download
 * (hover, focus), `activate` swaps the placeholder for the real widget, opened.
 */
export function useLazyActivation(load: () => Promise<unknown>) {
  const [activated, setActivated] = useState(false);
  const preload = useCallback(() => {
    void load();
  }, [load]);
  const activate = useCallback(() => {
    void load();
    setActivated(true);
  }, [load]);
  return { activated, preload, activate };
}
