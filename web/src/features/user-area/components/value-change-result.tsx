import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import { myValueChange } from '../api/value-change-api';
import { USER_AREA_NS } from '../user-area-namespace';
import { ChangePaymentAlert } from './change-payment-alert';

/** Back from paying a change of details (/user/my-registrations?valueChange=…&item=…). */
export function ValueChangeResult({ itemId, changeId }: { itemId: string; changeId: string }) {
  const { t } = useTranslation(USER_AREA_NS);
  const money = useMoney();
  const load = useCallback(
    (signal: AbortSignal) => myValueChange(itemId, signal, changeId),
    [itemId, changeId],
  );
  return (
    <ChangePaymentAlert
      load={load}
      title={t('registrations.valueChange.result.title')}
      loadingText={t('registrations.valueChange.result.loading')}
      describe={({ payment }) =>
        payment && {
          status: payment.status,
          text: t(`registrations.valueChange.result.${payment.status}`, {
            price: money(payment.amount, payment.currency),
            values: payment.values.map((v) => `${v.label}: ${v.value}`).join(', '),
          }),
        }
      }
    />
  );
}
