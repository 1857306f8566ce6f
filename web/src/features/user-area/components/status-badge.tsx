import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { USER_AREA_NS } from '../user-area-namespace';

export type PaymentStatus = 'paid' | 'unpaid' | 'expired' | 'cancelled';

export function paymentStatus(row: { paid: boolean; expired: boolean; cancelled: boolean }): PaymentStatus {
  if (row.cancelled) return 'cancelled';
  if (row.paid) return 'paid';
  if (row.expired) return 'expired';
  return 'unpaid';
}

const PALETTE: Record<PaymentStatus, string> = {
  paid: 'green',
  unpaid: 'orange',
  expired: 'gray',
  cancelled: 'red',
};

export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
