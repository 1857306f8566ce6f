import { Box, Button, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MyOrderRow } from '../../../../../shared/accounts/user-area-schemas';
import { Page } from '../../../components/page';
import { formatDateTime } from '../../../lib/dates';
import { ResultAlert, useFailureText } from '../../account/components/result-alert';
import { myOrder, myOrders } from '../api/user-area-api';
import { ListFilterForm } from '../components/list-filter-form';
import { ListStates } from '../components/list-states';
import { useMoney } from '../components/money';
import { SignedInOnly } from '../components/signed-in-only';
import { paymentStatus, StatusBadge } from '../components/status-badge';
import { useListState } from '../components/use-list-state';
import { USER_AREA_NS } from '../user-area-namespace';

function OrderDetail({ id }: { id: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const failureText = useFailureText();
  const money = useMoney();
  const detail = useQuery({
    queryKey: ['user-area', 'order', id],
    queryFn: ({ signal }) => myOrder(id, signal),
    meta: { silentError: true },
  });
  if (detail.isPending)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner size="sm" />
        <Text>{t('list.loading')}</Text>
      </Flex>
    );
  if (detail.isError)
    return (
      <ResultAlert status="error" title={t('list.failed')}>
        {failureText(detail.error)}
      </ResultAlert>
    );
  const order = detail.data;
  return (
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
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={`/registration/${order.id}`}>
          {order.paid || order.expired || order.cancelled
            ? t('orders.showRegistration')
            : t('orders.payRegistration')}
        </RouterLink>
      </Link>
    </Stack>
  );
}

function OrderCard({ order }: { order: MyOrderRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const headingId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
        <Box minW="0">
          <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
            {t('orders.order', { vs: order.variableSymbol })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(order.dateCreated)} · {t('orders.items', { count: order.itemCount })}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {order.events.map((e) => `${e.eventName} – ${e.subEventName}`).join(', ')}
          </Text>
        </Box>
        <Stack gap="1" align="flex-end">
          <Text fontWeight="semibold">{money(order.calculatedPrice, order.currency)}</Text>
          <StatusBadge status={paymentStatus(order)} />
        </Stack>
      </Flex>
      <Button
        mt="3"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('orders.hideDetail') : t('orders.showDetail')}
      </Button>
      <Box id={detailId} hidden={!open} mt="3">
        {open && <OrderDetail id={order.id} />}
      </Box>
    </Box>
  );
}

function MyOrders() {
  const { t } = useTranslation(USER_AREA_NS);
  const { filter, page, apply, goTo } = useListState();
  const query = useQuery({
    queryKey: ['user-area', 'orders', filter, page],
    queryFn: ({ signal }) => myOrders(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silentError: true },
  });
  return (
    <Page title={t('orders.title')}>
      <ListFilterForm applied={filter} onApply={apply} />
      <ListStates query={query} page={page} onPage={goTo}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows.map((row) => (
              <OrderCard key={row.id} order={row} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Page>
  );
}

/** /user/my-orders: the user's orders with filters, paging and the order detail. */
export function MyOrdersPage() {
  return <SignedInOnly>{() => <MyOrders />}</SignedInOnly>;
}
