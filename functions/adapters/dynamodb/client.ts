import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let documentClient: DynamoDBDocumentClient | undefined;

/** The document client, built once per process (module scope) and reused across invocations. */
export function getDocumentClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = config.dynamoEndpoint;
    const raw = new DynamoDBClient({
      region: config.region,
      ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(raw, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return documentClient;
}

/** Lets tests and the local stack hand in a client of their own. */
export function setDocumentClient(client: DynamoDBDocumentClient | undefined): void {
  documentClient = client;
}
