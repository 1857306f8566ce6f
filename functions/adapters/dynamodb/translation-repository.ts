import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Locale } from '@shared/codelists/enums';
import type {
  TranslationHistoryRecord,
  TranslationRecord,
  TranslationStore,
} from '../../domain/translations/translations';
import { config } from '../config';
import { getDocumentClient } from './client';
import { transactWithRetry } from './order-repository';

/**
 * Text overrides (access patterns in ./README.md): one item per language, `TRANSLATIONS` /
 * `LANG#<lang>`, and their history `TRANSLATIONS#HISTORY` / `HISTORY#<at>#<id>` (both languages,
 * read newest first).
 */
const PARTITION = 'TRANSLATIONS';
const HISTORY_PARTITION = 'TRANSLATIONS#HISTORY';
const table = () => config.tableName;
const languageKey = (language: Locale) => ({ pk: PARTITION, sk: `LANG#${language}` });

export const translationStore: TranslationStore = {
  getOverrides: async (language) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: languageKey(language), ConsistentRead: true }),
    );
    if (!out.Item) return null;
    const { pk: _pk, sk: _sk, entity: _entity, ...record } = out.Item;
    return record as TranslationRecord;
  },
  saveOverrides: async (record, history) => {
    // The version the editor read: none stored yet (first save) or the one before this save.
    const condition =
      record.version === 1
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: 'version = :read',
            ExpressionAttributeValues: { ':read': record.version - 1 },
          };
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...languageKey(record.language), entity: 'translations', ...record },
          ...condition,
        },
      },
      {
        Put: {
          TableName: table(),
          Item: {
            pk: HISTORY_PARTITION,
            sk: `HISTORY#${history.at}#${history.historyId.slice(0, 8)}`,
            entity: 'translationHistory',
            ...history,
          },
        },
      },
    ]);
    return failed === undefined;
  },
  latestHistory: async (limit) => {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': HISTORY_PARTITION, ':prefix': 'HISTORY#' },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => {
      const { pk: _pk, sk: _sk, entity: _entity, ...entry } = item;
      return entry as TranslationHistoryRecord;
    });
  },
};
