import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from '../lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Mounts the toast area once the first toast is requested. */
export function ToasterHost() {
  const needed = useSyncExternalStore(subscribeToastRequests, toastsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
