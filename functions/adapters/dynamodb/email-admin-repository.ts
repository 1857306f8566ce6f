import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { EmailAdminStore, EmailHistoryRecord } from '../../domain/emails/email-admin';
import type { EmailDefinitionRecord, EmailLayoutRecord } from '../../domain/emails/email-records';
import { config } from '../config';
import { batchGet } from './batch-get';
import { getDocumentClient } from './client';
import { emailGsi, emailHistoryKey, emailKeys } from './email-keys';
import { loadEventEmailDefinitions, loadSeriesEmailSettings } from './email-repository';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { withoutStorage as strip } from './storage-attributes';

/** Storage of the e-mail editor (access patterns in ./README.md); every read names its partition or key. */

const table = () => config.tableName;

const historyItem = (h: EmailHistoryRecord) => ({
  ...emailHistoryKey(h.subjectGuid, h.at, h.historyId),
  entity: 'emailHistory',
  ...h,
});

const emailItem = (e: EmailDefinitionRecord) => ({
  ...e,
  ...emailKeys.eventEmail(e.eventGuid, e.type, e.guid),
  ...(e.seriesGuid ? emailGsi.emailOfSeries(e.seriesGuid, e.eventGuid, e.type, e.guid) : {}),
});

const layoutItem = (l: EmailLayoutRecord) => ({
  ...l,
  ...emailKeys.emailLayout(l.guid),
  gsi1pk: emailGsi.layouts,
  gsi1sk: emailGsi.layoutSortKey(l.name, l.guid),
});

async function write(items: Parameters<typeof transactWithRetry>[0]): Promise<void> {
  const failed = await transactWithRetry(items);
  if (failed !== undefined) throw new Error(`e-mail editor write refused at item ${failed}`);
}

export const emailAdminStore: EmailAdminStore = {
  getEvent: async (eventGuid) => {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: table(),
        Key: keys.event(eventGuid),
        ProjectionExpression: 'guid, seriesGuid, #name',
        ExpressionAttributeNames: { '#name': 'name' },
      }),
    );
    const item = out.Item as { guid?: string; seriesGuid?: string; name?: string } | undefined;
    return item?.seriesGuid ? { guid: eventGuid, seriesGuid: item.seriesGuid, name: item.name ?? '' } : null;
  },
  getSeriesSettings: loadSeriesEmailSettings,
  listEventEmails: async (eventGuid) =>
    (await loadEventEmailDefinitions(eventGuid)).map((e) => strip<EmailDefinitionRecord>({ ...e })),
  putEmail: async (record, replaces, history) => {
    const key = emailKeys.eventEmail(record.eventGuid, record.type, record.guid);
    const old = replaces ? emailKeys.eventEmail(replaces.eventGuid, replaces.type, replaces.guid) : null;
    await write([
      { Put: { TableName: table(), Item: emailItem(record) } },
      ...(old && old.sk !== key.sk ? [{ Delete: { TableName: table(), Key: old } }] : []),
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  deleteEmail: async (record, history) => {
    await write([
      {
        Delete: { TableName: table(), Key: emailKeys.eventEmail(record.eventGuid, record.type, record.guid) },
      },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  listHistory: async (subjectGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': emailHistoryKey(subjectGuid, '', '').pk, ':prefix': 'HISTORY#' },
      })
    ).map((i) => {
      const { entity: _e, subjectGuid: _s, ...entry } = strip<EmailHistoryRecord & { entity: string }>(i);
      return entry as HistoryEntry;
    }),
  listLayouts: async () =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': emailGsi.layouts },
      })
    ).map((i) => strip<EmailLayoutRecord>(i)),
  getLayout: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: emailKeys.emailLayout(guid), ConsistentRead: true }),
    );
    return out.Item ? strip<EmailLayoutRecord>(out.Item) : null;
  },
  putLayout: async (record, history) => {
    await write([
      { Put: { TableName: table(), Item: layoutItem(record) } },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  deleteLayout: async (guid, history) => {
    await write([
      { Delete: { TableName: table(), Key: emailKeys.emailLayout(guid) } },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  listAllEmails: async (seriesGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi2',
        KeyConditionExpression: seriesGuid ? 'gsi2pk = :pk AND begins_with(gsi2sk, :prefix)' : 'gsi2pk = :pk',
        ExpressionAttributeValues: {
          ':pk': emailGsi.emails,
          ...(seriesGuid ? { ':prefix': `${seriesGuid}#` } : {}),
        },
      })
    ).map((i) => strip<EmailDefinitionRecord>(i)),
  names: async (eventGuids, seriesGuids) => {
    const items = await batchGet<{ guid?: string; name?: string }>(getDocumentClient(), table(), [
      ...eventGuids.map((g) => keys.event(g)),
      ...seriesGuids.map((g) => keys.series(g)),
    ]);
    return new Map(items.filter((i) => i.guid).map((i) => [i.guid as string, i.name ?? '']));
  },
  /** The series list (gsi1 `SERIES`, projected to name and layout): a few hundred items at most. */
  seriesUsingLayout: async (guid) => {
    const rows = await queryAll<{ name?: string; emailLayoutId?: string | null }>({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.allSeries },
      ProjectionExpression: '#name, emailLayoutId',
      ExpressionAttributeNames: { '#name': 'name' },
    });
    return rows.find((r) => r.emailLayoutId === guid)?.name ?? null;
  },
};
