import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money';
import { ChangePaymentAlert } from '../components/change-payment-alert';
import { myRaceChange } from './race-change-api';
import { SELF_SERVICE_NS } from './self-service-namespace';

/** Back from paying a race change (/user/my-registrations?raceChange=…&item=…). */
export function RaceChangeResult({ itemId, changeId }: { itemId: string; changeId: string }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const money = useMoney();
  const load = useCallback(
    (signal: AbortSignal) => myRaceChange(itemId, signal, changeId),
    [itemId, changeId],
  );
  return (
    <ChangePaymentAlert
      load={load}
      title={t('raceChange.result.title')}
      loadingText={t('raceChange.loading')}
      describe={({ payment, currency }) =>
        payment
          ? {
              status: payment.status,
              text: t(`raceChange.result.${payment.status}`, {
                target: payment.target,
                amount: money(payment.amount, currency),
              }),
            }
          : null
      }
    />
  );
}
