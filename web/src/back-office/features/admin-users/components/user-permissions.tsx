import { Alert, Badge, Box, Button, Field, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@shared/accounts/permission-schemas';
import { adminUsersRoutes } from '@shared/api/areas/admin-users';
import type { SeriesOrEvent } from '@shared/back-office/series-directory-schemas';
import { api } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/dates';
import { RemoteSelect, useConfirm } from '../../../kit';
import { ADMIN_USERS_NS } from '../admin-users-namespace';
import { loadSeriesOrEvent, searchSeriesOrEvents } from '../api/admin-users-queries';
import { useUserChange } from '../api/use-user-change';

const itemValue = (item: SeriesOrEvent) => item.guid;

/** What a permission is for: the series, or "series / event". */
export const permissionLabel = (p: Pick<Permission, 'kind' | 'name' | 'seriesName'>) =>
  p.kind === 'series' ? p.name : `${p.seriesName} / ${p.name}`;

/**
 * The per-series or per-event permissions of an event manager (spec §6): listed with a remove
 * button each, and added by choosing a series or an event in the remote-select.
 */
export function UserPermissions({
  userId,
  isEventManager,
  permissions,
}: {
  userId: string;
  isEventManager: boolean;
  permissions: Permission[];
}) {
  const { t } = useTranslation(ADMIN_USERS_NS);
  const confirm = useConfirm();
  const change = useUserChange();
  const [chosen, setChosen] = useState<SeriesOrEvent | null>(null);
  // Stable while the language stays: the select's option list is rebuilt when it changes.
  const itemLabel = useCallback(
    (item: SeriesOrEvent) =>
      item.kind === 'series'
        ? t('permissions.seriesOption', { name: item.name })
        : t('permissions.eventOption', { name: item.name, series: item.seriesName }),
    [t],
  );

  const add = () => {
    if (!chosen) return;
    const label = itemLabel(chosen);
    change.mutate(
      {
        run: async () => {
          await api.call(adminUsersRoutes.addPermission, {
            params: { id: userId },
            body: { kind: chosen.kind, guid: chosen.guid },
          });
          return api.call(adminUsersRoutes.detail, { params: { id: userId } });
        },
        done: t('permissions.added', { name: label }),
      },
      { onSuccess: () => setChosen(null) },
    );
  };

  const remove = async (permission: Permission) => {
    const name = permissionLabel(permission);
    const yes = await confirm({
      title: t('permissions.removeTitle'),
      body: t('permissions.removeBody', { name }),
      confirmLabel: t('permissions.remove'),
      destructive: true,
    });
    if (!yes) return;
    change.mutate({
      run: async () => {
        await api.call(adminUsersRoutes.removePermission, {
          params: { id: userId, permissionId: permission.permissionId },
        });
        return api.call(adminUsersRoutes.detail, { params: { id: userId } });
      },
      done: t('permissions.removed', { name }),
    });
  };

  return (
    <Stack gap="4">
      {!isEventManager && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description>{t('permissions.needsRole')}</Alert.Description>
        </Alert.Root>
      )}
      {permissions.length === 0 ? (
        <Text color="fg.muted">{t('permissions.none')}</Text>
      ) : (
        <List.Root as="ul" listStyle="none" gap="2" aria-label={t('permissions.listLabel')}>
          {permissions.map((p) => (
            <List.Item key={p.permissionId}>
              <HStack
                justify="space-between"
                gap="3"
                wrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
              >
                <Box>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={p.kind === 'series' ? 'green' : 'orange'}>
                      {t(`permissions.kind.${p.kind}`)}
                    </Badge>
                    <Text fontWeight="medium">{permissionLabel(p)}</Text>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('permissions.granted', { date: formatDate(p.dateCreated) })}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  disabled={change.isPending}
                  aria-label={t('permissions.removeOf', { name: permissionLabel(p) })}
                  onClick={() => void remove(p)}
                >
                  {t('permissions.remove')}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {isEventManager && (
        <Stack gap="2" as="section" aria-labelledby="add-permission-heading">
          <Heading as="h3" size="sm" id="add-permission-heading">
            {t('permissions.add')}
          </Heading>
          <Stack direction={{ base: 'column', md: 'row' }} gap="2" align={{ md: 'flex-start' }}>
            <Field.Root flex="1">
              <Field.Label>{t('permissions.seriesOrEvent')}</Field.Label>
              <RemoteSelect<SeriesOrEvent>
                value={chosen?.guid ?? null}
                onChange={(_value, item) => setChosen(item)}
                loadOne={loadSeriesOrEvent}
                search={searchSeriesOrEvents}
                itemToValue={itemValue}
                itemToLabel={itemLabel}
                clearable
                placeholder={t('permissions.searchPlaceholder')}
              />
              <Field.HelperText>{t('permissions.searchHelp')}</Field.HelperText>
            </Field.Root>
            {/* Level with the input (below the label), whatever the help text's height. */}
            <Button
              colorPalette="brand"
              mt={{ md: '7' }}
              disabled={!chosen || change.isPending}
              onClick={add}
            >
              {t('permissions.grant')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
