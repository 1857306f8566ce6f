import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { transferLinkKey } from '../../domain/self-service/transfer-link';
import type { TransferLinkSources } from '../../domain/self-service/transfer-link-entries';
import type { TransferRace } from '../../domain/self-service/transfer-ports';
import { config, getSecret } from '../config';
import { getDocumentClient } from './client';
import { keys } from './keys';

let key: Promise<Buffer> | undefined;

/** The stage's transfer-link key (derived once per Lambda instance from the `ticket` secret, which signs links and tickets and nothing else: the e-mail worker never reads the `jwt` secret). */
export const transferLinkKeyOnce = (): Promise<Buffer> => {
  key ??= getSecret('TICKET_SECRET').then(transferLinkKey);
  return key;
};

/** What the payment e-mail's transfer links read: the race's rules and the link key. */
export const transferLinkSources = (appUrl: string): TransferLinkSources => ({
  race: async (eventGuid, subEventGuid) =>
    (
      await getDocumentClient().send(
        new GetCommand({ TableName: config.tableName, Key: keys.subevent(eventGuid, subEventGuid) }),
      )
    ).Item as TransferRace | undefined,
  linkKey: transferLinkKeyOnce,
  appUrl,
});
