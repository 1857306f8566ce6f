import { useDeferredValue, useState, type ReactNode } from 'react';
import { isPrerendering } from '../lib/prerender';

/**
 * Renders its children in a follow-up, interruptible render rather than with the rest of the page:
 * below-the-fold parts (footer, secondary sections) then do not add to the page's first commit,
 * which is one uninterruptible task. The content appears a moment after the page, never before.
 * A prerendered page has them in its HTML: rendered at once there and while hydrating it.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const [eager] = useState(isPrerendering);
  const ready = useDeferredValue(true, eager);
  return ready ? children : null;
}
