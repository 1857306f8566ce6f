import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueChangePayment } from '@shared/accounts/registration-value-change-schemas';
import { useMoney } from '../../../lib/use-money';
import { myValueChange } from '../api/value-change-api';
import { USER_AREA_NS } from '../user-area-namespace';

const STATUS = {
  paid: 'success',
  notApplied: 'warning',
  failed: 'error',
  expired: 'error',
  pending: 'info',
} as const;

/**
 * Where the card gateway sends the runner back after paying a change of details
 * (/user/my-registrations?valueChange=…&item=…): the change's state as the server knows it (the
 * address only names the change; whether it was paid and applied is read, never trusted).
 */
export function ValueChangeResult({ itemId, changeId }: { itemId: string; changeId: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const [payment, setPayment] = useState<ValueChangePayment | null | undefined>(undefined);
  const [failed, setFailed] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    myValueChange(itemId, controller.signal, changeId).then(
      (answer) => setPayment(answer.payment),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => controller.abort();
  }, [itemId, changeId]);

  if (payment === null) return null;
  const status = payment ? STATUS[payment.status] : failed ? 'error' : 'info';
  const text = failed
    ? failed
    : payment
      ? t(`registrations.valueChange.result.${payment.status}`, {
          price: money(payment.amount, payment.currency),
          values: payment.values.map((v) => `${v.label}: ${v.value}`).join(', '),
        })
      : t('registrations.valueChange.result.loading');
  return (
    <Alert.Root status={status} role="status" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('registrations.valueChange.result.title')}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
