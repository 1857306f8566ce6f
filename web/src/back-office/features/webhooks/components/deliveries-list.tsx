import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook, WebhookDelivery } from '@shared/webhooks/webhook-schemas';
import { formatDateTime } from '../../../../lib/dates';
import { errorMessage, notify } from '../../../../lib/notify';
import { DataList, type DataListColumn } from '../../../kit';
import { deliveriesQuery, replayDelivery } from '../api/webhooks-queries';
import { WEBHOOKS_NS } from '../webhooks-namespace';
import { NO_PAGING, wholeList } from './whole-list';

const STATUS_COLOR = { delivered: 'green', pending: 'orange', failed: 'red' } as const;

/**
 * One endpoint's deliveries, newest first, a page at a time (older / newer: the server pages by
 * cursor, so the pages are walked, not numbered), with their attempts and a replay button each.
 */
export function DeliveriesList({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation(WEBHOOKS_NS);
  const client = useQueryClient();
  // The cursors of the pages walked so far: the last one is the page shown (none: the newest).
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const query = useQuery(deliveriesQuery(webhook.seriesGuid, webhook.webhookId, cursor));
  const nextCursor = query.data?.nextCursor ?? null;

  const replay = async (d: WebhookDelivery) => {
    try {
      await replayDelivery(webhook.seriesGuid, webhook.webhookId, d.deliveryId);
      notify.success(t('deliveries.replayed'));
      await client.invalidateQueries({
        queryKey: deliveriesQuery(webhook.seriesGuid, webhook.webhookId).queryKey.slice(0, -1),
      });
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const columns = useMemo<DataListColumn<WebhookDelivery>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('deliveries.columns.createdAt'),
        cell: (d) => formatDateTime(d.createdAt),
        rowHeader: true,
        hideable: false,
      },
      { id: 'type', header: t('deliveries.columns.type'), cell: (d) => t(`events.${d.type}`) },
      {
        id: 'status',
        header: t('deliveries.columns.status'),
        cell: (d) => (
          <Badge colorPalette={STATUS_COLOR[d.status]}>{t(`deliveries.status.${d.status}`)}</Badge>
        ),
      },
      {
        id: 'attempts',
        header: t('deliveries.columns.attempts'),
        cell: (d) => (
          <Stack gap="0">
            {d.attempts.map((a) => (
              <Text key={a.at} fontSize="sm">
                {t('deliveries.attempt', {
                  at: formatDateTime(a.at),
                  status: a.statusCode ?? '—',
                  ms: a.durationMs,
                })}
                {a.replay ? ` · ${t('deliveries.replay')}` : ''}
                {a.error ? ` · ${a.error}` : ''}
              </Text>
            ))}
          </Stack>
        ),
      },
      {
        id: 'next',
        header: t('deliveries.columns.next'),
        cell: (d) => (d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : ''),
        defaultVisible: false,
      },
    ],
    [t],
  );

  const title = t('deliveries.title', { url: webhook.url });
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <DataList
        listId="webhook-deliveries"
        caption={title}
        columns={columns}
        data={wholeList(query.data?.items)}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        {...NO_PAGING}
        getRowId={(d) => d.deliveryId}
        emptyText={t('deliveries.empty')}
        rowActions={(d) =>
          webhook.disabled ? null : (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('deliveries.replayOf', { at: formatDateTime(d.createdAt) })}
              onClick={() => void replay(d)}
            >
              {t('deliveries.replayButton')}
            </Button>
          )
        }
      />
      {(cursors.length > 0 || nextCursor) && (
        <HStack as="nav" aria-label={t('deliveries.paging')} gap="3" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={cursors.length === 0}
            onClick={() => setCursors((walked) => walked.slice(0, -1))}
          >
            {t('deliveries.newer')}
          </Button>
          <Text fontSize="sm">{t('deliveries.page', { page: cursors.length + 1 })}</Text>
          <Button
            size="sm"
            variant="outline"
            disabled={!nextCursor}
            onClick={() => nextCursor && setCursors((walked) => [...walked, nextCursor])}
          >
            {t('deliveries.older')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
