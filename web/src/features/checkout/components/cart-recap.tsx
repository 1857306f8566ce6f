import { Box, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutItemData } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { CloseIcon } from '../../../components/icons';
import { CHECKOUT_NS } from '../checkout-namespace';
import { checkoutItemName } from '../model/item-name';
import { useMoney } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';
import { QuestionDialog } from '../../../components/question-dialog';

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

  return (
    <PanelSection headingId="recap-heading" title={t('recap.title')} gap="3">
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

      <QuestionDialog
        open={pending !== null}
        title={t('recap.confirmTitle')}
        text={t('recap.confirmText', { name: shown?.name ?? '' })}
        safeLabel={t('recap.cancel')}
        riskyLabel={t('recap.confirm')}
        onAnswer={(remove) => {
          if (remove && pending) onRemove(pending.index);
          setPending(null);
        }}
      />
    </PanelSection>
  );
}
