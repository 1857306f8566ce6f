import { Suspense, type ReactNode } from 'react';
import { useLazyActivation } from './lazy-activation';
import { MenuTriggerButton, type MenuTriggerButtonProps } from './menu-trigger-button';

/**
 * A top-bar dropdown whose code loads on first use (the user menu, the cart): until then its
 * trigger's look alone, which starts the download on hover or focus and, clicked, shows `menu`
 * (the lazy dropdown, opened on mount) with the look as the fallback while it loads.
 */
export function LazyMenu({
  load,
  menu,
  ...look
}: Pick<MenuTriggerButtonProps, 'icon' | 'label' | 'text' | 'badge'> & {
  load: () => Promise<unknown>;
  menu: ReactNode;
}) {
  const { activated, preload, activate } = useLazyActivation(load);
  const placeholder = (
    <MenuTriggerButton
      {...look}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={activate}
    />
  );
  if (!activated) return placeholder;
  return <Suspense fallback={placeholder}>{menu}</Suspense>;
}
