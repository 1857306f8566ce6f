import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-recipes/dialog';
import { useRef } from 'react';

/**
 * A yes/no question of a runner's page (leave the form? remove the item?) as an alert dialog: the
 * safe answer has the focus and is what Escape and a click outside mean; the other one is red.
 */
export function QuestionDialog({
  open,
  title,
  text,
  safeLabel,
  riskyLabel,
  onAnswer,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  safeLabel: string;
  riskyLabel: string;
  /** true: the red answer (leave, remove); false: the safe one, Escape or a click outside. */
  onAnswer: (risky: boolean) => void;
  testId?: string;
}) {
  const safeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onAnswer(false);
      }}
      initialFocusEl={() => safeRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{text}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={safeRef} variant="outline" onClick={() => onAnswer(false)}>
                {safeLabel}
              </Button>
              <Button colorPalette="red" onClick={() => onAnswer(true)}>
                {riskyLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
