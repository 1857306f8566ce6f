import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { paymentsRoutes } from '@shared/api/areas/payments';
import type { CurrencyCode } from '@shared/codelists/enums';
import type { BankPaymentDetail } from '@shared/payments/bank-payment-schemas';
import { assignTransferFeeBodySchema } from '@shared/self-service/transfer-fee-admin-schemas';
import { api } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useMoney } from '../../../../lib/use-money';
import { BackOfficeForm, FormField, useBackOfficeForm, useConfirm } from '../../../kit';
import { TRANSFER_FEE_ASSIGN_NS } from '../transfer-fee-assign-namespace';

const formSchema = z.object({
  // Spaces as typed from a statement or a phone are not part of the symbol.
  variableSymbol: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(assignTransferFeeBodySchema.shape.variableSymbol),
});

/**
 * Assign an unmatched payment to a registration transfer's fee by the fee's variable symbol (issue
 * 27 item 2): confirmed, then the server checks it pays the fee in time and hands the registration
 * over once (functions/domain/self-service/transfer-fee-bank-row.ts); a refusal says why.
 */
export function AssignToTransferFee({
  payment,
  onDone,
}: {
  payment: BankPaymentDetail;
  onDone: (p: BankPaymentDetail) => void;
}) {
  const { t } = useTranslation(TRANSFER_FEE_ASSIGN_NS);
  const money = useMoney();
  const confirm = useConfirm();
  const form = useBackOfficeForm({ schema: formSchema, defaultValues: { variableSymbol: '' } });
  const submit = async ({ variableSymbol }: z.output<typeof formSchema>) => {
    const ok = await confirm({
      title: t('confirmTitle'),
      body: t('confirmBody', {
        amount: money(payment.amount, (payment.currency || 'CZK') as CurrencyCode),
        vs: variableSymbol,
      }),
      confirmLabel: t('confirm'),
    });
    if (!ok) return;
    const p = await api.call(paymentsRoutes.assignTransferFee, {
      params: { id: payment.id },
      body: { variableSymbol },
    });
    notify.success(t('done'));
    onDone(p);
  };
  return (
    <Stack as="section" gap="3" aria-labelledby="assign-transfer-fee-title">
      <Heading as="h2" size="lg" id="assign-transfer-fee-title">
        {t('title')}
      </Heading>
      <Text fontSize="sm">{t('help')}</Text>
      <BackOfficeForm form={form} onSubmit={submit} guardUnsaved={false} aria-label={t('title')}>
        <HStack align="flex-end" gap="2" wrap="wrap">
          <FormField name="variableSymbol" label={t('variableSymbol')} required>
            <Input inputMode="numeric" autoComplete="off" maxW="xs" {...form.register('variableSymbol')} />
          </FormField>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            {t('submit')}
          </Button>
        </HStack>
      </BackOfficeForm>
    </Stack>
  );
}
