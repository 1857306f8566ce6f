import { Button, HStack, Input, List, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-recipes/native-select';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import {
  assignNetworkBodySchema,
  SOCIAL_NETWORKS,
  type LinkedNetwork,
  type SocialNetwork,
} from '@shared/social/social-schemas';
import { SOCIAL_NS } from '../../../../components/social/social-namespace';
import { api } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { BackOfficeForm, FormField, SubmitButton, useBackOfficeForm, useConfirm } from '../../../kit';
import { userNetworksChanged } from '../api/admin-users-queries';

/** The admin's link form: the network and the user's subject there (the spec's network, networkId). */
const assignSchema = assignNetworkBodySchema.pick({ network: true, networkId: true }).required();

/**
 * The user's linked social networks (which, since when) and the admin's changes through
 * admin/user/assign-network: link one by the provider's subject, remove one (never the user's last
 * way to sign in: the server refuses and says why). Each change goes in the user's history.
 */
export function UserNetworks({ userId, networks }: { userId: string; networks: LinkedNetwork[] }) {
  const { t } = useTranslation(SOCIAL_NS);
  const client = useQueryClient();
  const confirm = useConfirm();
  const name = (network: SocialNetwork) => t(`networks.${network}`);
  const form = useBackOfficeForm({
    schema: assignSchema,
    defaultValues: { network: 'google', networkId: '' },
  });
  const remove = useMutation({
    mutationFn: (network: SocialNetwork) =>
      api.call(adminUsersRoutes.assignNetwork, { body: { userId, network, remove: true } }),
    onSuccess: (_answer, network) => {
      userNetworksChanged(client, userId);
      notify.success(t('admin.removed', { network: name(network) }));
    },
    onError: (error) => notify.error(errorMessage(error)),
    meta: { silentError: true },
  });
  const assign = async (values: { network: SocialNetwork; networkId: string }) => {
    await api.call(adminUsersRoutes.assignNetwork, { body: { userId, ...values } });
    userNetworksChanged(client, userId);
    form.reset({ network: values.network, networkId: '' });
    notify.success(t('admin.assigned', { network: name(values.network) }));
  };
  const askRemove = async (network: SocialNetwork) => {
    const label = t('admin.remove', { network: name(network) });
    if (await confirm({ title: label, confirmLabel: label, destructive: true })) remove.mutate(network);
  };

  return (
    <Stack gap="4">
      {networks.length === 0 ? (
        <Text color="fg.muted">{t('admin.none')}</Text>
      ) : (
        <List.Root listStyleType="none" gap="2">
          {networks.map((link) => (
            <List.Item key={link.network}>
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="medium">{name(link.network)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('admin.linkedSince', { date: formatDateTime(link.linkedAt) })}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={remove.isPending}
                  onClick={() => void askRemove(link.network)}
                >
                  {t('admin.remove', { network: name(link.network) })}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      <BackOfficeForm form={form} onSubmit={assign} guardUnsaved={false} aria-label={t('admin.assignTitle')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="network" label={t('admin.network')} required>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field {...form.register('network')}>
                {SOCIAL_NETWORKS.map((network) => (
                  <option key={network} value={network}>
                    {name(network)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="networkId" label={t('admin.networkId')} help={t('admin.networkIdHelp')} required>
            <Input autoComplete="off" {...form.register('networkId')} />
          </FormField>
        </SimpleGrid>
        <SubmitButton label={t('admin.assign')} colorPalette="brand" />
      </BackOfficeForm>
    </Stack>
  );
}
