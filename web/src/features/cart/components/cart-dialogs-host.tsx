import { lazy, Suspense, useState } from 'react';
import { usePendingConfirmation } from '../model/cart-store';

const CartDialogs = lazy(() => import('./cart-dialogs'));

/** Mounts the cart's confirmation dialog once a first confirmation is needed (its code loads then). */
export function CartDialogsHost() {
  const pending = usePendingConfirmation();
  const [needed, setNeeded] = useState(false);
  if (pending && !needed) setNeeded(true);
  if (!needed && !pending) return null;
  return (
    <Suspense fallback={null}>
      <CartDialogs />
    </Suspense>
  );
}
