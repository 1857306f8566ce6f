import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { SocialNetwork } from '@shared/social/social-schemas';
import { errorMessage, notify } from '../../lib/notify';
import { offeredNetworksQuery, safeReturnTo, startSocialFlow } from './social-api';
import { SOCIAL_NS } from './social-namespace';

/**
 * "Continue with Google / Facebook / Apple / Strava" for the networks the stage configures (none
 * while they load or when none is configured). The runner comes back to the page they were on.
 */
export function SocialButtons({ remember = false, returnTo }: { remember?: boolean; returnTo?: string }) {
  const { t } = useTranslation(SOCIAL_NS);
  const location = useLocation();
  const offered = useQuery(offeredNetworksQuery());
  const start = useMutation({
    mutationFn: (network: SocialNetwork) =>
      startSocialFlow({
        network,
        intent: 'signIn',
        returnTo: safeReturnTo(returnTo ?? `${location.pathname}${location.search}`),
        remember,
      }),
    onError: (error) => notify.error(errorMessage(error)),
    meta: { silentError: true },
  });
  const networks = offered.data ?? [];
  if (networks.length === 0) return null;
  return (
    <Stack gap="3" role="group" aria-label={t('choose')}>
      {networks.map((network) => (
        <Button
          key={network}
          type="button"
          variant="outline"
          width="full"
          loading={start.isPending && start.variables === network}
          disabled={start.isPending}
          onClick={() => start.mutate(network)}
        >
          {t('continueWith', { network: t(`networks.${network}`) })}
        </Button>
      ))}
      <HStack gap="3" aria-hidden>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {t('or')}
        </Text>
        <Separator flex="1" />
      </HStack>
    </Stack>
  );
}
