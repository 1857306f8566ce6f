import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a follow-up, interruptible render rather than with the rest of the page:
 * below-the-fold parts (footer, secondary sections) then do not add to the page's first commit,
 * which is one uninterruptible task. The content appears a moment after the page, never before.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
