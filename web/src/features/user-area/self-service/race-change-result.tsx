import { Alert } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyRaceChange } from '@shared/self-service/race-change-schemas';
import { useMoney } from '../../../lib/use-money';
import { myRaceChange } from './race-change-api';
import { SELF_SERVICE_NS } from './self-service-namespace';

const STATUS = {
  paid: 'success',
  notApplied: 'warning',
  failed: 'error',
  expired: 'error',
  pending: 'info',
} as const;

/**
 * Back from paying a race change (/user/my-registrations?raceChange=…&item=…): its state as the
 * server knows it (the address only names the change; whether it was paid and applied is read).
 */
export function RaceChangeResult({ itemId, changeId }: { itemId: string; changeId: string }) {
  const { t } = useTranslation(SELF_SERVICE_NS);
  const money = useMoney();
  const [state, setState] = useState<MyRaceChange | undefined>(undefined);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    myRaceChange(itemId, controller.signal, changeId).then(setState, (error: unknown) => {
      if (!controller.signal.aborted) setFailed(error instanceof Error ? error.message : String(error));
    });
    return () => controller.abort();
  }, [itemId, changeId]);
  const payment = state?.payment;
  if (state && !payment) return null;
  const text = failed
    ? failed
    : payment && state
      ? t(`raceChange.result.${payment.status}`, {
          target: payment.target,
          amount: money(payment.amount, state.currency),
        })
      : t('raceChange.loading');
  return (
    <Alert.Root status={payment ? STATUS[payment.status] : failed ? 'error' : 'info'} role="status" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('raceChange.result.title')}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
