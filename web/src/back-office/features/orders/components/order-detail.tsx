import { Badge, Box, Button, DataList as Facts, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderDetail as Order } from '@shared/orders/admin-order-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { QueryProblem, useConfirm, Fact } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { BackOfficeArea } from '../../../shell/screens';
import { orderDetailQuery, orderKeys, runOrderAction, type OrderAction } from '../api/order-queries';
import { ORDERS_NS } from '../orders-namespace';
import { ItemAdminActions, OrderAdminActions } from './order-admin-actions';
import { OrderBankPayments } from './order-bank-payments';
import { OrderRefundsSection } from './order-refunds';
import { OrderTaxDocuments } from './order-tax-documents';
import { OrderTransferFees, SettledByAdminNote } from './order-transfer-fees';
import { OrderStateBadges } from './order-state-badges';
import { changeFeeText, OrderValueChangePayments } from './order-value-change-payments';

/** Which actions the order's state allows (the server decides again; see order-state.ts). */
export function availableActions(o: Order): OrderAction[] {
  const active = !o.deleted && !o.cancelled;
  const actions: OrderAction[] = [];
  if (active && !o.paid && !o.expired) actions.push('paid', 'expired');
  if (active && !o.paid && o.expired) actions.push('unsetExpired');
  actions.push(o.deleted ? 'restore' : 'delete');
  return actions;
}

/** What an item change moved, before → after ("Race: 10 km → 5 km; Category: Men → Open"). */
function movedSummary(changes: Record<string, unknown>, t: (key: string) => string): string {
  const labels = {
    event: 'event',
    subEvent: 'race',
    category: 'category',
    subcategory: 'subcategory',
    wave: 'wave',
  };
  const item = changes.item as { name?: string } | undefined;
  const moves = Object.entries(labels).flatMap(([field, label]) => {
    const c = changes[field] as { from?: string | null; to?: string | null } | undefined;
    return c ? [`${t(`admin.itemChange.${label}`)}: ${c.from ?? '—'} → ${c.to ?? '—'}`] : [];
  });
  const dropped = (changes.droppedAnswers ?? []) as Array<{ label?: string; value?: string }>;
  if (dropped.length)
    moves.push(
      `${t('admin.itemChange.droppedAnswers')}: ${dropped.map((a) => `${a.label ?? ''} ${a.value ?? ''}`.trim()).join(', ')}`,
    );
  return [item?.name, moves.join('; ')].filter(Boolean).join(': ');
}

