import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BankTransfer } from '@shared/self-service/transfer-schemas';
import { formatDate } from '../../../lib/dates';
import { useMoney } from '../../../lib/use-money';
import { TRANSFER_NS } from './transfer-namespace';

/**
 * The transfer fee's bank transfer: the QR Platba code and the same data as text. The order pages'
 * own panel lives in the registration feature, which this one may not import; the data and its
 * QR come from the same server code (the order's bank transfer schema and QR Platba builder).
 */
export function TransferBankDetails({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation(TRANSFER_NS);
  const money = useMoney();
  const rows: Array<[string, string]> = [
    [t('bank.accountNumber'), transfer.accountNumber],
    [t('bank.iban'), transfer.iban],
    [t('bank.amount'), money(transfer.amount, transfer.currency)],
    [t('bank.variableSymbol'), transfer.variableSymbol],
    ...(transfer.constantSymbol
      ? [[t('bank.constantSymbol'), transfer.constantSymbol] as [string, string]]
      : []),
    ...(transfer.message ? [[t('bank.message'), transfer.message] as [string, string]] : []),
  ];
  return (
    <Box as="section" aria-labelledby="transfer-bank-heading" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="transfer-bank-heading" mb="2">
        {t('bank.heading')}
      </Heading>
      <Text mb="3">{t('bank.intro', { date: transfer.dueDate ? formatDate(transfer.dueDate) : '' })}</Text>
      <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        <Image src={transfer.qrDataUrl} alt={t('bank.qrAlt')} boxSize="180px" alignSelf="center" />
        <Stack as="dl" gap="1" flex="1">
          {rows.map(([label, value]) => (
            <Flex key={label} gap="2" wrap="wrap">
              <Text as="dt" fontWeight="medium" minW="10rem">
                {label}
              </Text>
              <Text as="dd" data-testid={label === t('bank.variableSymbol') ? 'transfer-fee-vs' : undefined}>
                {value}
              </Text>
            </Flex>
          ))}
        </Stack>
      </Flex>
    </Box>
  );
}
