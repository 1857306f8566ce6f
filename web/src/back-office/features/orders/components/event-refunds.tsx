import { Box, Button, Heading, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminRegistrationsRoutes } from '@shared/api/areas/admin-registrations';
import { cardRefundJobResultSchema } from '@shared/refunds/refund-schemas';
import { api } from '../../../../lib/api-client';
import { errorMessage, notify } from '../../../../lib/notify';
import {
  BackOfficeForm,
  FormField,
  JobProgress,
  SubmitButton,
  ToolPanel,
  useJobResult,
  saveDownload,
  useBackOfficeForm,
  useConfirm,
} from '../../../kit';
import { orderKeys } from '../api/order-queries';
import { EVENT_REFUNDS_NS } from '../event-refunds-namespace';

const aboSchema = z.object({
  account: z.string().trim().min(3).max(30),
  dueDate: z.iso.date(),
  clientName: z.string().trim().max(100),
});

/** Today in Prague, `yyyy-mm-dd` (the batch's default due date). */
const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

/**
 * Refunds of a whole event (issue 28 item 1; admins, the orders list filtered to one event): the
 * card refund job with its progress, and the refund list of the transfer-paid orders as CSV or as
 * an ABO batch for the organiser's bank. Each order is then marked refunded in its detail. Rules:
 * functions/domain/refunds (docs/refunds.md).
 */
export function EventRefunds({ eventGuid }: { eventGuid: string }) {
  const { t } = useTranslation(EVENT_REFUNDS_NS);
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => api.call(adminRegistrationsRoutes.refundEventCards, { body: { eventGuid } }),
    onSuccess: (started) => setJobId(started.jobId),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const { state, result, ended, running } = useJobResult(
    jobId,
    (value) => cardRefundJobResultSchema.safeParse(value).data,
  );
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  }, [ended, queryClient]);
  const csv = useMutation({
    mutationFn: async () =>
      saveDownload(
        await api.download(adminRegistrationsRoutes.transferRefundsCsv, { query: { eventGuid } }),
        'refunds.csv',
      ),
    onSuccess: () => notify.success(t('transfers.downloaded')),
    onError: (error) => notify.error(errorMessage(error)),
  });
  const form = useBackOfficeForm({
    schema: aboSchema,
    defaultValues: { account: '', dueDate: pragueToday(), clientName: '' },
  });
  const downloadAbo = async (values: z.infer<typeof aboSchema>) => {
    const file = await api.download(adminRegistrationsRoutes.transferRefundsAbo, {
      query: {
        eventGuid,
        account: values.account,
        dueDate: values.dueDate,
        ...(values.clientName ? { clientName: values.clientName } : {}),
      },
    });
    await saveDownload(file, 'refunds.kpc');
    notify.success(t('transfers.downloaded'));
  };

  const run = async () => {
    const yes = await confirm({
      title: t('cards.title'),
      body: t('cards.question'),
      confirmLabel: t('cards.start'),
      destructive: true,
    });
    if (yes) start.mutate();
  };
  return (
    <ToolPanel title={t('title')} lead={t('lead')} leadSize="sm">
      <Box>
        <Button
          size="sm"
          colorPalette="red"
          onClick={() => void run()}
          disabled={running}
          loading={start.isPending}
        >
          {t('cards.start')}
        </Button>
      </Box>
      {jobId && <JobProgress label={t('cards.progress')} job={state} />}
      {result && (
        <Text>
          {t('cards.result', {
            refunded: result.refunded,
            failed: result.failed,
            skipped: result.skipped,
          })}
        </Text>
      )}
      <Heading as="h3" size="sm">
        {t('transfers.heading')}
      </Heading>
      <Box>
        <Button size="sm" variant="outline" loading={csv.isPending} onClick={() => csv.mutate()}>
          {t('transfers.csv')}
        </Button>
      </Box>
      <BackOfficeForm
        form={form}
        onSubmit={downloadAbo}
        guardUnsaved={false}
        aria-label={t('transfers.aboForm')}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField name="account" label={t('transfers.account')} required>
            <Input autoComplete="off" {...form.register('account')} />
          </FormField>
          <FormField name="dueDate" label={t('transfers.dueDate')} required>
            <Input type="date" {...form.register('dueDate')} />
          </FormField>
          <FormField name="clientName" label={t('transfers.clientName')}>
            <Input autoComplete="organization" {...form.register('clientName')} />
          </FormField>
        </SimpleGrid>
        <SubmitButton label={t('transfers.abo')} size="sm" variant="outline" />
      </BackOfficeForm>
    </ToolPanel>
  );
}
