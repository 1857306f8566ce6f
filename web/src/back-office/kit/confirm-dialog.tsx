import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';
import { dialogSlotRecipe } from './recipes';

export interface ConfirmOptions {
  title: string;
  /** The question in full: what happens when the user confirms. */
  body?: ReactNode;
  /** Defaults to "Confirm". Name the action ("Delete order") rather than "OK". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Confirming destroys or discards something: the confirm button turns red. */
  destructive?: boolean;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
  /** Where the focus goes back to: the control that asked. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The one dialog host of the back office: `useConfirm()` anywhere below asks through it. The least
 * destructive answer (cancel) has the initial focus, Escape and the backdrop answer "no", and the
 * focus returns to the control that asked.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  const [pending, setPending] = useState<Pending | null>(null);
  // The texts stay while the dialog animates out.
  const [shown, setShown] = useState<ConfirmOptions | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = useCallback<Confirm>((options) => {
    // A second question replaces the first, which counts as declined.
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const active = document.activeElement;
      const next: Pending = {
        options,
        resolve,
        returnFocusTo: active instanceof HTMLElement && active !== document.body ? active : null,
      };
      pendingRef.current = next;
      setPending(next);
      setShown(options);
    });
  }, []);

  const answer = (value: boolean) => {
    const current = pendingRef.current;
    if (!current) return;
    pendingRef.current = null;
    setPending(null);
    current.resolve(value);
  };

  // A question left open when the host goes away is declined, so no caller waits forever.
  useEffect(() => () => pendingRef.current?.resolve(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog.Root
        recipe={dialogSlotRecipe}
        role="alertdialog"
        open={pending !== null}
        onOpenChange={(event) => {
          if (!event.open) answer(false);
        }}
        initialFocusEl={() => cancelRef.current}
        finalFocusEl={() => pending?.returnFocusTo ?? null}
        placement="center"
        motionPreset="slide-in-bottom"
        lazyMount
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content bg="bg.panel">
              {shown && (
                <>
                  <Dialog.Header>
                    <Dialog.Title>{shown.title}</Dialog.Title>
                  </Dialog.Header>
                  {shown.body !== undefined && (
                    <Dialog.Body>
                      <Dialog.Description asChild>
                        {typeof shown.body === 'string' ? <Text>{shown.body}</Text> : <div>{shown.body}</div>}
                      </Dialog.Description>
                    </Dialog.Body>
                  )}
                  <Dialog.Footer flexWrap="wrap">
                    <Button ref={cancelRef} variant="outline" onClick={() => answer(false)}>
                      {shown.cancelLabel ?? t('confirm.cancel')}
                    </Button>
                    <Button colorPalette={shown.destructive ? 'red' : 'brand'} onClick={() => answer(true)}>
                      {shown.confirmLabel ?? t('confirm.confirm')}
                    </Button>
                  </Dialog.Footer>
                </>
              )}
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ConfirmContext.Provider>
  );
}

/** `await confirm({ title, body, confirmLabel, destructive })` → true when the user confirmed. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it (the back-office layout).');
  return confirm;
}
