import { Alert, Button, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { useStartCardPayment } from '../api/registration-queries';
import { latestCardResult } from '../model/registration-state';
import { REGISTRATION_NS } from '../registration-namespace';
import { useLocale } from '../../../lib/use-money';
import { PanelSection } from '../../../components/panel-section';

const STATUS = { paid: 'success', cancelled: 'warning', declined: 'error', error: 'error' } as const;

/** The card side of the result page: the latest attempt explained, and paying (again). */
export function CardPaymentPanel({
  view,
  autoStart,
  onAutoStarted,
}: {
  view: RegistrationView;
  autoStart?: boolean;
  onAutoStarted?: () => void;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  const locale = useLocale();
  const result = latestCardResult(view, locale);
  const start = useStartCardPayment(view.guid);
  const { mutate: startPayment } = start;
  // Straight from the checkout: off to the gateway at once (once; going back here does not repeat it).
  const started = useRef(false);
  const shouldAutoStart = Boolean(autoStart && view.canPayByCard && !view.paid && result.kind === 'none');
  useEffect(() => {
    if (!shouldAutoStart || started.current) return;
    started.current = true;
    onAutoStarted?.();
    startPayment();
  }, [shouldAutoStart, startPayment, onAutoStarted]);
  const canRetry = result.kind !== 'answered' || result.retryable;
  const showPay = view.canPayByCard && !view.paid && canRetry;
  const failed = result.kind === 'answered' && result.outcome !== 'paid';

  return (
    <PanelSection headingId="card-heading" title={t('card.title')} testId="card-payment">
      {result.kind === 'answered' && (
        <Alert.Root status={STATUS[result.outcome]} data-testid="card-result" data-outcome={result.outcome}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{result.title}</Alert.Title>
            <Alert.Description>
              <Text>{result.detail}</Text>
              <Text fontSize="sm" mt="1" opacity={0.85}>
                {t('card.codes', {
                  prCode: result.prCode,
                  srCode: result.srCode,
                  orderNumber: result.orderNumber,
                })}
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {result.kind === 'pending' && !view.paid && <Text color="fg.muted">{t('card.pending')}</Text>}
      {result.kind === 'none' && !view.paid && view.canPayByCard && <Text>{t('card.lead')}</Text>}
      {start.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('payment.notGenerated', { ns: 'errors' })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {showPay && (
        <Button
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', md: 'flex-start' }}
          loading={start.isPending || start.isSuccess}
          loadingText={t('card.redirecting')}
          onClick={() => start.mutate()}
        >
          {failed || start.isError ? t('card.tryAgain') : t('card.pay')}
        </Button>
      )}
    </PanelSection>
  );
}
