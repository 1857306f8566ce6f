import { randomBytes } from 'node:crypto';
import {
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Permission } from '@shared/accounts/permission-schemas';
import { Role, type RoleName } from '@shared/codelists/enums';
import { hashPassword } from '../../functions/adapters/auth/passwords';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { permissionIdOf } from '../../functions/domain/admin-users/admin-users';
import { buildDemoCatalogue, DEMO } from './seed-data';
import { buildCatalogueItems } from './seed-catalogue';
import { type Item } from './seed-orders';

export const SEED_VERSION = 'v7'; // v7: orders list event entries (ORDEREVENT#); v6: statistics month roll-ups

export interface DemoCredentials {
  admin: { email: string; password: string };
  eventManager: { email: string; password: string };
}

async function writeAll(client: DynamoDBDocumentClient, tableName: string, items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, Array<{ PutRequest: { Item: Item } }>> | undefined = {
      [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    for (let attempt = 0; request && Object.keys(request).length && attempt < 8; attempt++) {
      const out = await client.send(new BatchWriteCommand({ RequestItems: request }));
      request = out.UnprocessedItems as typeof request;
      if (request && Object.keys(request).length) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

async function userItems(creds: DemoCredentials, now: number): Promise<Item[]> {
  const nowIso = new Date(now).toISOString();
  const cup = buildDemoCatalogue(now).series.find((s) => s.guid === DEMO.seriesCup);
  // The demo event manager may manage the cup series (permissions live on the user item).
  const cupPermission: Permission = {
    permissionId: permissionIdOf('series', DEMO.seriesCup),
    kind: 'series',
    guid: DEMO.seriesCup,
    seriesGuid: DEMO.seriesCup,
    name: cup?.name ?? '',
    seriesName: cup?.name ?? '',
    dateCreated: nowIso,
  };
  const users = [
    {
      guid: DEMO.adminUser,
      firstName: 'Adéla',
      lastName: 'Správcová',
      email: creds.admin.email,
      password: creds.admin.password,
      roles: [Role.USER, Role.ADMIN] as RoleName[],
      permissions: {},
    },
    {
      guid: DEMO.managerUser,
      firstName: 'Marek',
      lastName: 'Pořadatel',
      email: creds.eventManager.email,
      password: creds.eventManager.password,
      roles: [Role.USER, Role.EVENT_MANAGER] as RoleName[],
      permissions: { [cupPermission.permissionId]: cupPermission },
    },
  ];
  const items: Item[] = [];
  for (const u of users) {
    items.push({
      ...keys.user(u.guid),
      entity: 'user',
      userId: u.guid,
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      language: 'cs',
      disabled: false,
      locked: false,
      emailConfirmed: true,
      roles: u.roles,
      permissions: u.permissions,
      passwordHash: await hashPassword(u.password),
      dateCreated: nowIso,
      dateUpdated: nowIso,
      gsi1pk: gsi.users,
      gsi1sk: `${u.lastName}#${u.firstName}#${u.guid}`,
    });
    items.push({ ...keys.userEmail(u.email), entity: 'userEmail', userId: u.guid });
  }
  // The last-admin guard counts active admins (admin role, not disabled): the demo admin.
  items.push({
    ...keys.adminCounter(),
    entity: 'adminCounter',
    active: users.filter((u) => u.roles.includes(Role.ADMIN)).length,
  });
  return items;
}

const randomPassword = () => `Demo-${randomBytes(6).toString('base64url')}9a`;

/**
 * Seeds the demo data once per data directory (a marker item records it). Returns the demo
 * credentials when it seeded, or undefined when the data was already there.
 */
export async function seedDemoData(
  client: DynamoDBDocumentClient,
  tableName: string,
  now = Date.now(),
): Promise<{ seeded: boolean; credentials?: DemoCredentials }> {
  const marker = await client.send(
    new GetCommand({ TableName: tableName, Key: keys.seedMarker(SEED_VERSION) }),
  );
  if (marker.Item) return { seeded: false };
  const credentials: DemoCredentials = {
    admin: { email: 'admin@example.com', password: randomPassword() },
    eventManager: { email: 'manager@example.com', password: randomPassword() },
  };
  const nowIso = new Date(now).toISOString();
  await writeAll(client, tableName, [...buildCatalogueItems(now), ...(await userItems(credentials, now))]);
  await client.send(
    new PutCommand({ TableName: tableName, Item: { ...keys.seedMarker(SEED_VERSION), seededAt: nowIso } }),
  );
  return { seeded: true, credentials };
}
