import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-recipes/dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cartItemName } from '@shared/cart/cart-item';
import { CART_NS } from '../cart-namespace';
import { cancelPending, confirmPending } from '../model/cart-actions';
import { useCart, usePendingConfirmation, type PendingConfirmation } from '../model/cart-store';

interface Texts {
  title: string;
  body: string[];
  confirm: string;
  /** Confirming empties a non-empty cart. */
  destructive: boolean;
}

function useTexts(pending: PendingConfirmation | null): Texts | null {
  const { t } = useTranslation(CART_NS);
  const cart = useCart();
  if (!pending) return null;
  const count = cart.items.length;
  const destructive = count > 0;
  const clearing = destructive ? [t('confirm.clearsItems', { count })] : [];
  switch (pending.kind) {
    case 'otherSeries':
      return {
        title: t('confirm.otherSeriesTitle'),
        body: [t('confirm.otherSeriesText', { name: cartItemName(pending.item) }), ...clearing],
        confirm: t('confirm.otherSeriesConfirm'),
        destructive,
      };
    case 'currencyRefused':
      return {
        title: t('confirm.currencyRefusedTitle'),
        body: [
          t('errors.currencyNotSold', { name: pending.item.seriesEventName, currency: cart.currency }),
          t('confirm.currencyRefusedText', { currency: pending.currency }),
          ...clearing,
        ],
        confirm: t('confirm.currencyRefusedConfirm', { currency: pending.currency }),
        destructive,
      };
    case 'currencyChange':
      return {
        title: t('confirm.currencyChangeTitle'),
        body: [
          t('confirm.currencyChangeText', { from: cart.currency, currency: pending.currency }),
          ...clearing,
        ],
        confirm: t('confirm.currencyChangeConfirm', { currency: pending.currency }),
        destructive,
      };
  }
}

/**
 * The cart's warning dialog (spec §8): adding an item of another series, switching to the currency
 * an event sells in, or changing the currency of a non-empty cart. Confirming empties the cart
 * first; the least destructive action (cancel) has the initial focus.
 */
export default function CartDialogs() {
  const { t } = useTranslation(CART_NS);
  const pending = usePendingConfirmation();
  const current = useTexts(pending);
  // The texts stay while the dialog animates out (pending is already null then).
  const [texts, setTexts] = useState<Texts | null>(current);
  if (current && JSON.stringify(current) !== JSON.stringify(texts)) setTexts(current);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={pending !== null}
      onOpenChange={(e) => {
        if (!e.open) cancelPending();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {texts && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{texts.title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Dialog.Description asChild>
                    <Stack gap="2">
                      {texts.body.map((line) => (
                        <Text key={line}>{line}</Text>
                      ))}
                    </Stack>
                  </Dialog.Description>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button ref={cancelRef} variant="outline" onClick={cancelPending}>
                    {t('confirm.cancel')}
                  </Button>
                  <Button colorPalette={texts.destructive ? 'red' : 'brand'} onClick={confirmPending}>
                    {texts.confirm}
                  </Button>
                </Dialog.Footer>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
