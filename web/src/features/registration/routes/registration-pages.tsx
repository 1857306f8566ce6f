import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import type { RegistrationView } from '@shared/checkout/checkout-schemas';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/notify';
import { isNotFound, registrationQuery, useStartCardPayment } from '../api/registration-queries';
import { BankTransferDetails } from '../components/bank-transfer-details';
import { CardPaymentPanel } from '../components/card-payment-panel';
import { RegistrationRecap } from '../components/registration-recap';
import { LazyTicketCodes } from '../../../components/tickets/ticket-codes-lazy';
import {
  blockingStateCode,
  isCardOrder,
  registrationState,
  type RegistrationState,
} from '../model/registration-state';
import { REGISTRATION_NS } from '../registration-namespace';

const BADGE: Record<RegistrationState, string> = {
  waiting: 'orange',
  paid: 'green',
  expired: 'gray',
  cancelled: 'red',
  deleted: 'red',
};

function Frame({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }} px={{ base: '3', md: '6' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} data-testid="registration-title">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

function HomeLink() {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <Box>
      <Button asChild colorPalette="brand" variant="outline">
        <RouterLink to="/">{t('home')}</RouterLink>
      </Button>
    </Box>
  );
}

/** Not found (404 → `payment.registrationNotFound`) or a failed load with a retry. */
function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(REGISTRATION_NS);
  if (isNotFound(error)) {
    return (
      <Frame title={t('payment.registrationNotFound', { ns: 'errors' })}>
        <Text color="fg.muted">{t('notFound.lead')}</Text>
        <HomeLink />
      </Frame>
    );
  }
  return (
    <Frame title={t('loadFailed')}>
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Box>
        <Button colorPalette="brand" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Box>
    </Frame>
  );
}

function OrderSummary({ view, state }: { view: RegistrationView; state: RegistrationState }) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      <Text as="dt" color="fg.muted">
        {t('summary.state')}
      </Text>
      <Box as="dd">
        <Badge
          colorPalette={BADGE[state]}
          variant="subtle"
          data-testid="registration-state"
          data-state={state}
        >
          {t(`state.${state}.badge`)}
        </Badge>
      </Box>
      <Text as="dt" color="fg.muted">
        {t('summary.variableSymbol')}
      </Text>
      <Text as="dd" fontWeight="semibold" data-testid="variable-symbol">
        {view.variableSymbol}
      </Text>
      <Text as="dt" color="fg.muted">
        {t('summary.created')}
      </Text>
      <Text as="dd">{formatDateTime(view.dateCreated)}</Text>
      <Text as="dt" color="fg.muted">
        {t('summary.orderer')}
      </Text>
      <Text as="dd" wordBreak="break-word">
        {`${view.registrator.firstName} ${view.registrator.lastName}, ${view.registrator.email}`}
      </Text>
      {state === 'waiting' && view.expiresAt && (
        <>
          <Text as="dt" color="fg.muted">
            {t('summary.payUntil')}
          </Text>
          <Text as="dd">{formatDateTime(view.expiresAt)}</Text>
        </>
      )}
      {state === 'paid' && view.datePaid && (
        <>
          <Text as="dt" color="fg.muted">
            {t('summary.paidAt')}
          </Text>
          <Text as="dd">{formatDateTime(view.datePaid)}</Text>
        </>
      )}
    </Box>
  );
}

function stateLead(
  t: (key: string, options?: Record<string, unknown>) => string,
  view: RegistrationView,
  state: RegistrationState,
): string {
  const code = blockingStateCode(state);
  if (state === 'paid') return t('state.paid.lead', { email: view.registrator.email });
  if (code) return t(code, { ns: 'errors' });
  return isCardOrder(view)
    ? t('state.waiting.card')
    : t('state.waiting.transfer', { email: view.registrator.email });
}

/** /registration/:registrationGuid: the completion and card payment result page (spec §2). */
export function RegistrationPage() {
  const { t } = useTranslation(REGISTRATION_NS);
  const { registrationGuid = '' } = useParams();
  const query = useQuery(registrationQuery(registrationGuid));
  const location = useLocation();
  const navigate = useNavigate();
  // The checkout sends a new card order here with { payByCard: true }: the payment starts at once.
  const payByCard = (location.state as { payByCard?: unknown } | null)?.payByCard === true;
  const forgetPayByCard = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  const view = query.data;
  const state = registrationState(view);
  const open = state === 'waiting' || state === 'paid';

  return (
    <Frame title={t(`state.${state}.title`)}>
      <Text fontSize="lg" data-testid="registration-lead">
        {stateLead(t, view, state)}
      </Text>
      <OrderSummary view={view} state={state} />
      {open && !view.paid && !isCardOrder(view) && view.bankTransfer && (
        <BankTransferDetails transfer={view.bankTransfer} />
      )}
      {open && isCardOrder(view) && (
        <CardPaymentPanel view={view} autoStart={payByCard} onAutoStarted={forgetPayByCard} />
      )}
      {state === 'paid' && <LazyTicketCodes registrationGuid={view.guid} />}
      <RegistrationRecap view={view} />
      <HomeLink />
    </Frame>
  );
}

/**
 * /registration-direct-payment/:registrationGuid (spec §2, §8 direct payment): a card order that
 * can still be paid goes straight to the gateway; paid, deleted, expired, cancelled and unknown
 * orders say so; a bank-transfer order shows its payment data.
 */
export function DirectPaymentPage() {
  const { t } = useTranslation(REGISTRATION_NS);
  const { registrationGuid = '' } = useParams();
  const query = useQuery(registrationQuery(registrationGuid));
  const start = useStartCardPayment(registrationGuid);
  const { mutate: startPayment } = start;
  const view = query.data;
  const state = view ? registrationState(view) : null;
  const blocked = state ? blockingStateCode(state) : null;
  const autoStart = Boolean(view && !blocked && isCardOrder(view) && view.canPayByCard);
  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    startPayment();
  }, [autoStart, startPayment]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const current = registrationState(order);

  if (blocked) {
    return (
      <Frame title={t('direct.title')}>
        <Alert.Root
          status={current === 'paid' ? 'success' : 'warning'}
          data-testid="direct-state"
          data-state={current}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t(blocked, { ns: 'errors' })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Link asChild color="brand.fg">
          <RouterLink to={`/registration/${order.guid}`}>{t('direct.showOrder')}</RouterLink>
        </Link>
      </Frame>
    );
  }

  if (!isCardOrder(order)) {
    return (
      <Frame title={t('direct.title')}>
        <Text fontSize="lg">{t('state.waiting.transfer', { email: order.registrator.email })}</Text>
        <OrderSummary view={order} state={current} />
        {order.bankTransfer && <BankTransferDetails transfer={order.bankTransfer} />}
        <RegistrationRecap view={order} />
      </Frame>
    );
  }

  const failed = start.isError || !order.canPayByCard;
  return (
    <Frame title={t('direct.title')}>
      {failed ? (
        <Stack gap="4" align="flex-start">
          <Alert.Root status="error" role="alert" data-testid="direct-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{t('payment.notGenerated', { ns: 'errors' })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {order.canPayByCard && (
            <Button colorPalette="brand" loading={start.isPending} onClick={() => start.mutate()}>
              {t('card.tryAgain')}
            </Button>
          )}
        </Stack>
      ) : (
        <Flex gap="3" align="center" role="status" aria-live="polite" data-testid="direct-redirecting">
          <Spinner size="md" color="brand.fg" aria-hidden="true" />
          <Text fontSize="lg">{t('card.redirecting')}</Text>
        </Flex>
      )}
      <RegistrationRecap view={order} />
    </Frame>
  );
}
