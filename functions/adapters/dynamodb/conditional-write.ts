import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { getDocumentClient } from './client';

/** The write's condition refused it (the state it expected no longer holds): an answer, not a fault. */
export const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** An UpdateItem of the table guarded by its condition: true when written, false when the condition refused it. */
export async function updateIfStill(input: Omit<UpdateCommandInput, 'TableName'>): Promise<boolean> {
  try {
    await getDocumentClient().send(new UpdateCommand({ TableName: config.tableName, ...input }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
