import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';
import { invitationCartItem } from '../api/checkout-queries';
import { CHECKOUT_NS } from '../checkout-namespace';
import type { CheckoutCart } from '../model/cart-port';
import { storeTeamPin } from '../model/team-cookies';

/**
 * /team-invitation/:hash (the link of the team invitation e-mail): puts the team's item into the
 * cart (its race, category and wave at today's price, joining the team), keeps the team's PIN for
 * the checkout and opens the checkout. Before registration opens it says so (spec §8 "Invitation:
 * not open"), with the date.
 */
export function TeamInvitationPage({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation(CHECKOUT_NS);
  usePageTitle(t('invitation.title'));
  const { hash = '' } = useParams();
  const navigate = useNavigate();
  const [error, setError] = useState<{ message: string; notOpen: boolean } | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    invitationCartItem(hash, cart.currency)
      .then(({ pin, ...item }) => {
        storeTeamPin(item.teamGuid, pin);
        const inCart = cart.items.some(
          (i) => i.teamGuid === item.teamGuid && i.seriesSubEventGuid === item.seriesSubEventGuid,
        );
        if (!inCart) cart.addItem?.(item);
        navigate('/checkout', { replace: true });
      })
      .catch((e: unknown) =>
        setError({
          message: errorMessage(e),
          notOpen: isApiError(e) && e.code === 'checkout.invitationNotOpen',
        }),
      );
  }, [hash, cart, navigate]);

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {t('invitation.title')}
      </Heading>
      {error ? (
        <Stack gap="3" align="flex-start" role="alert" data-testid="invitation-error">
          <Text fontWeight="semibold">{t(error.notOpen ? 'invitation.notOpen' : 'invitation.failed')}</Text>
          <Text>{error.message}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{t('invitation.home')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <Text>{t('invitation.loading')}</Text>
          <PageSpinner />
        </Stack>
      )}
    </Container>
  );
}
