import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { checkoutDataQuery, toItemRef } from '../api/checkout-queries';
import { CHECKOUT_NS } from '../checkout-namespace';
import { CheckoutForm } from '../components/checkout-form';
import type { CheckoutCart } from '../model/cart-port';

function EmptyCheckout() {
  const { t } = useTranslation(CHECKOUT_NS);
  return (
    <Stack gap="4" align="flex-start" data-testid="checkout-empty">
      <Text fontSize="lg">{t('empty.text')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{t('empty.home')}</RouterLink>
      </Button>
    </Stack>
  );
}

/** /checkout (spec §2): the cart's registrations, forms, payment and consents, in the cart's currency. */
export function CheckoutPage({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation(CHECKOUT_NS);
  usePageTitle(t('title'));
  const refs = useMemo(() => cart.items.map(toItemRef), [cart.items]);
  const query = useQuery({ ...checkoutDataQuery(cart.currency, refs), placeholderData: keepPreviousData });
  const empty = cart.items.length === 0;

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb={{ base: '5', lg: '8' }}>
        {t('title')}
      </Heading>
      {empty ? (
        <EmptyCheckout />
      ) : query.data ? (
        <CheckoutForm
          data={query.data}
          refs={refs}
          currency={cart.currency}
          stale={query.isPlaceholderData || query.data.items.length !== refs.length}
          onRemoveItem={cart.removeItem}
          onPlaced={cart.clear}
          teamNames={cart.items.map((i) => i.teamName)}
          {...(cart.setItemTeam ? { onTeam: cart.setItemTeam } : {})}
        />
      ) : query.isError ? (
        <LoadError
          title={t('load.failed')}
          retryLabel={t('load.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <PageSpinner />
      )}
    </Container>
  );
}
