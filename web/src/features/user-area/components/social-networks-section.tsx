import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SocialNetwork } from '@shared/social/social-schemas';
import { ResultAlert, useFailureText } from '../../../components/result-alert';
import {
  linkedNetworksQuery,
  offeredNetworksQuery,
  startSocialFlow,
  unlinkNetwork,
} from '../../../components/social/social-api';
import { SOCIAL_NS } from '../../../components/social/social-namespace';
import { formatDate } from '../../../lib/dates';
import { errorMessage, notify } from '../../../lib/notify';
import { USER_AREA_NS } from '../user-area-namespace';
import { Section } from './section';

/**
 * Manage Account's social networks: which are linked (since when), link another (through the
 * provider and back here), unlink one. The server refuses an unlink that would leave the account
 * with no way to sign in, and says why.
 */
export function SocialNetworksSection({ userId }: { userId: string }) {
  const { t } = useTranslation(SOCIAL_NS);
  const failureText = useFailureText();
  const client = useQueryClient();
  const offered = useQuery(offeredNetworksQuery());
  const linked = useQuery(linkedNetworksQuery(userId));
  const link = useMutation({
    mutationFn: (network: SocialNetwork) =>
      startSocialFlow({ network, intent: 'link', returnTo: '/user/manage-account', remember: false }),
    onError: (error) => notify.error(errorMessage(error)),
    meta: { silentError: true },
  });
  const unlink = useMutation({
    mutationFn: unlinkNetwork,
    meta: { silentError: true },
    onSuccess: ({ network }) => {
      notify.success(t('manage.unlinked', { network: t(`networks.${network}`) }));
      void client.invalidateQueries({ queryKey: linkedNetworksQuery(userId).queryKey });
    },
  });

  const title = t('social.title', { ns: USER_AREA_NS });
  if (linked.isPending || offered.isPending)
    return (
      <Section title={title}>
        <Text color="fg.muted">{t('manage.loading')}</Text>
      </Section>
    );
  if (linked.isError)
    return (
      <Section title={title}>
        <Text role="alert" color="fg.error">
          {t('manage.failed')}
        </Text>
      </Section>
    );

  const links = new Map(linked.data.networks.map((l) => [l.network, l.linkedAt]));
  // Linked networks stay listed (to unlink them) even when the stage no longer offers them.
  const shown = [...new Set([...(offered.data ?? []), ...links.keys()])];
  return (
    <Section title={title}>
      <Stack gap="4">
        <Text color="fg.muted">{shown.length > 0 ? t('manage.text') : t('manage.noneOffered')}</Text>
        <List.Root listStyleType="none" gap="3">
          {shown.map((network) => {
            const name = t(`networks.${network}`);
            const since = links.get(network);
            return (
              <List.Item key={network}>
                <HStack gap="3" wrap="wrap">
                  <Text minW="24" fontWeight="medium">
                    {name}
                  </Text>
                  {since ? (
                    <Badge colorPalette="green">{t('manage.linkedSince', { date: formatDate(since) })}</Badge>
                  ) : (
                    <Badge colorPalette="gray">{t('manage.notLinked')}</Badge>
                  )}
                  {since ? (
                    <Button
                      size="sm"
                      variant="outline"
                      loading={unlink.isPending && unlink.variables === network}
                      disabled={unlink.isPending}
                      onClick={() => unlink.mutate(network)}
                    >
                      {t('manage.unlink', { network: name })}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      colorPalette="brand"
                      variant="outline"
                      loading={link.isPending && link.variables === network}
                      disabled={link.isPending}
                      onClick={() => link.mutate(network)}
                    >
                      {t('manage.link', { network: name })}
                    </Button>
                  )}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
        {unlink.isError && (
          <ResultAlert status="error" title={t('manage.unlinkFailed')}>
            {failureText(unlink.error)}
          </ResultAlert>
        )}
      </Stack>
    </Section>
  );
}
