import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { formatDate } from '../../../lib/dates';
import { REGISTRATION_NS } from '../registration-namespace';
import { CopyButton } from './copy-button';
import { useLocale, useMoney } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';

type BankTransfer = NonNullable<RegistrationView['bankTransfer']>;

/** Amount to type into a bank app: major units with the language's decimal separator, no currency. */
function plainAmount(minor: number, locale: 'cs' | 'en'): string {
  const value = minor / 100;
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return locale === 'cs' ? text.replace('.', ',') : text;
}

/** Bank transfer of spec §2: the QR Platba code and the same data as text, each with a copy button. */
export function BankTransferDetails({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const locale = useLocale();
  const money = useMoney();
  const rows: Array<{ key: string; label: string; shown: string; copy: string | null }> = [
    {
      key: 'accountNumber',
      label: t('bank.accountNumber'),
      shown: transfer.accountNumber,
      copy: transfer.accountNumber,
    },
    { key: 'iban', label: t('bank.iban'), shown: transfer.iban, copy: transfer.iban.replace(/\s+/g, '') },
    ...(transfer.swift
      ? [{ key: 'swift', label: t('bank.swift'), shown: transfer.swift, copy: transfer.swift }]
      : []),
    {
      key: 'amount',
      label: t('bank.amount'),
      shown: money(transfer.amount, transfer.currency),
      copy: plainAmount(transfer.amount, locale),
    },
    { key: 'currency', label: t('bank.currency'), shown: transfer.currency, copy: null },
    {
      key: 'variableSymbol',
      label: t('bank.variableSymbol'),
      shown: transfer.variableSymbol,
      copy: transfer.variableSymbol,
    },
    ...(transfer.constantSymbol
      ? [
          {
            key: 'constantSymbol',
            label: t('bank.constantSymbol'),
            shown: transfer.constantSymbol,
            copy: transfer.constantSymbol,
          },
        ]
      : []),
    ...(transfer.message
      ? [{ key: 'message', label: t('bank.message'), shown: transfer.message, copy: transfer.message }]
      : []),
    ...(transfer.dueDate
      ? [{ key: 'dueDate', label: t('bank.dueDate'), shown: formatDate(transfer.dueDate), copy: null }]
      : []),
  ];

  return (
    <PanelSection headingId="bank-heading" title={t('bank.title')} testId="bank-transfer">
      <Text color="fg.muted">{t('bank.lead')}</Text>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'flex-start' }}>
        <Stack align="center" gap="1" flexShrink={0}>
          <Box bg="white" p="2" borderRadius="md" borderWidth="1px">
            <Image
              src={transfer.qrDataUrl}
              alt={t('bank.qrAlt', {
                amount: money(transfer.amount, transfer.currency),
                vs: transfer.variableSymbol,
              })}
              width="200px"
              height="200px"
              data-testid="payment-qr"
            />
          </Box>
          <Text fontSize="sm" color="fg.muted" textAlign="center" maxW="220px">
            {t('bank.qrHint')}
          </Text>
        </Stack>
        <Box
          as="dl"
          flex="1"
          w="full"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'auto 1fr' }}
          columnGap="4"
          rowGap={{ base: '1', sm: '2' }}
          alignItems="center"
        >
          {rows.map((row) => (
            <Box key={row.key} display="contents" data-testid={`bank-${row.key}`}>
              <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
                {row.label}
              </Text>
              <Flex as="dd" gap="3" align="center" justify="space-between" minW="0">
                <Text
                  as="span"
                  fontWeight="semibold"
                  wordBreak="break-word"
                  fontVariantNumeric="tabular-nums"
                >
                  {row.shown}
                </Text>
                {row.copy && <CopyButton value={row.copy} label={row.label} />}
              </Flex>
            </Box>
          ))}
        </Box>
      </Flex>
    </PanelSection>
  );
}
