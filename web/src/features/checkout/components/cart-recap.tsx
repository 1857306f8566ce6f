import { Box, Button, Dialog, Flex, Heading, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { CloseIcon } from '../../../components/icons';
import { CHECKOUT_NS } from '../checkout-namespace';
import { checkoutItemName } from '../model/item-name';
import { useMoney } from '../../../lib/use-money';
import { dialogSlotRecipe } from './recipes';

/**
 * Recap of the order (spec §2): each item with its price and a remove button; removing asks for
 * confirmation showing the item's name joined by dashes (spec §8).
 */
export function CartRecap({
  items,
  currency,
  onRemove,
}: {
  items: readonly CheckoutItemData[];
  currency: CurrencyCode;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const money = useMoney();
  const [pending, setPending] = useState<{ index: number; name: string } | null>(null);
  // The name stays while the dialog animates out.
  const [shown, setShown] = useState<{ index: number; name: string } | null>(null);
  if (pending && pending !== shown) setShown(pending);
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Stack
      as="section"
      aria-labelledby="recap-heading"
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size={{ base: 'md', md: 'lg' }} id="recap-heading">
        {t('recap.title')}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('recap.items')}>
        {items.map((item, index) => {
          const name = checkoutItemName(item);
          return (
            <Flex
              as="li"
              key={`${item.subEventGuid}-${item.categoryGuid}-${index}`}
              gap="3"
              align="center"
              borderBottomWidth={index < items.length - 1 ? '1px' : undefined}
              pb="2"
            >
              <Box flex="1" minW="0">
                <Text fontWeight="medium">{name}</Text>
                {item.pricingName && (
                  <Text fontSize="sm" color="fg.muted">
                    {item.pricingName}
                  </Text>
                )}
              </Box>
              <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="recap-price">
                {money(item.price, currency)}
              </Text>
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('recap.remove', { name })}
                onClick={() => setPending({ index, name })}
              >
                <CloseIcon />
              </IconButton>
            </Flex>
          );
        })}
      </Stack>

      <Dialog.Root
        recipe={dialogSlotRecipe}
        role="alertdialog"
        open={pending !== null}
        onOpenChange={(e) => {
          if (!e.open) setPending(null);
        }}
        initialFocusEl={() => cancelRef.current}
        placement="center"
        motionPreset="slide-in-bottom"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('recap.confirmTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{t('recap.confirmText', { name: shown?.name ?? '' })}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button ref={cancelRef} variant="outline" onClick={() => setPending(null)}>
                  {t('recap.cancel')}
                </Button>
                <Button
                  colorPalette="red"
                  onClick={() => {
                    if (pending) onRemove(pending.index);
                    setPending(null);
                  }}
                >
                  {t('recap.confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
