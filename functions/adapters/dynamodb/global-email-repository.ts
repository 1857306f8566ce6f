import type { EmailDefinitionRecord } from '../../domain/emails/email-records';
import {
  asDefinition,
  type GlobalEmailRecord,
  type GlobalEmailStore,
} from '../../domain/emails/global-emails';
import type { EmailHistoryRecord } from '../../domain/emails/email-admin';
import { config } from '../config';
import { EVENT_EMAIL_SK_PREFIX, emailHistoryKey, emailKeys } from './email-keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

/** Storage of the global e-mails (access patterns in ./README.md): one partition, Query only. */

const table = () => config.tableName;

const historyItem = (h: EmailHistoryRecord) => ({
  ...emailHistoryKey(h.subjectGuid, h.at, h.historyId),
  entity: 'emailHistory',
  ...h,
});

const toRecord = entityDecoder<GlobalEmailRecord>('globalEmail', ['guid', 'type'], KEY_ATTRIBUTES);

/** The global e-mails (of one kind when given): Query `GLOBALEMAIL`, `begins_with(sk, EMAIL#[<type>#])`. */
export async function loadGlobalEmails(type?: number, consistent = false): Promise<GlobalEmailRecord[]> {
  const rows = await queryAll<Record<string, unknown>>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': emailKeys.globalEmailPartition,
      ':prefix': type === undefined ? EVENT_EMAIL_SK_PREFIX : emailKeys.eventEmailTypePrefix(type),
    },
    ConsistentRead: consistent,
  });
  return rows.filter((r) => r.entity === 'globalEmail').map(toRecord);
}

/** The global e-mails of one kind in the shape the sender chooses texts from. */
export const loadGlobalEmailDefinitions = async (type: number): Promise<EmailDefinitionRecord[]> =>
  (await loadGlobalEmails(type)).map(asDefinition);

async function write(items: Parameters<typeof transactWithRetry>[0]): Promise<void> {
  const failed = await transactWithRetry(items);
  if (failed !== undefined) throw new Error(`global e-mail write refused at item ${failed}`);
}

export const globalEmailStore: GlobalEmailStore = {
  /** Consistent: the editor reads what it has just written. */
  listGlobalEmails: () => loadGlobalEmails(undefined, true),
  putGlobalEmail: async (record, replaces, history) => {
    const key = emailKeys.globalEmail(record.type, record.guid);
    const old = replaces ? emailKeys.globalEmail(replaces.type, replaces.guid) : null;
    await write([
      { Put: { TableName: table(), Item: { ...record, ...key } } },
      ...(old && old.sk !== key.sk ? [{ Delete: { TableName: table(), Key: old } }] : []),
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
  deleteGlobalEmail: async (record, history) => {
    await write([
      { Delete: { TableName: table(), Key: emailKeys.globalEmail(record.type, record.guid) } },
      { Put: { TableName: table(), Item: historyItem(history) } },
    ]);
  },
};
