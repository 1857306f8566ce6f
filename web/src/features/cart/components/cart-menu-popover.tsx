import { Box, Button, Flex, Group, IconButton, Popover, Portal, Stack, Text, Theme } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-recipes/popover';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { CURRENCY_CODES, type CurrencyCode } from '@shared/codelists/enums';
import { formatMoney, isPriceRange } from '@shared/money';
import { CartIcon, CloseIcon } from '../../../components/icons';
import { MenuTriggerButton } from '../../../components/menu-trigger-button';
import { isLocale } from '../../../lib/i18n';
import { useSeriesStyling } from '../../../lib/series-styling';
import { CART_NS } from '../cart-namespace';
import { cartItemName } from '@shared/cart/cart-item';
import { dismissCartErrors, removeCartItem, requestCurrencyChange } from '../model/cart-actions';
import { cartTotal } from '../model/cart-rules';
import { useCart, useCartErrors } from '../model/cart-store';

function usePriceFormatter(currency: CurrencyCode) {
  const { i18n } = useTranslation(CART_NS);
  const locale = isLocale(i18n.language) ? i18n.language : 'cs';
  return (price: number, priceTo?: number | null) =>
    isPriceRange(price, priceTo)
      ? `${formatMoney(price, currency, locale)} – ${formatMoney(priceTo as number, currency, locale)}`
      : formatMoney(price, currency, locale);
}

function CurrencySwitch({ onChange }: { onChange: (currency: CurrencyCode) => void }) {
  const { t } = useTranslation(CART_NS);
  const { currency } = useCart();
  return (
    <Group attached role="group" aria-label={t('currency')}>
      {CURRENCY_CODES.map((code) => (
        <Button
          key={code}
          size="2xs"
          px="2"
          variant={code === currency ? 'solid' : 'outline'}
          colorPalette={code === currency ? 'brand' : 'gray'}
          aria-pressed={code === currency}
          onClick={() => onChange(code)}
        >
          {code}
        </Button>
      ))}
    </Group>
  );
}

function CartErrors() {
  const { t } = useTranslation(CART_NS);
  const errors = useCartErrors();
  if (errors.length === 0) return null;
  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.error"
      color="fg.error"
      borderRadius="md"
      px="3"
      py="2"
      fontSize="sm"
      maxH="24"
      overflowY="auto"
      flexShrink={0}
    >
      <Flex align="flex-start" gap="2">
        <Stack as="ul" listStyleType="none" gap="1" flex="1" aria-label={t('errors.title')}>
          {errors.map((error) => (
            <li key={error.id}>{t(error.key, error.values)}</li>
          ))}
        </Stack>
        <IconButton
          size="2xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('errors.dismiss')}
          onClick={dismissCartErrors}
        >
          <CloseIcon />
        </IconButton>
      </Flex>
    </Box>
  );
}

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
  const { t } = useTranslation(CART_NS);
  const { items, currency } = useCart();
  const styling = useSeriesStyling().cart;
  const price = usePriceFormatter(currency);
  const [open, setOpen] = useState(false);
  // Opened right after mounting (not mounted open) so the popover runs its normal opening:
  // focus moves into the dropdown and returns to the trigger when it closes.
  useEffect(() => {
    if (!openOnMount) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnMount]);
  const count = items.length;
  const total = cartTotal(items);
  const listRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  // Focus stays in the dropdown: on the next item's remove button, or the empty-cart message.
  const remove = (index: number) => {
    removeCartItem(index);
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
      const next = buttons && buttons.length > 0 ? buttons[Math.min(index, buttons.length - 1)] : null;
      (next ?? emptyRef.current)?.focus();
    });
  };

  const changeCurrency = (code: CurrencyCode) => {
    // A non-empty cart asks first, in the cart's dialog: the dropdown gives way to it.
    if (count > 0 && code !== currency) setOpen(false);
    requestCurrencyChange(code);
  };

  return (
    <Popover.Root
      // The recipe travels with this chunk, not in the design system (app/chakra-system.ts).
      recipe={popoverSlotRecipe}
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end', gutter: 6 }}
    >
      <Popover.Trigger asChild>
        <MenuTriggerButton
          icon={<CartIcon />}
          label={label}
          text={t('cart.title', { ns: 'common' })}
          badge={badge}
        />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="400px"
            height="300px"
            maxW="calc(100vw - 16px)"
            overflow="hidden"
            css={{ '@media (max-width: 499.98px)': { width: '350px' } }}
          >
            <Theme
              appearance={styling?.appearance}
              hasBackground={false}
              colorPalette="brand"
              bg={styling?.bg}
              color={styling?.fg ?? 'fg'}
              height="100%"
              borderRadius="inherit"
            >
              <Popover.Body
                p="4"
                display="flex"
                flexDirection="column"
                gap="3"
                height="100%"
                overflow="hidden"
              >
                <Flex align="center" justify="space-between" gap="2" flexShrink={0}>
                  <Popover.Title fontWeight="semibold" fontSize="md">
                    {t('cart.title', { ns: 'common' })}
                  </Popover.Title>
                  <CurrencySwitch onChange={changeCurrency} />
                </Flex>
                <CartErrors />
                {count === 0 ? (
                  <Flex flex="1" align="center" justify="center">
                    <Text
                      ref={emptyRef}
                      tabIndex={-1}
                      outline="none"
                      color={styling ? undefined : 'fg.muted'}
                    >
                      {t('empty')}
                    </Text>
                  </Flex>
                ) : (
                  <>
                    <Stack
                      ref={listRef}
                      as="ul"
                      listStyleType="none"
                      gap="2"
                      flex="1"
                      minH="0"
                      overflowY="auto"
                      aria-label={t('items')}
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
                            <Text flex="1" fontSize="sm" minW="0">
                              {name}
                            </Text>
                            <Text fontSize="sm" fontWeight="semibold" whiteSpace="nowrap">
                              {price(item.price, item.priceTo)}
                            </Text>
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t('remove', { name })}
                              data-remove
                              onClick={() => remove(index)}
                            >
                              <CloseIcon />
                            </IconButton>
                          </Flex>
                        );
                      })}
                    </Stack>
                    <Flex
                      justify="space-between"
                      align="baseline"
                      borderTopWidth="1px"
                      pt="2"
                      flexShrink={0}
                      data-testid="cart-total"
                    >
                      <Text fontWeight="semibold">{t('total')}</Text>
                      <Text fontWeight="bold">
                        {price(total.price, total.isRange ? total.priceTo : null)}
                      </Text>
                    </Flex>
                    <Button asChild colorPalette="brand" size="sm" flexShrink={0}>
                      <RouterLink to="/checkout" onClick={() => setOpen(false)}>
                        {t('checkout')}
                      </RouterLink>
                    </Button>
                  </>
                )}
              </Popover.Body>
            </Theme>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
