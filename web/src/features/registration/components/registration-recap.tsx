import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { itemTotal } from '../model/registration-state';
import { REGISTRATION_NS } from '../registration-namespace';
import { useMoney } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';

function itemName(item: RegistrationView['items'][number]): string {
  return [item.eventName, item.subEventName, item.categoryName, item.waveName, item.teamName]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' – ');
}

/** The order's items and prices. */
export function RegistrationRecap({ view }: { view: RegistrationView }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const money = useMoney();
  const row = (label: string, value: string, testId: string, strong = false) => (
    <>
      <Text as="dt" fontWeight={strong ? 'bold' : 'normal'}>
        {label}
      </Text>
      <Text
        as="dd"
        textAlign="end"
        fontWeight={strong ? 'bold' : 'semibold'}
        whiteSpace="nowrap"
        data-testid={testId}
      >
        {value}
      </Text>
    </>
  );
  return (
    <PanelSection headingId="recap-heading" title={t('recap.title')}>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('recap.items')}>
        {view.items.map((item, index) => (
          <Flex
            as="li"
            key={index}
            gap="3"
            align="flex-start"
            justify="space-between"
            borderBottomWidth="1px"
            pb="3"
          >
            <Box minW="0">
              <Text fontWeight="medium">{itemName(item)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {`${item.firstName} ${item.lastName}`.trim()}
              </Text>
            </Box>
            <Text fontWeight="semibold" whiteSpace="nowrap">
              {money(itemTotal(item), view.currency)}
            </Text>
          </Flex>
        ))}
      </Stack>
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" columnGap="4" rowGap="1">
        {row(t('recap.base'), money(view.basePrice, view.currency), 'reg-base')}
        {row(t('recap.additionals'), money(view.additionalsPrice, view.currency), 'reg-additionals')}
        {view.discountAmount > 0 &&
          row(t('recap.discount'), `−${money(view.discountAmount, view.currency)}`, 'reg-discount')}
        {row(t('recap.total'), money(view.calculatedPrice, view.currency), 'reg-total', true)}
      </Box>
    </PanelSection>
  );
}
