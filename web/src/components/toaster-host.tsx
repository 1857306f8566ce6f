import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from '../lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toast area once the first toast is requested. */
export function ToasterHost() {
  // No toast in a prerendered page (app/server-render.tsx) nor while the browser hydrates it.
  const needed = useSyncExternalStore(subscribeToastRequests, toastsRequested, toastsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
