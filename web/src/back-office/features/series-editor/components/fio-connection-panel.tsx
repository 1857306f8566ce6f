import { Button, DataList as Facts, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-recipes/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminSeriesRoutes } from '@shared/api/areas/admin-series';
import { fioTokenSchema, type FioFetch } from '@shared/payments/fio-connection-schemas';
import { api } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { notify } from '../../../../lib/notify';
import { BackOfficeForm, Fact, FormField, QueryProblem, useBackOfficeForm, useConfirm } from '../../../kit';
import { FIO_NS } from '../fio-namespace';

const formSchema = z.object({ token: fioTokenSchema });

/**
 * A Fio account's API connection (issue 28 item 6; admins): the token is write-only (stored, then
 * only when, by whom and its last four characters are shown), the last fetch and the imports the
 * fetches started. The worker and its rules: functions/domain/bank-import/fio-fetch.ts.
 */
export function FioConnectionPanel({
  seriesId,
  paymentDetailId,
  account,
}: {
  seriesId: string;
  paymentDetailId: string;
  account: string;
}) {
  const { t } = useTranslation(FIO_NS);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const queryKey = ['back-office', 'fio-connection', paymentDetailId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      api.call(
        adminSeriesRoutes.fioConnection,
        { params: { id: paymentDetailId }, query: { seriesGuid: seriesId } },
        { signal },
      ),
  });
  const form = useBackOfficeForm({ schema: formSchema, defaultValues: { token: '' } });
  const c = query.data;
  const headingId = `fio-${paymentDetailId}`;

  const store = async ({ token }: z.infer<typeof formSchema>) => {
    const view = await api.call(adminSeriesRoutes.setFioToken, {
      params: { id: paymentDetailId },
      body: { seriesGuid: seriesId, token },
    });
    queryClient.setQueryData(queryKey, view);
    form.reset({ token: '' });
    notify.success(t('stored'));
  };
  const remove = async () => {
    const ok = await confirm({
      title: t('removeTitle'),
      body: t('removeQuestion', { account }),
      confirmLabel: t('remove'),
      destructive: true,
    });
    if (!ok) return;
    const view = await api.call(adminSeriesRoutes.removeFioToken, {
      params: { id: paymentDetailId },
      query: { seriesGuid: seriesId },
    });
    queryClient.setQueryData(queryKey, view);
    notify.success(t('removed'));
  };
  const outcome = (f: FioFetch) => t(`outcomes.${f.outcome}`, { count: f.movements });

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md" id={headingId}>
        {t('title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('intro')}
      </Text>
      {!c && <QueryProblem query={query} loadingLabel={t('title')} />}
      {c && !c.configured && <Text>{t('notSet')}</Text>}
      {c?.configured && (
        <Facts.Root orientation="horizontal" size="sm">
          <Fact label={t('setOn')}>
            {t('setOnValue', {
              date: formatDateTime(c.setAt),
              name: c.setByName ?? '',
              end: c.tokenEnd ?? '',
            })}
          </Fact>
          <Fact label={t('lastFetch')}>
            {c.lastFetch ? `${formatDateTime(c.lastFetch.at)}: ${outcome(c.lastFetch)}` : t('never')}
          </Fact>
          {c.nextFetchAfter && <Fact label={t('nextFetch')}>{formatDateTime(c.nextFetchAfter)}</Fact>}
        </Facts.Root>
      )}
      {c && c.jobs.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" recipe={tableSlotRecipe}>
            <Table.Caption>{t('jobsCaption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('at')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('movements')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('job')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {c.jobs.map((j) => (
                <Table.Row key={j.jobId}>
                  <Table.Cell>{formatDateTime(j.at)}</Table.Cell>
                  <Table.Cell>{j.movements}</Table.Cell>
                  <Table.Cell fontFamily="mono">{j.jobId?.slice(0, 8)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {c?.configured && c.jobs.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('noJobs')}
        </Text>
      )}
      {c && (
        <BackOfficeForm form={form} onSubmit={store} guardUnsaved={false} aria-label={t('token')}>
          <FormField name="token" label={t('token')} help={t('tokenHint')} required>
            <Input type="password" autoComplete="off" spellCheck={false} {...form.register('token')} />
          </FormField>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
              {c.configured ? t('replace') : t('store')}
            </Button>
            {c.configured && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => void remove()}
              >
                {t('remove')}
              </Button>
            )}
          </Stack>
        </BackOfficeForm>
      )}
    </Stack>
  );
}
