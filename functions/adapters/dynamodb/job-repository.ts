import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobRecord, JobStore } from '../../domain/jobs/jobs';
import type { UploadTicketRecord } from '../../domain/jobs/upload-started-jobs';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';
import { TTL_ATTRIBUTE } from './table-schema';

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

async function get(id: string): Promise<JobRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.job(id), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _entity, ...job } = out.Item;
  return job as JobRecord;
}

/** Jobs: one item `JOB#<id>` / `JOB`; every write is a Put or Update of it (see ./README.md). */
export const dynamoJobStore: JobStore = {
  async create(job) {
    try {
      await getDocumentClient().send(
        new PutCommand({
          TableName: config.tableName,
          Item: { ...keys.job(job.id), entity: 'job', ...job },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return job;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const existing = await get(job.id);
      if (!existing) throw error;
      return existing;
    }
  },
  get,
  async markRunning(id, now) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.job(id),
        UpdateExpression:
          'SET #state = :running, startedAt = if_not_exists(startedAt, :now), runs = runs + :one',
        ConditionExpression: 'attribute_exists(pk) AND #state IN (:queued, :running)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':running': 'running', ':queued': 'queued', ':now': now, ':one': 1 },
      }),
    );
  },
  async saveProgress(id, progress, now) {
    await getDocumentClient()
      .send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.job(id),
          UpdateExpression: 'SET done = :done, #total = :total, #result = :result, updatedAt = :now',
          // A slice never moves the cursor back (a late duplicate delivery).
          ConditionExpression: '#state = :running AND done <= :done',
          ExpressionAttributeNames: { '#state': 'state', '#total': 'total', '#result': 'result' },
          ExpressionAttributeValues: {
            ':done': progress.done,
            ':total': progress.total,
            ':result': progress.result,
            ':running': 'running',
            ':now': now,
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },
  async finish(id, outcome, now) {
    await getDocumentClient()
      .send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.job(id),
          UpdateExpression:
            'SET #state = :state, #result = :result, #error = :error, done = :done, #total = :total, finishedAt = :now, updatedAt = :now',
          ConditionExpression: '#state IN (:queued, :running)',
          ExpressionAttributeNames: {
            '#state': 'state',
            '#result': 'result',
            '#error': 'error',
            '#total': 'total',
          },
          ExpressionAttributeValues: {
            ':state': outcome.state,
            ':result': outcome.result,
            ':error': outcome.error,
            ':done': outcome.done,
            ':total': outcome.total,
            ':queued': 'queued',
            ':running': 'running',
            ':now': now,
          },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },
};

/** An upload ticket outlives its presigned URL (15 minutes) and the S3 event by far, then goes. */
const UPLOAD_TICKET_SECONDS = 2 * 24 * 3600;

/** Records who asked for an upload (`JOB#<uuid>` / `UPLOAD`, beside the job it will start). */
export async function recordUploadTicket(ticket: UploadTicketRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: config.tableName,
      Item: {
        ...keys.uploadTicket(ticket.id),
        entity: 'uploadTicket',
        ...ticket,
        [TTL_ATTRIBUTE]: Math.floor(new Date(ticket.createdAt).getTime() / 1000) + UPLOAD_TICKET_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getUploadTicket(id: string): Promise<UploadTicketRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.uploadTicket(id), ConsistentRead: true }),
  );
  if (!out.Item) return undefined;
  const { id: ticketId, purpose, fileKey, by, byName, createdAt } = out.Item as UploadTicketRecord;
  return { id: ticketId, purpose, fileKey, by, byName, createdAt };
}
