import { GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type {
  AdminUserStore,
  CommitOutcome,
  EventRef,
  SeriesRef,
  UserHistoryRecord,
  UserWrite,
} from '../../domain/admin-users/admin-user-ports';
import type { UserRecord } from '../../domain/accounts/user-record';
import { changedFields, conditionFields } from '../../domain/admin-users/user-write';
import { config } from '../config';
import { accountKeys, userListKey } from './account-keys';
import { getDocumentClient } from './client';
import { gsi, keys } from './keys';
import { IS_NEW, transactWithRetry, type TransactItem } from './transact-with-retry';

const table = () => config.tableName;
const isNew = IS_NEW;

/** Item attributes that are storage, not the record. */
const STORAGE_ATTRIBUTES = ['pk', 'sk', 'entity', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];
function withoutStorage<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...item };
  for (const a of STORAGE_ATTRIBUTES) delete out[a];
  return out as T;
}

async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({ TableName: table(), ...input, ExclusiveStartKey: start }),
    );
    rows.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return rows;
}

/** What each item of a write's transaction is, to map a failed condition back to its reason. */
type Part = 'user' | 'newGuard' | 'oldGuard' | 'counter' | 'token' | 'history';

/**
 * The user item's update: SET of the changed fields on condition that every field the change read
 * (changed ones, roles, disabled) still holds its read value, plus one permission of the map.
 */
function userUpdate(write: UserWrite & { before: UserRecord }): TransactItem {
  const { before, after } = write;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  changedFields(before, after).forEach((field, i) => {
    names[`#f${i}`] = field;
    if (after[field] === undefined) removes.push(`#f${i}`);
    else {
      values[`:f${i}`] = after[field];
      sets.push(`#f${i} = :f${i}`);
    }
  });
  conditionFields(write).forEach((field, i) => {
    names[`#c${i}`] = field;
    if (before[field] === undefined) conditions.push(`attribute_not_exists(#c${i})`);
    else {
      values[`:c${i}`] = before[field];
      conditions.push(`#c${i} = :c${i}`);
    }
  });
  if (after.firstName !== before.firstName || after.lastName !== before.lastName) {
    const { gsi1pk, gsi1sk } = userListKey(after);
    Object.assign(values, { ':g1pk': gsi1pk, ':g1sk': gsi1sk });
    sets.push('gsi1pk = :g1pk', 'gsi1sk = :g1sk');
  }
  const p = write.permission;
  if (p) {
    names['#perms'] = 'permissions';
    const id = 'add' in p ? p.add.permissionId : p.remove;
    if ('add' in p) {
      if (before.permissions === undefined) {
        // First permission: the map itself is created.
        values[':perms'] = { [id]: p.add };
        sets.push('#perms = :perms');
        conditions.push('attribute_not_exists(#perms)');
      } else {
        names['#pid'] = id;
        values[':perm'] = p.add;
        sets.push('#perms.#pid = :perm');
        conditions.push('attribute_exists(#perms) AND attribute_not_exists(#perms.#pid)');
      }
    } else {
      names['#pid'] = id;
      removes.push('#perms.#pid');
      conditions.push('attribute_exists(#perms.#pid)');
    }
  }
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    TableName: table(),
    Key: keys.user(before.userId),
    ConditionExpression: conditions.join(' AND '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
  // Nothing of the user changes (an e-mail-only action): its state is checked, not written.
  return expression ? { Update: { ...common, UpdateExpression: expression } } : { ConditionCheck: common };
}

function transaction(write: UserWrite): { items: TransactItem[]; parts: Part[] } {
  const items: TransactItem[] = [];
  const parts: Part[] = [];
  const add = (part: Part, item: TransactItem) => {
    parts.push(part);
    items.push(item);
  };
  const { before, after } = write;
  if (!before) {
    const { permissions: _none, ...user } = after;
    add('user', {
      Put: {
        TableName: table(),
        Item: { ...keys.user(after.userId), entity: 'user', ...user, ...userListKey(after) },
        ConditionExpression: isNew,
      },
    });
  } else {
    add('user', userUpdate({ ...write, before }));
  }
  const newGuard = keys.userEmail(after.email);
  if (!before || newGuard.pk !== keys.userEmail(before.email).pk) {
    add('newGuard', {
      Put: {
        TableName: table(),
        Item: { ...newGuard, entity: 'userEmail', userId: after.userId },
        ConditionExpression: isNew,
      },
    });
  }
  if (before && newGuard.pk !== keys.userEmail(before.email).pk) {
    add('oldGuard', {
      Delete: {
        TableName: table(),
        Key: keys.userEmail(before.email),
        ConditionExpression: 'attribute_not_exists(pk) OR userId = :u',
        ExpressionAttributeValues: { ':u': before.userId },
      },
    });
  }
  if (write.adminDelta !== 0) {
    add('counter', {
      Update: {
        TableName: table(),
        Key: keys.adminCounter(),
        UpdateExpression: 'ADD #active :d',
        // A decrement needs another active admin to remain.
        ConditionExpression:
          write.adminDelta < 0 ? 'attribute_exists(pk) AND #active > :one' : 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#active': 'active' },
        ExpressionAttributeValues: {
          ':d': write.adminDelta,
          ...(write.adminDelta < 0 ? { ':one': 1 } : {}),
        },
      },
    });
  }
  if (write.token) {
    add('token', {
      Put: {
        TableName: table(),
        Item: { ...accountKeys.token(write.token.kind, write.token.tokenHash), ...write.token },
        ConditionExpression: isNew,
      },
    });
  }
  const h = write.history;
  add('history', {
    Put: {
      TableName: table(),
      Item: { ...keys.userHistory(h.userId, h.at, h.historyId.slice(0, 8)), entity: 'userHistory', ...h },
      ConditionExpression: isNew,
    },
  });
  return { items, parts };
}

async function counterExists(): Promise<boolean> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: table(), Key: keys.adminCounter(), ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

async function getItem<T>(key: { pk: string; sk: string }, projection?: string): Promise<T | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({
      TableName: table(),
      Key: key,
      ...(projection ? { ProjectionExpression: projection, ExpressionAttributeNames: { '#n': 'name' } } : {}),
    }),
  );
  return out.Item as T | undefined;
}

