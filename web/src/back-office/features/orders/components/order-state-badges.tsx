import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@shared/orders/admin-order-schemas';
import { ORDERS_NS } from '../orders-namespace';

/** The order's state as badges: paid / unpaid, and expired, cancelled, removed, issued when set. */
export function OrderStateBadges({ order }: { order: OrderRow }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={order.paid ? 'green' : 'orange'}>
        {order.paid ? t('state.paid') : t('state.unpaid')}
      </Badge>
      {order.expired && <Badge colorPalette="gray">{t('state.expired')}</Badge>}
      {order.cancelled && <Badge colorPalette="red">{t('state.cancelled')}</Badge>}
      {order.deleted && <Badge colorPalette="red">{t('state.deleted')}</Badge>}
      {order.issued && <Badge colorPalette="blue">{t('state.issued')}</Badge>}
    </HStack>
  );
}
