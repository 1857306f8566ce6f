import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MyItemRow } from '../../../../../shared/accounts/user-area-schemas';
import { Page } from '../../../components/page';
import { formatDateTime } from '../../../lib/dates';
import { myItems } from '../api/user-area-api';
import { ListFilterForm } from '../components/list-filter-form';
import { ListStates } from '../components/list-states';
import { useMoney } from '../components/money';
import { SignedInOnly } from '../components/signed-in-only';
import { paymentStatus, StatusBadge } from '../components/status-badge';
import { useListState } from '../components/use-list-state';
import { USER_AREA_NS } from '../user-area-namespace';

function ItemCard({ item }: { item: MyItemRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const headingId = useId();
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" aria-labelledby={headingId}>
      <Flex gap="3" justify="space-between" wrap="wrap" align="flex-start">
        <Box minW="0">
          <Text as="h2" id={headingId} fontWeight="semibold" fontSize="md">
            {item.firstName} {item.lastName}
          </Text>
          <Text fontSize="sm" wordBreak="break-word">
            {item.eventName} – {item.subEventName} · {item.categoryName}
            {item.teamName && ` · ${item.teamName}`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(item.dateCreated)} · {t('orders.order', { vs: item.variableSymbol })}
            {item.startNumber !== null && ` · ${t('orders.startNumber', { number: item.startNumber })}`}
          </Text>
        </Box>
        <Stack gap="1" align="flex-end">
          <Text fontWeight="semibold">{money(item.price, item.currency)}</Text>
          <StatusBadge status={paymentStatus(item)} />
        </Stack>
      </Flex>
      <Link asChild color="brand.fg" fontSize="sm" mt="2">
        <RouterLink to={`/registration/${item.orderId}`}>{t('orders.showRegistration')}</RouterLink>
      </Link>
    </Box>
  );
}

function MyRegistrations() {
  const { t } = useTranslation(USER_AREA_NS);
  const { filter, page, apply, goTo } = useListState();
  const query = useQuery({
    queryKey: ['user-area', 'items', filter, page],
    queryFn: ({ signal }) => myItems(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { silentError: true },
  });
  return (
    <Page title={t('registrations.title')}>
      <ListFilterForm applied={filter} onApply={apply} />
      <ListStates query={query} page={page} onPage={goTo}>
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows.map((row) => (
              <ItemCard key={row.id} item={row} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Page>
  );
}

/** /user/my-registrations: every registered racer of the user's orders, with filters and paging. */
export function MyRegistrationsPage() {
  return <SignedInOnly>{() => <MyRegistrations />}</SignedInOnly>;
}
