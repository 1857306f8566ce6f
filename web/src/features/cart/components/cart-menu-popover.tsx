import { Button, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon, CloseIcon } from '../../../components/icons';
import { MenuTriggerButton } from '../../../components/menu-trigger-button';
import { notify } from '../../../lib/notify';
import { cartItemName } from '../model/cart';
import { removeCartItem, useCart } from '../model/cart-store';

/** The cart dropdown itself (loaded on first use, see cart-menu.tsx). */
export default function CartMenuPopover({
  label,
  badge,
  openOnMount,
}: {
  label: string;
  badge: React.ReactNode;
  openOnMount: boolean;
}) {
  const { t } = useTranslation();
  const { items } = useCart();
  const [open, setOpen] = useState(false);
  // Opened right after mounting (not mounted open) so the popover runs its normal opening:
  // focus moves into the dropdown and returns to the trigger when it closes.
  useEffect(() => {
    if (!openOnMount) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnMount]);
  const count = items.length;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
    >
      <Popover.Trigger asChild>
        <MenuTriggerButton icon={<CartIcon />} label={label} text={t('cart.title')} badge={badge} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="400px"
            height="300px"
            maxW="calc(100vw - 16px)"
            css={{ '@media (max-width: 499.98px)': { width: '350px' } }}
          >
            <Popover.Body p="4" display="flex" flexDirection="column" gap="3" height="100%" overflow="hidden">
              <Popover.Title fontWeight="semibold" fontSize="md">
                {t('cart.title')}
              </Popover.Title>
              {count === 0 ? (
                <Flex flex="1" align="center" justify="center">
                  <Text color="fg.muted">{t('cart.empty')}</Text>
                </Flex>
              ) : (
                <>
                  <Stack
                    as="ul"
                    listStyleType="none"
                    gap="2"
                    flex="1"
                    overflowY="auto"
                    aria-label={t('cart.items')}
                  >
                    {items.map((item, index) => {
                      const name = cartItemName(item);
                      return (
                        <Flex
                          as="li"
                          key={`${item.seriesSubEventGuid}-${item.categoryGuid}-${index}`}
                          gap="2"
                          align="center"
                        >
                          <Text flex="1" fontSize="sm">
                            {name}
                          </Text>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-label={t('cart.remove', { name })}
                            onClick={() => {
                              removeCartItem(index);
                              notify.success(t('cart.itemRemoved'));
                            }}
                          >
                            <CloseIcon />
                          </IconButton>
                        </Flex>
                      );
                    })}
                  </Stack>
                  <Button asChild colorPalette="brand" size="sm">
                    <RouterLink to="/checkout" onClick={() => setOpen(false)}>
                      {t('cart.checkout')}
                    </RouterLink>
                  </Button>
                </>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
