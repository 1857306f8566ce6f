import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useMoney } from '../../../lib/use-money';
import { transferOffer } from './transfer-api';
import type { BankTransfer } from '@shared/self-service/transfer-schemas';
import { TransferAcceptForm } from './transfer-accept-form';
import { TransferBankDetails } from './transfer-bank-details';
import { TRANSFER_NS } from './transfer-namespace';

const OUTCOMES = ['accepted', 'failed', 'notApplied', 'alreadyAnswered', 'ignored'] as const;

/**
 * /transfer-offer/:token (the link of e-mail 15): who offers which race, the fee and deadline, and
 * the new runner's card; "Accept" changes hands at once or goes to the card gateway for the fee,
 * or shows the fee's bank transfer (also when the link is opened again while it is unpaid).
 */
export function TransferOfferPage() {
  const { t } = useTranslation(TRANSFER_NS);
  usePageTitle(t('offer.title'));
  const { token = '' } = useParams();
  const money = useMoney();
  const [accepted, setAccepted] = useState(false);
  const [answered, setAnswered] = useState<BankTransfer | null>(null);
  const offer = useQuery({
    queryKey: ['transfer-offer', token],
    queryFn: ({ signal }) => transferOffer(token, signal),
    retry: false,
  });
  if (offer.isPending) return <PageSpinner />;
  const o = offer.data;
  const bankTransfer = answered ?? o?.bankTransfer ?? null;
  const body = !o ? (
    <Text role="alert">{t('offer.notFound')}</Text>
  ) : accepted ? (
    <Text role="status">{t('offer.accepted')}</Text>
  ) : (
    <>
      <Text>
        {t('offer.race', {
          race: [o.eventName, o.subEventName, o.categoryName, o.waveName].filter(Boolean).join(' – '),
        })}
      </Text>
      <Text>{t('offer.date', { date: formatDate(o.dateFrom) })}</Text>
      <Text>{o.fee > 0 ? t('offer.fee', { amount: money(o.fee, o.currency) }) : t('offer.free')}</Text>
      <Text>{t(o.keepsStartNumber ? 'offer.startNumberKept' : 'offer.startNumberCleared')}</Text>
      {o.state === 'offered' ? (
        <>
          <Text>{t('offer.validUntil', { date: formatDateTime(o.expiresAt) })}</Text>
          {bankTransfer && <TransferBankDetails transfer={bankTransfer} />}
          <TransferAcceptForm
            token={token}
            offer={o}
            onAccepted={() => setAccepted(true)}
            onBankTransfer={setAnswered}
          />
        </>
      ) : (
        <Text role="status">{t(`offer.state${o.state.charAt(0).toUpperCase()}${o.state.slice(1)}`)}</Text>
      )}
    </>
  );
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {o ? t('offer.heading', { from: o.fromName }) : t('offer.title')}
        </Heading>
        {body}
      </Stack>
    </Container>
  );
}

/** /transfer-offer/done?outcome=…: where the card gateway sends the new runner back. */
export function TransferOutcomePage() {
  const { t } = useTranslation(TRANSFER_NS);
  usePageTitle(t('offer.title'));
  const [params] = useSearchParams();
  const raw = params.get('outcome');
  const outcome = OUTCOMES.find((x) => x === raw) ?? 'ignored';
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('offer.title')}
        </Heading>
        <Text role="status">{t(`offer.outcome.${outcome}`)}</Text>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/">{t('offer.home')}</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
