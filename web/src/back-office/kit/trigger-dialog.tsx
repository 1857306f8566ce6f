import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dialogSlotRecipe } from './recipes';

/**
 * A dialog opened by its own button (a form in a dialog: group e-mail, change of an item): mounted
 * only while open, so each opening starts from fresh state; the focus returns to the button.
 */
export function TriggerDialog({
  open,
  onOpenChange,
  size,
  trigger,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  size: 'md' | 'lg';
  /** The button that opens it. */
  trigger: ReactNode;
  /** Header, body and footer (a form may wrap them). */
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={size}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content bg="bg.panel">{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
