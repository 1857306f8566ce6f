import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { SeriesHistoryRecord } from '../../domain/series-editor/series-editor-ports';
import type { StylingsStore } from '../../domain/series-editor/stylings';
import type { EditorTemplate, TemplateStore } from '../../domain/series-editor/templates';
import type { TermsRecord, TermsStore } from '../../domain/series-editor/terms';
import { config } from '../config';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { transactWithRetry } from './order-repository';
import { queryAll } from './query-all';
import { raceStore } from './race-repository';
import { entityDecoder, KEY_ATTRIBUTES } from './stored-entity';

const table = () => config.tableName;

const historyPut = (h: SeriesHistoryRecord) => ({
  Put: {
    TableName: table(),
    Item: { ...h, ...keys.seriesHistory(h.seriesGuid, h.at, h.historyId), entity: 'seriesHistory' },
  },
});

const termsOf = entityDecoder<TermsRecord>(
  'terms',
  ['guid', 'seriesGuid'],
  [...KEY_ATTRIBUTES, 'gsi1pk', 'gsi1sk'],
);
const decodeTemplate = entityDecoder<EditorTemplate>(
  'template',
  ['guid', 'type', 'targetGuid'],
  KEY_ATTRIBUTES,
);

/**
 * Terms and conditions (README: `TERMS#<guid>` / `TERMS`, gsi1 `SERIES#<guid>#TERMS` / name): one
 * item each, read whole by checkout and the public terms page; history in the series' partition.
 */
export const termsStore: TermsStore = {
  seriesExists: async (seriesGuid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.series(seriesGuid), ProjectionExpression: 'pk' }),
    );
    return out.Item !== undefined;
  },
  termsOfSeries: async (seriesGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.termsOfSeries(seriesGuid) },
      })
    ).map(termsOf),
  getTerms: async (guid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.terms(guid), ConsistentRead: true }),
    );
    return out.Item ? termsOf(out.Item) : undefined;
  },
  eventTerms: async (seriesGuid) =>
    (
      await queryAll<{ guid: string; name: string; termsAndConditionsId?: string }>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi.eventsOfSeries(seriesGuid) },
        ProjectionExpression: 'guid, #name, termsAndConditionsId',
        ExpressionAttributeNames: { '#name': 'name' },
      })
    ).map((e) => ({
      guid: e.guid,
      name: e.name,
      ...(e.termsAndConditionsId ? { termsGuid: e.termsAndConditionsId } : {}),
    })),
  putTerms: async (record, isNew, history) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: {
            ...record,
            ...keys.terms(record.guid),
            gsi1pk: gsi.termsOfSeries(record.seriesGuid),
            gsi1sk: record.name,
          },
          ConditionExpression: isNew ? 'attribute_not_exists(pk)' : 'attribute_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  removeTerms: async (guid, history) => {
    const failed = await transactWithRetry([
      { Delete: { TableName: table(), Key: keys.terms(guid), ConditionExpression: 'attribute_exists(pk)' } },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
};

const templateKey = (eventGuid: string, t: EditorTemplate) => keys.template(eventGuid, t.type, t.guid);

/** Templates in their event's partition (README: `EVENT#<guid>` / `TEMPLATE#<type>#<guid>`), read whole with the event page. */
export const templateStore: TemplateStore = {
  raceTree: (eventGuid) => raceStore.raceTree(eventGuid),
  templatesOfEvent: async (eventGuid) =>
    (
      await queryAll<Record<string, unknown>>({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': keys.event(eventGuid).pk, ':sk': 'TEMPLATE#' },
        ConsistentRead: true,
      })
    ).map(decodeTemplate),
  putTemplate: async (eventGuid, record, previous, history) => {
    const key = templateKey(eventGuid, record);
    const moved = previous !== undefined && previous.type !== record.type;
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...record, ...key },
          ConditionExpression: previous && !moved ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
        },
      },
      // A changed type moves the template to its new key: the old one must still be there.
      ...(moved
        ? [
            {
              Delete: {
                TableName: table(),
                Key: templateKey(eventGuid, previous),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
          ]
        : []),
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
  removeTemplate: async (eventGuid, record, history) => {
    const failed = await transactWithRetry([
      {
        Delete: {
          TableName: table(),
          Key: templateKey(eventGuid, record),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
};

/** Stylings of a series in one item of its partition (README: `SERIES#<guid>` / `STYLINGS`), read with the event page. */
export const stylingsStore: StylingsStore = {
  seriesExists: (seriesGuid) => termsStore.seriesExists(seriesGuid),
  getStylings: async (seriesGuid) => {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.seriesStylings(seriesGuid), ConsistentRead: true }),
    );
    return (out.Item?.values ?? {}) as Record<string, string>;
  },
  putStylings: async (seriesGuid, values, history) => {
    const failed = await transactWithRetry([
      {
        Put: {
          TableName: table(),
          Item: { ...keys.seriesStylings(seriesGuid), entity: 'stylings', seriesGuid, values },
        },
      },
      // The series must still exist (a deleted series keeps no stylings).
      {
        ConditionCheck: {
          TableName: table(),
          Key: keys.series(seriesGuid),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      historyPut(history),
    ]);
    return failed === undefined ? 'ok' : 'gone';
  },
};
