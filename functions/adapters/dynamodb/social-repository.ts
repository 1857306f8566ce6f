import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SocialNetwork } from '@shared/social/social-schemas';
import type { AccountTokenRecord } from '../../domain/accounts/account-tokens';
import type { UserRecord } from '../../domain/accounts/user-record';
import type {
  LinkHistory,
  SocialFlowRecord,
  SocialLinkRecord,
  SocialStore,
} from '../../domain/social-sign-in/social-ports';
import { config } from '../config';
import { accountKeys } from './account-keys';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { socialKeys } from './social-keys';
import { transactWithRetry, type TransactItem } from './transact-with-retry';

const table = () => config.tableName;
const isNew = 'attribute_not_exists(pk)';

const isConditionFailure = (err: unknown) =>
  (err as { name?: string }).name === 'ConditionalCheckFailedException';

const linkOf = (item: Record<string, unknown>): SocialLinkRecord => ({
  userId: item.userId as string,
  network: item.network as SocialNetwork,
  networkId: item.networkId as string,
  linkedAt: item.linkedAt as string,
});

/** The link in the user's partition and the identity guard, both only if new. */
function linkPuts(link: SocialLinkRecord): TransactItem[] {
  const fields = {
    userId: link.userId,
    network: link.network,
    networkId: link.networkId,
    linkedAt: link.linkedAt,
  };
  return [
    {
      Put: {
        TableName: table(),
        Item: { ...socialKeys.link(link.userId, link.network), entity: 'socialLink', ...fields },
        ConditionExpression: isNew,
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...socialKeys.identity(link.network, link.networkId), entity: 'socialIdentity', ...fields },
        ConditionExpression: isNew,
      },
    },
  ];
}

/** The admin's change as a user history entry (admin/users/{id}/history shows it). */
function historyPut(userId: string, network: SocialNetwork, h: LinkHistory): TransactItem {
  const assigned = h.action === 'ASSIGN_NETWORK';
  return {
    Put: {
      TableName: table(),
      Item: {
        ...keys.userHistory(userId, h.at, h.historyId.slice(0, 8)),
        entity: 'userHistory',
        userId,
        historyId: h.historyId,
        at: h.at,
        action: h.action,
        actor: h.actor,
        changes: [
          {
            field: `network.${network}`,
            before: assigned ? null : h.networkId,
            after: assigned ? h.networkId : null,
          },
        ],
        details: { network },
      },
      ConditionExpression: isNew,
    },
  };
}

/** Flows, links and identity guards in the single table (docs/social-sign-in.md). */
export const dynamoSocialStore: SocialStore = {
  async putFlow(flow: SocialFlowRecord) {
    await getDocumentClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...socialKeys.flow(flow.state), entity: 'socialFlow', ...flow },
        ConditionExpression: isNew,
      }),
    );
  },

  async takeFlow(state: string, now: Date) {
    try {
      const out = await getDocumentClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: socialKeys.flow(state),
          // TTL deletes lazily: an expired flow is refused here, not only once it is gone.
          ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
          ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const item = out.Attributes;
      if (!item) return undefined;
      const { pk: _pk, sk: _sk, entity: _e, ...flow } = item;
      return flow as SocialFlowRecord;
    } catch (err) {
      if (isConditionFailure(err)) return undefined;
      throw err;
    }
  },

  async findLink(network, networkId) {
    const out = await getDocumentClient().send(
      new GetCommand({
        TableName: table(),
        Key: socialKeys.identity(network, networkId),
        ConsistentRead: true,
      }),
    );
    return out.Item ? linkOf(out.Item) : undefined;
  },

  async linksOf(userId) {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': socialKeys.linkPrefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(linkOf);
  },

  async link(link, history) {
    const items = linkPuts(link);
    if (history) items.push(historyPut(link.userId, link.network, history));
    const failed = await transactWithRetry(items);
    if (failed === undefined) return 'linked';
    if (failed === 0) return 'networkTaken';
    if (failed === 1) return 'identityTaken';
    throw new Error('A social link history entry collided with an existing item');
  },

  async linkState(userId) {
    // The version first, the links after: an unlink committed in between moved the version on,
    // so a decision taken on these links cannot be written.
    const version = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: socialKeys.linkVersion(userId), ConsistentRead: true }),
    );
    return {
      version: typeof version.Item?.version === 'number' ? version.Item.version : 0,
      links: await dynamoSocialStore.linksOf(userId),
    };
  },

  async unlink(link, version, history) {
    const same = 'attribute_exists(pk) AND userId = :u AND networkId = :n';
    const values = { ':u': link.userId, ':n': link.networkId };
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: table(),
          Key: socialKeys.link(link.userId, link.network),
          ConditionExpression: same,
          ExpressionAttributeValues: values,
        },
      },
      {
        Delete: {
          TableName: table(),
          Key: socialKeys.identity(link.network, link.networkId),
          ConditionExpression: same,
          ExpressionAttributeValues: values,
        },
      },
      {
        Update: {
          TableName: table(),
          Key: socialKeys.linkVersion(link.userId),
          UpdateExpression: 'SET version = :next, entity = :entity',
          ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :read',
          ExpressionAttributeValues: {
            ':next': version + 1,
            ':entity': 'socialLinkVersion',
            ...(version === 0 ? {} : { ':read': version }),
          },
        },
      },
    ];
    if (history) items.push(historyPut(link.userId, link.network, history));
    const failed = await transactWithRetry(items);
    if (failed === undefined) return 'unlinked';
    if (failed === 0 || failed === 1) return 'notLinked';
    if (failed === 2) return 'changed';
    throw new Error('A social link history entry collided with an existing item');
  },

  async createUserWithLink(user: UserRecord, link: SocialLinkRecord, activation?: AccountTokenRecord) {
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table(),
          Item: {
            ...keys.user(user.userId),
            entity: 'user',
            ...user,
            gsi1pk: gsi.users,
            gsi1sk: `${user.lastName}#${user.firstName}#${user.userId}`,
          },
          ConditionExpression: isNew,
        },
      },
      {
        Put: {
          TableName: table(),
          Item: { ...keys.userEmail(user.email), entity: 'userEmail', userId: user.userId },
          ConditionExpression: isNew,
        },
      },
      ...linkPuts(link),
    ];
    if (activation)
      items.push({
        Put: {
          TableName: table(),
          Item: { ...accountKeys.token(activation.kind, activation.tokenHash), ...activation },
          ConditionExpression: isNew,
        },
      });
    const failed = await transactWithRetry(items);
    if (failed === undefined) return 'created';
    if (failed === 1) return 'emailTaken';
    if (failed === 3) return 'identityTaken';
    throw new Error('A new user, link or token collided with an existing item');
  },

  async setFirstPassword(userId, passwordHash, now) {
    try {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.user(userId),
          UpdateExpression: 'SET passwordHash = :h, dateUpdated = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(passwordHash)',
          ExpressionAttributeValues: { ':h': passwordHash, ':now': now.toISOString() },
        }),
      );
      return true;
    } catch (err) {
      if (isConditionFailure(err)) return false;
      throw err;
    }
  },
};
