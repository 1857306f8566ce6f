import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { Button, Container, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/page-spinner';
import { usePageTitle } from '../../../components/page-title';
import { RouterLink } from '../../../components/router-link';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/notify';
import { seriesRoutes } from '@shared/api/areas/series';
import { waitingListRoutes } from '@shared/api/areas/waiting-list';
import { api } from '../../../lib/api-client';
import { newCartItem } from '@shared/cart/new-cart-item';
import { storeOffer } from '../../../lib/waiting-list-offers';
import type { CheckoutCart } from '../model/cart-port';
import { WAITING_LIST_NS } from '../waiting-list-namespace';

/**
 * /waiting-list-offer/:token (the link of the offer e-mail): the held race, its deadline and a
 * choice of category (and wave); "Register" puts the race in the cart and opens the checkout,
 * which sends the token so the order takes the held place.
 */
export function OfferPage({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation(WAITING_LIST_NS);
  usePageTitle(t('offer.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const id = useId();
  const offer = useQuery({
    queryKey: ['waiting-list-offer', token],
    queryFn: () => api.call(waitingListRoutes.offer, { params: { token } }),
    retry: false,
  });
  const guid = offer.data?.seriesEventGuid ?? '';
  const detail = useQuery({
    queryKey: ['waiting-list-offer-event', guid, cart.currency],
    queryFn: async () => ({
      event: await api.call(seriesRoutes.event, { params: { guid }, query: { currency: cart.currency } }),
    }),
    enabled: !!offer.data,
  });
  const sub = detail.data?.event.subevents.find((s) => s.guid === offer.data?.seriesSubEventGuid);
  const [categoryGuid, setCategory] = useState('');
  const [waveGuid, setWave] = useState('');
  // An offer of a category's or wave's list holds its place there: only that one can be chosen.
  const held = offer.data;
  const categories = sub?.categories.filter((c) => !held?.categoryGuid || c.guid === held.categoryGuid) ?? [];
  const waves = sub?.waves.filter((w) => !held?.waveGuid || w.guid === held.waveGuid) ?? [];
  const category = categories.find((c) => c.guid === categoryGuid) ?? categories[0];
  const wave = waves.length ? (waves.find((w) => w.guid === waveGuid) ?? waves[0]) : null;

  const register = () => {
    if (!offer.data || !detail.data || !sub || !category) return;
    storeOffer({ subEventGuid: sub.guid, token, holdUntil: offer.data.holdUntil });
    const event = detail.data.event;
    if (!cart.items.some((i) => i.seriesSubEventGuid === sub.guid))
      cart.addItem?.(newCartItem(event, sub, category, wave ?? null));
    navigate('/checkout');
  };

  const select = (
    label: string,
    value: string,
    onChange: (v: string) => void,
    options: Array<{ guid: string; name: string }>,
    key: string,
  ) => (
    <Stack gap="1">
      <Text asChild fontWeight="medium">
        <label htmlFor={`${id}-${key}`}>{label}</label>
      </Text>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} maxW="md">
        <NativeSelect.Field id={`${id}-${key}`} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.guid} value={o.guid}>
              {o.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );

  return (
    <Container maxW="4xl" py={{ base: '6', lg: '10' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} mb="5">
        {t('offer.title')}
      </Heading>
      {offer.isError ? (
        <Stack gap="3" align="flex-start" role="alert" data-testid="offer-error">
          <Text fontWeight="semibold">{t('offer.failed')}</Text>
          <Text>{errorMessage(offer.error)}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{t('offer.home')}</RouterLink>
          </Button>
        </Stack>
      ) : !offer.data || !sub || !category ? (
        <Stack gap="3">
          <Text>{t('offer.loading')}</Text>
          <PageSpinner />
        </Stack>
      ) : (
        <Stack gap="4" align="flex-start" data-testid="offer">
          <Text fontSize="lg" fontWeight="semibold">
            {detail.data?.event.name} – {offer.data.seriesSubEventName}
          </Text>
          <Text>
            {t('offer.heldUntil', { date: formatDateTime(offer.data.holdUntil), email: offer.data.email })}
          </Text>
          {select(t('offer.category'), category.guid, setCategory, categories, 'category')}
          {wave && select(t('offer.wave'), wave.guid, setWave, waves, 'wave')}
          <Button colorPalette="brand" onClick={register}>
            {t('offer.register')}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
