import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BankPaymentRow } from '@shared/payments/bank-payment-schemas';
import { BANK_PAYMENTS_NS } from '../bank-payments-namespace';

const PALETTE: Partial<Record<BankPaymentRow['status'], string>> = {
  paid: 'green',
  manual: 'green',
  overpaid: 'orange',
  underpaid: 'orange',
  duplicate: 'red',
  orderClosed: 'red',
  currencyMismatch: 'red',
  unknownVariableSymbol: 'gray',
  unknownInstructionId: 'gray',
  unmatched: 'gray',
  discarded: 'gray',
};

/** A bank payment's match as a labelled badge (text, not colour alone, carries the meaning). */
export function BankPaymentStatus({ status }: { status: BankPaymentRow['status'] }) {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
