import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import type { MyItemRow } from '@shared/accounts/user-area-schemas';
import { formatDateTime } from '../../../lib/dates';
import { myItems } from '../api/user-area-api';
import { ListCard } from '../components/list-card';
import { ListPage } from '../components/list-page';
import { useMoney } from '../../../lib/use-money';
import { paymentStatus, StatusBadge } from '../components/status-badge';
import { USER_AREA_NS } from '../user-area-namespace';
import { ValueChange } from '../components/value-change';
import { RaceChange } from '../self-service/race-change';
import { LazyTicketCodes } from '../../../components/tickets/ticket-codes-lazy';
import { Transfer } from '../self-service/transfer';

// Only a runner coming back from paying a change of details needs it.
const ValueChangeResult = lazy(async () => ({
  default: (await import('../components/value-change-result')).ValueChangeResult,
}));
const RaceChangeResult = lazy(async () => ({
  default: (await import('../self-service/race-change-result')).RaceChangeResult,
}));

/** A paid registration's QR ticket for the packet pickup, shown on request (its code loads then). */
function ItemTicket({ item }: { item: MyItemRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const [open, setOpen] = useState(false);
  return (
    <Box mt="2">
      <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('registrations.hideTicket') : t('registrations.showTicket')}
      </Button>
      {open && (
        <Box mt="2">
          <LazyTicketCodes registrationGuid={item.orderId} itemGuid={item.id} />
        </Box>
      )}
    </Box>
  );
}

function ItemCard({ item }: { item: MyItemRow }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  return (
    <ListCard
      title={
        <>
          {item.firstName} {item.lastName}
        </>
      }
      summary={
        <>
          <Text fontSize="sm" wordBreak="break-word">
            {item.eventName} – {item.subEventName} · {item.categoryName}
            {item.teamName && ` · ${item.teamName}`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(item.dateCreated)} · {t('orders.order', { vs: item.variableSymbol })}
            {item.startNumber !== null && ` · ${t('orders.startNumber', { number: item.startNumber })}`}
          </Text>
        </>
      }
      aside={
        <Stack gap="1" align="flex-end">
          <Text fontWeight="semibold">{money(item.price, item.currency)}</Text>
          <StatusBadge status={paymentStatus(item)} />
        </Stack>
      }
    >
      <Link asChild color="brand.fg" fontSize="sm" mt="2">
        <RouterLink to={`/registration/${item.orderId}`}>{t('orders.showRegistration')}</RouterLink>
      </Link>
      {item.paid && !item.cancelled && !item.expired && <ItemTicket item={item} />}
      {!item.cancelled && !item.expired && <ValueChange itemId={item.id} />}
      {!item.cancelled && !item.expired && <RaceChange itemId={item.id} />}
      {!item.cancelled && !item.expired && <Transfer itemId={item.id} />}
    </ListCard>
  );
}

/**
 * /user/my-registrations: every registered racer of the user's orders, with filters and paging;
 * after paying a change of details (`?valueChange=<change>&item=<item>`) the payment's result.
 */
export function MyRegistrationsPage() {
  const { t } = useTranslation(USER_AREA_NS);
  const [params] = useSearchParams();
  const changeId = params.get('valueChange');
  const raceChangeId = params.get('raceChange');
  const itemId = params.get('item');
  return (
    <ListPage
      title={t('registrations.title')}
      name="items"
      load={myItems}
      renderRow={(row) => <ItemCard item={row} />}
      notice={
        changeId && itemId ? (
          <Suspense fallback={null}>
            <ValueChangeResult itemId={itemId} changeId={changeId} />
          </Suspense>
        ) : raceChangeId && itemId ? (
          <Suspense fallback={null}>
            <RaceChangeResult itemId={itemId} changeId={raceChangeId} />
          </Suspense>
        ) : undefined
      }
    />
  );
}
