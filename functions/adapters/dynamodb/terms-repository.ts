import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TermsAndConditions } from '@shared/catalog/terms-schemas';
import { config } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';

export interface TermsRecord extends TermsAndConditions {
  seriesGuid: string;
}

export async function findTermsByGuid(guid: string): Promise<TermsRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: config.tableName, Key: keys.terms(guid) }),
  );
  return out.Item as TermsRecord | undefined;
}
