import { Box, Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCheckAnswer } from '@shared/checkout/checkout-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { CloseIcon } from '../../../components/icons';
import { CHECKOUT_NS } from '../checkout-namespace';
import type { ErrorMap } from '../model/validate';
import type { DiscountMessage } from './use-discounts';
import { describedBy, FieldShell, useErrorText } from './form-bits';
import { useMoney } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';

const DISCOUNT_INPUT_ID = 'co-discount-code';

/** Discount codes (spec §2): apply one, see each result's message, remove applied codes. */
export function DiscountSection({
  applied,
  message,
  pending,
  errors,
  currency,
  onApply,
  onRemove,
}: {
  applied: readonly DiscountCheckAnswer[];
  message: DiscountMessage | null;
  pending: boolean;
  errors: ErrorMap;
  currency: CurrencyCode;
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation(CHECKOUT_NS);
  const errorText = useErrorText();
  const money = useMoney();
  const [code, setCode] = useState('');
  const serverErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('discounts.'))
    .flatMap(([, list]) => list);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || pending) return;
    if (await onApply(trimmed)) setCode('');
  };

  const messageText = message
    ? (message.text ?? t(`discount.${message.result}`, { ns: 'errors', code: message.code }))
    : null;
  const ok = message?.result === 'none';

  return (
    <PanelSection headingId="discount-heading" title={t('discount.title')}>
      <FieldShell id={DISCOUNT_INPUT_ID} label={t('discount.code')}>
        <Flex gap="2" maxW="md">
          <Input
            id={DISCOUNT_INPUT_ID}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={50}
            aria-describedby={describedBy(DISCOUNT_INPUT_ID, false, false)}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              // The discount input lives inside the order form: Enter applies the code, it does not submit the order.
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button
            variant="outline"
            onClick={() => void submit()}
            loading={pending}
            disabled={code.trim() === ''}
          >
            {t('discount.apply')}
          </Button>
        </Flex>
      </FieldShell>
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="discount-message">
        {messageText && (
          <Text color={ok ? 'fg.success' : 'fg.error'} fontWeight="medium">
            {messageText}
          </Text>
        )}
      </Box>
      {serverErrors.length > 0 && (
        <Box color="fg.error" data-invalid>
          {serverErrors.map((e, i) => (
            <Text key={i}>{errorText(e)}</Text>
          ))}
        </Box>
      )}
      {applied.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('discount.applied')}>
          {applied.map((discount) => (
            <Flex
              as="li"
              key={discount.code}
              align="center"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
            >
              <Box flex="1" minW="0">
                <Text fontWeight="semibold">{discount.code}</Text>
                {discount.description && (
                  <Text fontSize="sm" color="fg.muted">
                    {discount.description}
                  </Text>
                )}
              </Box>
              <Text fontWeight="semibold" whiteSpace="nowrap">
                −{money(discount.amount, currency)}
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('discount.remove', { code: discount.code })}
                onClick={() => onRemove(discount.code)}
              >
                <CloseIcon />
              </IconButton>
            </Flex>
          ))}
        </Stack>
      )}
    </PanelSection>
  );
}
