import {
  Box,
  Button,
  DataList as Facts,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-recipes/textarea';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { OrderRow } from '@shared/orders/admin-order-schemas';
import {
  BANK_PAYMENT_COMMENT_MAX,
  type BankPaymentDetail as Payment,
} from '@shared/payments/bank-payment-schemas';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { ActionHistory, QueryProblem, useConfirm, Fact } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import {
  bankPaymentDetailQuery,
  bankPaymentKeys,
  commentPayment,
  discardPayment,
  matchPayment,
  ordersByVariableSymbol,
  restorePayment,
  unmatchPayment,
} from '../api/bank-payment-queries';
import { BANK_PAYMENTS_NS, BANK_RECONCILE_NS } from '../bank-payments-namespace';
import { BankPaymentStatus } from './bank-payment-status';
import { AssignToTransferFee } from './assign-to-transfer-fee';

/** Assign by hand: find the order by its variable symbol, confirm, match. */
function AssignToOrder({ payment, onDone }: { payment: Payment; onDone: (p: Payment) => void }) {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  const { t: tr } = useTranslation(BANK_RECONCILE_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const [symbol, setSymbol] = useState('');
  const [found, setFound] = useState<OrderRow[] | null>(null);
  const search = useMutation({
    mutationFn: (vs: string) => ordersByVariableSymbol(vs),
    onSuccess: setFound,
    onError: (error) => notify.error(errorMessage(error)),
  });
  const match = useMutation({
    mutationFn: (orderId: string) => matchPayment(payment.id, orderId),
    onSuccess: (p) => {
      notify.success(t('assign.done'));
      onDone(p);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const vs = symbol.replace(/\s+/g, '');
    if (vs) search.mutate(vs);
  };
  const assign = async (o: OrderRow) => {
    const ok = await confirm({
      title: t('assign.confirmTitle'),
      body: t('assign.confirmBody', {
        amount: money(payment.amount, (payment.currency || 'CZK') as CurrencyCode),
        vs: o.variableSymbol,
        name: `${o.registrator.firstName} ${o.registrator.lastName}`,
      }),
      confirmLabel: t('assign.confirm'),
    });
    if (ok) match.mutate(o.id);
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="assign-title">
      <Heading as="h2" size="lg" id="assign-title">
        {t('assign.title')}
      </Heading>
      {payment.messageCandidates?.length ? (
        <Stack as="section" gap="2" aria-labelledby="message-candidates">
          <Heading as="h3" size="md" id="message-candidates">
            {tr('candidatesTitle')}
          </Heading>
          <Text>{tr('candidatesHelp')}</Text>
          <HStack gap="2" wrap="wrap">
            {payment.messageCandidates.map((vs) => (
              <Button
                key={vs}
                size="sm"
                variant="outline"
                onClick={() => {
                  setSymbol(vs);
                  search.mutate(vs);
                }}
              >
                {tr('findCandidate', { vs })}
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      <form onSubmit={submit}>
        <HStack align="flex-end" gap="2" wrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>{t('assign.variableSymbol')}</Field.Label>
            <Input inputMode="numeric" value={symbol} onChange={(e) => setSymbol(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" loading={search.isPending}>
            {t('assign.find')}
          </Button>
        </HStack>
      </form>
      <div role="status" aria-live="polite">
        {found && found.length === 0 && <Text>{t('assign.notFound')}</Text>}
      </div>
      {found?.map((o) => (
        <Flex key={o.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3">
          <Text flex="1">
            {t('assign.order', {
              vs: o.variableSymbol,
              name: `${o.registrator.firstName} ${o.registrator.lastName}`,
              price: money(o.calculatedPrice, o.currency as CurrencyCode),
            })}
            {o.paid ? ` — ${t('assign.alreadyPaid')}` : ''}
          </Text>
          <Button size="sm" loading={match.isPending} onClick={() => void assign(o)}>
            {t('assign.assign')}
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}

/** The admins' note on a payment (saved with its before → after in the history). */
function PaymentNote({ payment, onDone }: { payment: Payment; onDone: (p: Payment) => void }) {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  const [note, setNote] = useState(payment.note);
  const save = useMutation({
    mutationFn: (text: string) => commentPayment(payment.id, text),
    onSuccess: (p) => {
      notify.success(t('note.saved'));
      onDone(p);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const tooLong = note.trim().length > BANK_PAYMENT_COMMENT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) save.mutate(note.trim());
  };
  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-labelledby="payment-note" maxW="2xl">
      <Heading as="h2" size="lg" id="payment-note">
        {t('note.title')}
      </Heading>
      <Field.Root invalid={tooLong}>
        <Field.Label>{t('note.label')}</Field.Label>
        <Textarea recipe={textareaRecipe} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <Field.ErrorText>{t('note.tooLong', { max: BANK_PAYMENT_COMMENT_MAX })}</Field.ErrorText>
      </Field.Root>
      <Box>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isPending}
          disabled={tooLong || note.trim() === payment.note}
        >
          {t('note.save')}
        </Button>
      </Box>
    </Stack>
  );
}

/** A bank payment: the statement row, its match and order, assign / unmatch by hand, history. */
export function BankPaymentDetail({ id }: { id: string }) {
  const { t } = useTranslation(BANK_PAYMENTS_NS);
  const { t: tr } = useTranslation(BANK_RECONCILE_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const detail = useQuery(bankPaymentDetailQuery(id));
  const update = (p: Payment) => {
    queryClient.setQueryData(bankPaymentKeys.detail(id), p);
    void queryClient.invalidateQueries({ queryKey: [...bankPaymentKeys.all, 'list'] });
  };
  const unmatch = useMutation({
    mutationFn: () => unmatchPayment(id),
    onSuccess: (p) => {
      notify.success(t('unmatch.done'));
      update(p);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
  const discard = useMutation({
    mutationFn: (back: boolean) => (back ? restorePayment(id) : discardPayment(id)),
    onSuccess: (p, back) => {
      notify.success(t(back ? 'discard.restored' : 'discard.done'));
      update(p);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (!detail.isSuccess) return <QueryProblem query={detail} loadingLabel={t('detail.loading')} />;
  const p = detail.data;
  const cur = (p.currency || 'CZK') as CurrencyCode;
  const canUnmatch = p.orderId !== null && !p.order?.paidByThisPayment;
  const discarded = p.status === 'discarded';
  const canAssign = p.amount > 0 && !p.order?.paidByThisPayment && !discarded;
  const canDiscard = !discarded && p.status !== 'pending' && !p.order?.paidByThisPayment;

  return (
    <ScreenPage
      title={t('detail.title', { amount: money(p.amount, cur), date: formatDate(p.date) })}
      actions={
        <>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="..">{t('detail.back')}</RouterLink>
          </Button>
          {canUnmatch && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={unmatch.isPending}
              onClick={() =>
                void confirm({
                  title: t('unmatch.title'),
                  body: t('unmatch.question'),
                  confirmLabel: t('unmatch.label'),
                  destructive: true,
                }).then((ok) => ok && unmatch.mutate())
              }
            >
              {t('unmatch.label')}
            </Button>
          )}
          {canDiscard && (
            <Button
              size="sm"
              variant="outline"
              loading={discard.isPending}
              onClick={() =>
                void confirm({
                  title: t('discard.title'),
                  body: t('discard.question'),
                  confirmLabel: t('discard.label'),
                }).then((ok) => ok && discard.mutate(false))
              }
            >
              {t('discard.label')}
            </Button>
          )}
          {discarded && (
            <Button
              size="sm"
              variant="outline"
              loading={discard.isPending}
              onClick={() => discard.mutate(true)}
            >
              {t('discard.restore')}
            </Button>
          )}
        </>
      }
    >
      <BankPaymentStatus status={p.status} />
      <Facts.Root orientation="horizontal" size="sm">
        <Fact label={t('columns.date')}>{formatDate(p.date)}</Fact>
        <Fact label={t('columns.amount')}>{money(p.amount, cur)}</Fact>
        <Fact label={t('columns.variableSymbol')}>
          {p.variableSymbol || '—'}
          {p.statementVariableSymbol !== undefined &&
            ` — ${tr('fromMessage', { vs: p.statementVariableSymbol || '—' })}`}
        </Fact>
        <Fact label={t('detail.constantSymbol')}>{p.constantSymbol || '—'}</Fact>
        <Fact label={t('detail.specificSymbol')}>{p.specificSymbol || '—'}</Fact>
        <Fact label={t('columns.originAccount')}>
          {[p.originAccount, p.originBankCode].filter(Boolean).join('/') || '—'}
        </Fact>
        <Fact label={t('columns.originAccountName')}>{p.originAccountName || '—'}</Fact>
        <Fact label={t('columns.message')}>{p.message || '—'}</Fact>
        <Fact label={t('columns.movementId')}>{p.movementId}</Fact>
        {p.instructionId && <Fact label={t('detail.instructionId')}>{p.instructionId}</Fact>}
        {p.remaining !== null && <Fact label={t('detail.remaining')}>{money(p.remaining, cur)}</Fact>}
        {p.refund !== null && <Fact label={t('detail.refund')}>{money(p.refund, cur)}</Fact>}
        <Fact label={t('detail.importedAt')}>{formatDateTime(p.importedAt)}</Fact>
      </Facts.Root>

      {p.order && (
        <Stack as="section" gap="2" aria-labelledby="matched-order">
          <Heading as="h2" size="lg" id="matched-order">
            {t('detail.order')}
          </Heading>
          <Text>
            {t('assign.order', {
              vs: p.order.variableSymbol,
              name: p.order.registratorName,
              price: money(p.order.calculatedPrice, p.order.currency as CurrencyCode),
            })}
            {' — '}
            {p.order.paid ? t('detail.orderPaid') : t('detail.orderUnpaid')}
          </Text>
          <Box>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/admin/registrations/${p.order.id}`}>{t('detail.openOrder')}</RouterLink>
            </Button>
          </Box>
        </Stack>
      )}

      {canAssign && <AssignToOrder payment={p} onDone={update} />}

      {canAssign && !p.orderId && <AssignToTransferFee payment={p} onDone={update} />}

      <PaymentNote key={p.note} payment={p} onDone={update} />

      <ActionHistory
        title={t('detail.history')}
        entries={p.history}
        actionLabel={(action) => t(`history.${action}`, { defaultValue: action })}
      />
    </ScreenPage>
  );
}
