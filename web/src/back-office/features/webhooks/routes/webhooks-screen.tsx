import { Alert, Badge, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '@shared/webhooks/webhook-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import {
  DataList,
  FilterForm,
  selectFilter,
  useConfirm,
  useListFilters,
  type DataListColumn,
  chosenSeries,
  seriesFilterField,
} from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import {
  createWebhook,
  deleteWebhook,
  setWebhookEnabled,
  webhookSeriesQuery,
  webhooksChanged,
  webhooksQuery,
} from '../api/webhooks-queries';
import { DeliveriesList } from '../components/deliveries-list';
import { PartnerKeysPanel } from '../components/partner-keys-panel';
import { WebhookForm } from '../components/webhook-form';
import { NO_PAGING, wholeList } from '../components/whole-list';
import { WEBHOOKS_NS } from '../webhooks-namespace';

/**
 * /admin/webhooks: the webhook endpoints of a series (docs/webhooks-and-partner-api.md), a new
 * one's signing secret shown once, and the deliveries of the one opened with their replay; below
 * them the series' partner API keys.
 */
export default function WebhooksScreen() {
  const { t } = useTranslation(WEBHOOKS_NS);
  const userId = useSession().user?.userId ?? '';
  const client = useQueryClient();
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const series = useQuery(webhookSeriesQuery(userId));
  const seriesRows = series.data?.rows;
  const filters = useListFilters(
    useMemo(() => ({ series: selectFilter((seriesRows ?? []).map((s) => s.guid)) }), [seriesRows]),
  );
  const seriesGuid = chosenSeries(filters.query);
  const list = useQuery({ ...webhooksQuery(seriesGuid), enabled: seriesGuid !== '' });
  const opened = list.data?.items.find((w) => w.webhookId === openId);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      await webhooksChanged(client, seriesGuid);
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const remove = async (w: Webhook) => {
    const yes = await confirm({
      title: t('delete.title', { url: w.url }),
      body: t('delete.body'),
      confirmLabel: t('delete.confirm'),
      destructive: true,
    });
    if (yes) await run(() => deleteWebhook(seriesGuid, w.webhookId), t('delete.done'));
  };

  const create = async (values: Parameters<typeof createWebhook>[1]) => {
    const created = await createWebhook(seriesGuid, values);
    await webhooksChanged(client, seriesGuid);
    setSecret({ url: created.url, secret: created.secret });
    setAdding(false);
  };

  const columns = useMemo<DataListColumn<Webhook>[]>(
    () => [
      { id: 'url', header: t('columns.url'), cell: (w) => w.url, rowHeader: true, hideable: false },
      { id: 'description', header: t('columns.description'), cell: (w) => w.description },
      {
        id: 'events',
        header: t('columns.events'),
        cell: (w) => w.events.map((e) => t(`events.${e}`)).join(', '),
      },
      {
        id: 'state',
        header: t('columns.state'),
        cell: (w) =>
          w.disabled ? (
            <Badge colorPalette="red">{t('states.disabled', { at: formatDateTime(w.disabledAt) })}</Badge>
          ) : (
            <Badge colorPalette="green">{t('states.active', { failures: w.consecutiveFailures })}</Badge>
          ),
      },
      { id: 'createdBy', header: t('columns.createdBy'), cell: (w) => w.createdBy, defaultVisible: false },
    ],
    [t],
  );

  return (
    <ScreenPage title={t('title')} lead={t('lead')}>
      <FilterForm filters={filters} fields={[seriesFilterField(t('filters.series'), seriesRows)]} />
      {seriesGuid === '' ? (
        <Text>{t('chooseSeries')}</Text>
      ) : (
        <Stack gap="4">
          <HStack>
            <Button colorPalette="brand" onClick={() => setAdding(true)}>
              {t('actions.new')}
            </Button>
          </HStack>
          {adding && <WebhookForm onSubmit={create} onCancel={() => setAdding(false)} />}
          {secret && (
            <Alert.Root status="warning" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('secret.title', { url: secret.url })}</Alert.Title>
                <Alert.Description>
                  <Stack gap="2">
                    <Text>{t('secret.body')}</Text>
                    <Code aria-label={t('secret.label')} wordBreak="break-all">
                      {secret.secret}
                    </Code>
                    <Button size="sm" variant="outline" alignSelf="start" onClick={() => setSecret(null)}>
                      {t('secret.hide')}
                    </Button>
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <DataList
            listId="webhooks"
            caption={t('caption')}
            columns={columns}
            data={wholeList(list.data?.items)}
            loading={list.isPending}
            fetching={list.isFetching}
            error={list.error ?? series.error}
            onRetry={() => void list.refetch()}
            {...NO_PAGING}
            getRowId={(w) => w.webhookId}
            emptyText={t('empty')}
            rowActions={(w) => (
              <HStack gap="2" wrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('actions.deliveriesOf', { url: w.url })}
                  aria-pressed={openId === w.webhookId}
                  onClick={() => setOpenId(openId === w.webhookId ? null : w.webhookId)}
                >
                  {t('actions.deliveries')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t(w.disabled ? 'actions.enableOf' : 'actions.disableOf', { url: w.url })}
                  onClick={() =>
                    void run(
                      () => setWebhookEnabled(seriesGuid, w.webhookId, w.disabled),
                      t(w.disabled ? 'actions.enabled' : 'actions.disabled'),
                    )
                  }
                >
                  {t(w.disabled ? 'actions.enable' : 'actions.disable')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('actions.deleteOf', { url: w.url })}
                  onClick={() => void remove(w)}
                >
                  {t('actions.delete')}
                </Button>
              </HStack>
            )}
          />
          {opened && <DeliveriesList webhook={opened} />}
          <PartnerKeysPanel seriesGuid={seriesGuid} />
        </Stack>
      )}
    </ScreenPage>
  );
}
