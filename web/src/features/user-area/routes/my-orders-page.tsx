import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import type { MyOrderRow } from '@shared/accounts/user-area-schemas';
import type { CurrencyCode } from '@shared/codelists/enums';
import { formatDateTime } from '../../../lib/dates';
import { TaxDocumentsList } from '../../../components/tax-documents/tax-documents-list';
import { downloadMyTaxDocument, myTaxDocuments } from '../api/tax-documents-api';
import { myOrder, myOrders } from '../api/user-area-api';
import { DetailStates, ExpandableDetail, ListCard } from '../components/list-card';
import { ListPage } from '../components/list-page';
import { useMoney } from '../../../lib/use-money';
import { paymentStatus, StatusBadge } from '../components/status-badge';
import { USER_AREA_NS } from '../user-area-namespace';

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const detail = useQuery({
    queryKey: ['user-area', 'order', id],
    queryFn: ({ signal }) => myOrder(id, signal),
    meta: { silentError: true },
  });
  return (
    <DetailStates query={detail}>
      {(order) => (
        <Stack gap="3">
          <Stack as="ul" listStyleType="none" gap="2">
            {order.items.map((item) => (
              <Box as="li" key={item.id} borderTopWidth="1px" pt="2">
                <Text fontWeight="semibold">
                  {item.firstName} {item.lastName}
                  {item.startNumber !== null && ` · ${t('orders.startNumber', { number: item.startNumber })}`}
                </Text>
                <Text fontSize="sm">
                  {item.eventName} – {item.subEventName} · {item.categoryName}
                  {item.teamName && ` · ${item.teamName}`}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {money(item.price, item.currency)}
                </Text>
              </Box>
            ))}
          </Stack>
          {order.discounts.length > 0 && (
            <Text fontSize="sm">
              {t('orders.discounts')}:{' '}
              {order.discounts.map((d) => `${d.code} (−${money(d.amount, order.currency)})`).join(', ')}
            </Text>
          )}
          {order.refunds.length > 0 && (
            <Stack as="section" gap="1" aria-label={t('orders.refunds')}>
              <Text fontWeight="semibold">{t('orders.refunds')}</Text>
              <Stack as="ul" listStyleType="none" gap="1" ps="0">
                {order.refunds.map((r) => (
                  <Text as="li" key={`${r.dateRequested}-${r.amount}`} fontSize="sm" data-testid="my-refund">
                    {t(r.method === 'card' ? 'orders.refundCard' : 'orders.refundTransfer', {
                      amount: money(r.amount, r.currency as CurrencyCode),
                    })}
                    {' · '}
                    {r.state === 'done'
                      ? t('orders.refundDone', { date: formatDateTime(r.dateFinished ?? r.dateRequested) })
                      : t('orders.refundRequested', { date: formatDateTime(r.dateRequested) })}
                  </Text>
                ))}
              </Stack>
            </Stack>
          )}
          <TaxDocumentsList
            queryKey={['user-area', 'order', id, 'tax-documents']}
            load={(signal) => myTaxDocuments(id, signal)}
            download={(number) => downloadMyTaxDocument(id, number)}
            expected={order.paid && order.calculatedPrice > 0}
          />
          <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={`/registration/${order.id}`}>
              {order.paid || order.expired || order.cancelled
                ? t('orders.showRegistration')
                : t('orders.payRegistration')}
            </RouterLink>
          </Link>
        </Stack>
      )}
    </DetailStates>
  );
}

function OrderCard({ order }: { order: MyOrderRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  return (
    <ListCard
      title={t('orders.order', { vs: order.variableSymbol })}
      summary={
        <>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(order.dateCreated)} · {t('orders.items', { count: order.itemCount })}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {order.events.map((e) => `${e.eventName} – ${e.subEventName}`).join(', ')}
          </Text>
        </>
      }
      aside={
        <Stack gap="1" align="flex-end">
          <Text fontWeight="semibold">{money(order.calculatedPrice, order.currency)}</Text>
          <StatusBadge status={paymentStatus(order)} />
        </Stack>
      }
    >
      <ExpandableDetail>{() => <OrderDetail id={order.id} />}</ExpandableDetail>
    </ListCard>
  );
}

/** /user/my-orders: the user's orders with filters, paging and the order detail. */
export function MyOrdersPage() {
  const { t } = useTranslation(USER_AREA_NS);
  return (
    <ListPage
      title={t('orders.title')}
      name="orders"
      load={myOrders}
      renderRow={(row) => <OrderCard order={row} />}
    />
  );
}