/** Admin users in the single table (./README.md: users, history, the active-admin counter). */
export const dynamoAdminUserStore: AdminUserStore = {
  async listUsers() {
    const rows = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': gsi.users },
    });
    return rows.map((r) => withoutStorage<UserRecord>(r));
  },

  async getUser(userId) {
    const out = await getDocumentClient().send(
      new GetCommand({ TableName: table(), Key: keys.user(userId), ConsistentRead: true }),
    );
    return out.Item ? withoutStorage<UserRecord>(out.Item) : undefined;
  },

  async commit(write): Promise<CommitOutcome> {
    const { items, parts } = transaction(write);
    const failed = await transactWithRetry(items);
    if (failed === undefined) return 'ok';
    switch (parts[failed]) {
      case 'newGuard':
        return 'emailTaken';
      case 'counter':
        return (await counterExists()) ? 'lastAdmin' : 'counterMissing';
      case 'user':
      case 'oldGuard':
        return 'changedMeanwhile';
      default:
        throw new Error(`a new ${parts[failed]} item collided with an existing one`);
    }
  },

  async initAdminCounter(active) {
    await getDocumentClient()
      .send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.adminCounter(), entity: 'adminCounter', active },
          ConditionExpression: isNew,
        }),
      )
      .catch((err: { name?: string }) => {
        // Created meanwhile by another call: that one stands.
        if (err.name !== 'ConditionalCheckFailedException') throw err;
      });
  },

  async listHistory(userId) {
    const rows = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.userHistoryPrefix },
    });
    return rows.map((r) => withoutStorage<UserHistoryRecord>(r));
  },

  async findSeries(guid): Promise<SeriesRef | undefined> {
    const item = await getItem<{ name?: string }>(keys.series(guid), '#n');
    return item ? { guid, name: item.name ?? '' } : undefined;
  },

  async findEvent(guid): Promise<EventRef | undefined> {
    const item = await getItem<{ name?: string; seriesGuid: string }>(keys.event(guid), '#n, seriesGuid');
    return item ? { guid, name: item.name ?? '', seriesGuid: item.seriesGuid } : undefined;
  },
};
