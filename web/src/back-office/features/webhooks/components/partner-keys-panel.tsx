import { Alert, Badge, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerKey, PartnerKeyBody } from '@shared/partner-api/partner-key-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { DataList, useConfirm, type DataListColumn } from '../../../kit';
import {
  createPartnerKey,
  partnerKeysChanged,
  partnerKeysQuery,
  revokePartnerKey,
  updatePartnerKey,
} from '../api/partner-keys-queries';
import { PARTNER_KEYS_NS } from '../partner-keys-namespace';
import { PartnerKeyForm } from './partner-key-form';
import { NO_PAGING, wholeList } from './whole-list';

/** Whether a key still works (the server decides; this only labels the list). */
function stateOf(k: PartnerKey, now: number): 'active' | 'expired' | 'revoked' {
  if (k.revokedAt) return 'revoked';
  return k.expiresAt && Date.parse(k.expiresAt) <= now ? 'expired' : 'active';
}

/**
 * The partner API keys of a series (docs/webhooks-and-partner-api.md): the list with each key's
 * first characters and last use, a new key shown once with a copy button, editing a key's name,
 * scopes and expiry, revoking.
 */
export function PartnerKeysPanel({ seriesGuid }: { seriesGuid: string }) {
  const { t } = useTranslation(PARTNER_KEYS_NS);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<PartnerKey | null>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const list = useQuery(partnerKeysQuery(seriesGuid));

  const create = async (values: PartnerKeyBody) => {
    const answer = await createPartnerKey(seriesGuid, values);
    await partnerKeysChanged(client, seriesGuid);
    setCreated({ name: answer.name, key: answer.key });
    setAdding(false);
  };

  const save = async (values: PartnerKeyBody) => {
    if (!editing) return;
    await updatePartnerKey(seriesGuid, editing.keyId, values);
    await partnerKeysChanged(client, seriesGuid);
    notify.success(t('edit.done'));
    setEditing(null);
  };

  const revoke = async (k: PartnerKey) => {
    const yes = await confirm({
      title: t('revoke.title', { name: k.name }),
      body: t('revoke.body'),
      confirmLabel: t('revoke.confirm'),
      destructive: true,
    });
    if (!yes) return;
    try {
      await revokePartnerKey(seriesGuid, k.keyId);
      await partnerKeysChanged(client, seriesGuid);
      notify.success(t('revoke.done'));
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify.success(t('created.copied'));
    } catch {
      notify.error(t('created.copyFailed'));
    }
  };

  const columns = useMemo<DataListColumn<PartnerKey>[]>(
    () => [
      { id: 'name', header: t('columns.name'), cell: (k) => k.name, rowHeader: true, hideable: false },
      { id: 'prefix', header: t('columns.prefix'), cell: (k) => <Code>{`${k.prefix}…`}</Code> },
      {
        id: 'scopes',
        header: t('columns.scopes'),
        cell: (k) => k.scopes.map((s) => t(`scopes.${s}`)).join(', '),
      },
      {
        id: 'expiresAt',
        header: t('columns.expiresAt'),
        cell: (k) => (k.expiresAt ? formatDateTime(k.expiresAt) : t('noExpiry')),
      },
      {
        id: 'lastUsedAt',
        header: t('columns.lastUsedAt'),
        cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('never')),
      },
      {
        id: 'state',
        header: t('columns.state'),
        cell: (k) => {
          const state = stateOf(k, Date.now());
          return (
            <Badge colorPalette={state === 'active' ? 'green' : 'red'}>
              {t(`states.${state}`, { at: formatDateTime(k.revokedAt) })}
            </Badge>
          );
        },
      },
      { id: 'createdBy', header: t('columns.createdBy'), cell: (k) => k.createdBy, defaultVisible: false },
    ],
    [t],
  );

  return (
    <Stack gap="3" as="section" aria-labelledby="partner-keys-title">
      <Heading as="h2" size="md" id="partner-keys-title">
        {t('title')}
      </Heading>
      <Text>{t('lead')}</Text>
      <HStack>
        <Button
          colorPalette="brand"
          onClick={() => {
            setEditing(null);
            setAdding(true);
          }}
        >
          {t('actions.new')}
        </Button>
      </HStack>
      {adding && <PartnerKeyForm onSubmit={create} onCancel={() => setAdding(false)} />}
      {editing && (
        <PartnerKeyForm
          key={editing.keyId}
          editing={editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {created && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('created.title', { name: created.name })}</Alert.Title>
            <Alert.Description>
              <Stack gap="2">
                <Text>{t('created.body')}</Text>
                <Code aria-label={t('created.label')} wordBreak="break-all">
                  {created.key}
                </Code>
                <HStack gap="2" wrap="wrap">
                  <Button size="sm" colorPalette="brand" onClick={() => void copy(created.key)}>
                    {t('created.copy')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setCreated(null)}>
                    {t('created.hide')}
                  </Button>
                </HStack>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <DataList
        listId="partner-keys"
        caption={t('caption')}
        columns={columns}
        data={wholeList(list.data?.items)}
        loading={list.isPending}
        fetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        {...NO_PAGING}
        getRowId={(k) => k.keyId}
        emptyText={t('empty')}
        rowActions={(k) =>
          k.revokedAt ? null : (
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('actions.editOf', { name: k.name })}
                onClick={() => {
                  setAdding(false);
                  setEditing(k);
                }}
              >
                {t('actions.edit')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                aria-label={t('actions.revokeOf', { name: k.name })}
                onClick={() => void revoke(k)}
              >
                {t('actions.revoke')}
              </Button>
            </HStack>
          )
        }
      />
    </Stack>
  );
}
