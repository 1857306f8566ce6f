import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderHistoryRecord } from '../../domain/orders/order-records';
import { getEventDetail } from '../../domain/catalog/public-catalog';
import type { TeamInvitationPorts, TeamInvitationRecord } from '../../domain/team-management/team-invitation';
import { config } from '../config';
import * as catalog from './catalog-repository';
import { getDocumentClient } from './client';
import { eventEmailPorts } from './event-email-ports';
import { keys } from './keys';
import { historyAttributes, transactWithRetry } from './order-repository';
import { dynamoRateLimiter } from './rate-limit-repository';
import { TTL_ATTRIBUTE } from './table-schema';
import { dynamoTeamReads } from './team-repository';

/** Seconds after registration closes that DynamoDB's TTL may delete an invitation. */
const KEEP_AFTER_CLOSE_SECONDS = 30 * 86_400;

/**
 * Team invitations (access patterns in ./README.md): Put / GetItem `TEAMINV#<hash>`; the event
 * page read model for names and prices; the order e-mails' sources (event definitions, series
 * layout); the e-mail queue.
 */
export const dynamoTeamInvitations: TeamInvitationPorts = {
  findTeam: dynamoTeamReads.findTeam,
  loadRace: dynamoTeamReads.loadRace,
  rateLimiter: dynamoRateLimiter,
  get appUrl() {
    return config.appUrl;
  },

  eventDetail: (eventGuid, currency) => getEventDetail(catalog, eventGuid, currency, new Date()),

  async saveInvitation(record) {
    await getDocumentClient().send(
      new PutCommand({
        TableName: config.tableName,
        Item: {
          ...keys.teamInvitation(record.hash),
          ...record,
          [TTL_ATTRIBUTE]:
            Math.floor(new Date(record.validUntil).getTime() / 1000) + KEEP_AFTER_CLOSE_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async findInvitation(hash) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: config.tableName, Key: keys.teamInvitation(hash) }),
    );
    return out.Item as TeamInvitationRecord | undefined;
  },

  ...eventEmailPorts,
};

/** The manager change: the team's e-mail (while still `from`) and the order-history entry, one transaction. */
export async function setTeamManager(
  teamGuid: string,
  from: string,
  to: string,
  history: OrderHistoryRecord,
): Promise<boolean> {
  const failed = await transactWithRetry([
    {
      Update: {
        TableName: config.tableName,
        Key: keys.team(teamGuid),
        UpdateExpression: 'SET managerEmail = :to',
        ConditionExpression: 'managerEmail = :from',
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
    { Put: { TableName: config.tableName, Item: historyAttributes(history, 900) } },
  ]);
  return failed === undefined;
}
