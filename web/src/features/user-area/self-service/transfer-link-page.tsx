import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { linkTransferCalls } from './transfer-api';
import { TransferForm } from './transfer-form';
import { TRANSFER_NS } from './transfer-namespace';

/**
 * /transfer-start/:token (the link in the payment e-mail, one per registration): the registrant,
 * proved by the link alone, offers the registration to another runner exactly as in My
 * registrations. A link of a registration since transferred or cancelled says so.
 */
export function TransferLinkPage() {
  const { t } = useTranslation(TRANSFER_NS);
  usePageTitle(t('link.title'));
  const { token = '' } = useParams();
  const calls = useMemo(() => linkTransferCalls(token), [token]);
  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('link.title')}
        </Heading>
        <Text color="fg.muted">{t('link.intro')}</Text>
        <TransferForm calls={calls} />
      </Stack>
    </Container>
  );
}
