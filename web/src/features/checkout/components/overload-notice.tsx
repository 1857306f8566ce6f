import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_NS } from '../checkout-namespace';
import type { OverloadRetryState } from './use-overload-retry';

/**
 * What the runner sees while the checkout retries a 503 by itself ("high demand, we keep trying",
 * which try, a way to stop), and after it stopped (the order is not confirmed; submitting again
 * is safe, it cannot register twice).
 */
export function OverloadNotice({ state, onStop }: { state: OverloadRetryState; onStop: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  if (state.status === 'idle') return null;
  if (state.status === 'waiting') {
    const seconds = Math.max(1, Math.round(state.delayMs / 1_000));
    return (
      <Alert.Root status="warning" role="status" aria-live="polite" data-testid="checkout-overload">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('overload.title')}</Alert.Title>
          <Alert.Description>
            {t('overload.waiting', { retry: state.retry, max: state.max, seconds })}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={onStop}>
          {t('overload.stop')}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="info" role="status" data-testid="checkout-overload">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(state.exhausted ? 'overload.exhaustedTitle' : 'overload.stoppedTitle')}</Alert.Title>
        <Alert.Description>{t('overload.submitAgain')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
