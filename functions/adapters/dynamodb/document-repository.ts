import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentStore, EditorDocument, LogoChange } from '../../domain/series-editor/documents';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { historyItem } from './series-editor-items';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

const table = () => config.tableName;

type Owner = { kind: 'series' | 'event'; guid: string };

const ownerKey = (o: Owner) => (o.kind === 'series' ? keys.series(o.guid) : keys.event(o.guid));
const documentKey = (o: Owner, guid: string) =>
  o.kind === 'series' ? keys.seriesDocument(o.guid, guid) : keys.document(o.guid, guid);

async function getItem(key: { pk: string; sk: string }) {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return out.Item;
}

const decodeDocument = entityDecoder<EditorDocument>(
  ['document', 'seriesDocument'],
  ['guid'],
  KEY_ATTRIBUTES,
);

const documentsOf = async (pk: string) =>
  (
    await queryAll<Record<string, unknown>>({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': pk, ':sk': 'DOCUMENT#' },
      ConsistentRead: true,
    })
  ).map(decodeDocument);

/**
 * The shown logo of the series or event (its `logoUrl`, read by the public pages) follows its logo
 * documents. Clearing only clears the logo it names, so a newer logo is never lost. The owner's
 * version is not raised: the editors keep `logoUrl` from the record they read when they save.
 */
function logoUpdate(owner: Owner, logo: LogoChange) {
  if (!logo) return [];
  const base = { TableName: table(), Key: ownerKey(owner) };
  return 'set' in logo
    ? [
        {
          Update: {
            ...base,
            UpdateExpression: 'SET logoUrl = :url',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':url': logo.set },
          },
        },
      ]
    : [
        {
          Update: {
            ...base,
            UpdateExpression: 'REMOVE logoUrl',
            ConditionExpression: 'attribute_exists(pk) AND logoUrl = :url',
            ExpressionAttributeValues: { ':url': logo.clear },
          },
        },
      ];
}

/**
 * Documents (README: `SERIES#<guid>` / `DOCUMENT#<guid>` for the series logo, `EVENT#<guid>` /
 * `DOCUMENT#<guid>` for an event's, read whole with the event page), each change in one transaction
 * with the owner's logo and the series history entry.
 */
export const documentStore: DocumentStore = {
  series: async (guid) => {
    const item = await getItem(keys.series(guid));
    return item
      ? { guid, name: String(item.name ?? ''), logoUrl: item.logoUrl as string | undefined }
      : undefined;
  },
  event: async (guid) => {
    const item = await getItem(keys.event(guid));
    return item
      ? {
          guid,
          seriesGuid: String(item.seriesGuid),
          name: String(item.name ?? ''),
          logoUrl: item.logoUrl as string | undefined,
        }
      : undefined;
  },
  seriesDocuments: (seriesGuid) => documentsOf(keys.series(seriesGuid).pk),
  eventDocuments: (eventGuid) => documentsOf(keys.event(eventGuid).pk),
  putDocument: async (owner, record, previous, replaced, logo, history) => {
    const clean = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...clean, ...documentKey(owner, record.guid) },
          ConditionExpression: previous ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
        },
      },
      ...(replaced
        ? [
            {
              Delete: {
                TableName: table(),
                Key: documentKey(owner, replaced.guid),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : []),
      ...logoUpdate(owner, logo),
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  removeDocument: async (owner, record, logo, history) => {
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: documentKey(owner, record.guid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...logoUpdate(owner, logo),
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
};