const DESTRUCTIVE: ReadonlySet<OrderAction> = new Set(['expired', 'delete']);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The order detail (spec §2): state, prices, items with values, payment attempts, history, actions. */
export function OrderDetail({ id, area = 'eventManager' }: { id: string; area?: BackOfficeArea }) {
  const admin = area === 'admin';
  const { t } = useTranslation(ORDERS_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const detail = useQuery(orderDetailQuery(id));
  const action = useMutation({
    mutationFn: (what: OrderAction) => runOrderAction(what, id),
    onSuccess: (order, what) => {
      queryClient.setQueryData(orderKeys.detail(id), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
      notify.success(t(`actions.${what}.done`));
    },
    onError: (error) => {
      notify.error(errorMessage(error));
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
    },
  });

  if (!detail.isSuccess) return <QueryProblem query={detail} loadingLabel={t('detail.loading')} />;
  const o = detail.data;
  const cur = o.currency as CurrencyCode;

  const ask = async (what: OrderAction) => {
    const ok = await confirm({
      title: t(`actions.${what}.title`),
      body: t(`actions.${what}.question`, { vs: o.variableSymbol }),
      confirmLabel: t(`actions.${what}.label`),
      destructive: DESTRUCTIVE.has(what),
    });
    if (ok) action.mutate(what);
  };

  return (
    <ScreenPage
      title={t('detail.title', { vs: o.variableSymbol })}
      actions={
        <>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="..">{t('detail.back')}</RouterLink>
          </Button>
          {availableActions(o).map((what) => (
            <Button
              key={what}
              size="sm"
              variant={DESTRUCTIVE.has(what) ? 'outline' : 'solid'}
              colorPalette={DESTRUCTIVE.has(what) ? 'red' : undefined}
              loading={action.isPending && action.variables === what}
              disabled={action.isPending}
              onClick={() => void ask(what)}
            >
              {t(`actions.${what}.label`)}
            </Button>
          ))}
        </>
      }
    >
      <OrderStateBadges order={o} />
      {admin && <OrderAdminActions order={o} />}
      <Section title={t('detail.order')}>
        <Facts.Root orientation="horizontal" size="sm">
          <Fact label={t('columns.registrator')}>
            {`${o.registrator.firstName} ${o.registrator.lastName} (${o.registrator.email})`}
          </Fact>
          <Fact label={t('columns.paymentMethod')}>
            {t(`paymentMethod.${o.paymentMethod === 1 ? 'card' : 'transfer'}`)}
          </Fact>
          <Fact label={t('columns.dateCreated')}>{formatDateTime(o.dateCreated)}</Fact>
          {o.datePaid && <Fact label={t('columns.datePaid')}>{formatDateTime(o.datePaid)}</Fact>}
          {o.dateExpired && <Fact label={t('detail.dateExpired')}>{formatDateTime(o.dateExpired)}</Fact>}
          {!o.paid && !o.expired && <Fact label={t('detail.expiresAt')}>{formatDateTime(o.expiresAt)}</Fact>}
          <Fact label={t('detail.basePrice')}>{money(o.basePrice, cur)}</Fact>
          <Fact label={t('detail.additionalsPrice')}>{money(o.additionalsPrice, cur)}</Fact>
          <Fact label={t('detail.discountAmount')}>{money(o.discountAmount, cur)}</Fact>
          <Fact label={t('columns.price')}>{money(o.calculatedPrice, cur)}</Fact>
          {o.cancelledAmount > 0 && (
            <Fact label={t('detail.cancelledAmount')}>{money(o.cancelledAmount, cur)}</Fact>
          )}
          {o.chargedAmount !== null && (
            <Fact label={t('detail.chargedAmount')}>{money(o.chargedAmount, cur)}</Fact>
          )}
        </Facts.Root>
      </Section>

      <Section title={t('detail.items')}>
        {o.items.map((item) => (
          <Box
            key={item.id}
            borderWidth="1px"
            borderRadius="md"
            p="4"
            {...(item.relayRemoved ? { borderStyle: 'dashed', color: 'fg.muted' } : {})}
          >
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="md">
                {`${item.firstName} ${item.lastName}`}
              </Heading>
              {item.track !== null && (
                <Badge colorPalette="purple">{t('state.relayLeg', { track: item.track })}</Badge>
              )}
              {item.relayRemoved && (
                <Badge colorPalette="gray">
                  {t('state.relayRemoved', { date: formatDateTime(item.relayRemoved) })}
                </Badge>
              )}
              {item.cancelled && <Badge colorPalette="red">{t('state.cancelled')}</Badge>}
              {item.expired && <Badge colorPalette="orange">{t('state.expired')}</Badge>}
              {item.issued && <Badge colorPalette="blue">{t('state.issued')}</Badge>}
            </Flex>
            <Text color="fg.muted">
              {[item.eventName, item.subEventName, item.categoryName, item.waveName, item.teamName]
                .filter(Boolean)
                .join(' – ')}
            </Text>
            <Facts.Root orientation="horizontal" size="sm" mt="2">
              <Fact label={t('detail.email')}>{item.email}</Fact>
              <Fact label={t('detail.birthDate')}>{formatDate(item.birthDate)}</Fact>
              {item.startNumber !== null && <Fact label={t('detail.startNumber')}>{item.startNumber}</Fact>}
              <Fact label={t('detail.basePrice')}>{money(item.basePrice, cur)}</Fact>
              <Fact label={t('detail.additionalsPrice')}>{money(item.additionalsPrice, cur)}</Fact>
              <Fact label={t('detail.discount')}>{money(item.discount, cur)}</Fact>
              {item.cancelledAmount > 0 && (
                <Fact label={t('detail.cancelledAmount')}>{money(item.cancelledAmount, cur)}</Fact>
              )}
              {item.club && <Fact label={t('admin.fields.club')}>{item.club}</Fact>}
              {item.values.map((v) => (
                <Fact key={v.name} label={v.label}>
                  {v.price > 0 ? `${v.value} (${money(v.price, cur)})` : v.value}
                </Fact>
              ))}
            </Facts.Root>
            {/* A racer removed from the relay is history: the team manager changes the legs. */}
            {admin && !item.relayRemoved && <ItemAdminActions order={o} item={item} />}
          </Box>
        ))}
      </Section>

      {o.paymentAttempts.length > 0 && (
        <Section title={t('detail.paymentAttempts')}>
          <Box overflowX="auto">
            <Table.Root recipe={tableSlotRecipe} size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('detail.attemptNumber')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.attemptCreated')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.attemptAnswer')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {o.paymentAttempts.map((a) => (
                  <Table.Row key={a.orderNumber}>
                    <Table.Cell>{a.orderNumber}</Table.Cell>
                    <Table.Cell>{formatDateTime(a.dateCreated)}</Table.Cell>
                    <Table.Cell>
                      {a.prCode === null
                        ? t('detail.attemptPending')
                        : `PRCODE ${a.prCode} / SRCODE ${a.srCode ?? 0}${a.resultText ? ` – ${a.resultText}` : ''}`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Section>
      )}

      <OrderValueChangePayments order={o} />

      {/* Bank payments are the admin's (spec §6); the event manager's order detail has none. */}
      {admin && <OrderBankPayments order={o} />}

      {admin && <OrderRefundsSection order={o} />}

      {admin && <OrderTransferFees order={o} />}

      <OrderTaxDocuments order={o} />

      <Section title={t('detail.history')}>
        <Stack as="ol" gap="2" listStyleType="none" ps="0">
          {o.history.map((h) => {
            const fee = changeFeeText(h.changes, t, money);
            return (
              <Box as="li" key={`${h.date}-${h.action}`} borderStartWidth="3px" ps="3">
                <Text fontWeight="semibold">{t(`history.${h.action}`, { defaultValue: h.action })}</Text>
                {h.action === 'itemMoved' && <Text fontSize="sm">{movedSummary(h.changes, t)}</Text>}
                {fee && <Text fontSize="sm">{fee}</Text>}
                {h.action === 'itemTransferred' && <SettledByAdminNote changes={h.changes} />}
                <Text color="fg.muted" fontSize="sm">
                  {formatDateTime(h.date)} · {h.byName ?? t(`actor.${h.by}`, { defaultValue: h.by })}
                </Text>
              </Box>
            );
          })}
        </Stack>
      </Section>
    </ScreenPage>
  );
}
