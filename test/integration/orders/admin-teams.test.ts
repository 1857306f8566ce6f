import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TEAM_ADMIN_MESSAGES } from '@shared/back-office/team-admin-messages';
import type { TeamChoice, TeamRow, Teams } from '@shared/back-office/team-admin-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import { RATE_RULES } from '../../../functions/domain/accounts/rate-limit';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { clearAddressWindows } from '../accounts-support';
import { grant, permission, putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, runner, setCounter } from './checkout-support';

/**
 * The admin side of teams: the series' teams list and the event manager's, rename / manager /
 * delete with the series history, and moving an order item between teams (spec §4 change team,
 * remove team; §8 team capacity full).
 */

type Err = { code: string; message: string };
type Who = { userId: string; token: string };

const teamCard = demoGuid('card:spring-team');
const teamItem = (extra: Record<string, unknown>) => ({
  seriesEventGuid: DEMO.eventSpring,
  subEventGuid: DEMO.subTeam,
  categoryGuid: CAT.team,
  waveGuid: null,
  cards: [
    {
      cardGuid: teamCard,
      values: {
        [demoGuid('cardvalue:spring-team:firstName')]: 'Člen',
        [demoGuid('cardvalue:spring-team:lastName')]: `Přesouvaný${randomUUID().slice(0, 4)}`,
        [demoGuid('cardvalue:spring-team:gender')]: '2',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1985-07-08',
      },
    },
  ],
  termsAccepted: true,
  ...extra,
});

interface Team {
  guid: string;
  name: string;
  pin: string;
  managerEmail: string;
  orderGuid: string;
  itemGuid: string;
}

const teamRecord = async (guid: string) =>
  (
    await getDocumentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(guid) }),
    )
  ).Item as { name: string; pin: string; managerEmail: string } | undefined;

/** A team founded through the real checkout (the company race: membersFrom 3, membersTo 5). */
async function foundTeam(prefix: string): Promise<Team> {
  const name = `${prefix} ${randomUUID().slice(0, 8)}`;
  const placed = await register(registerBody([teamItem({ teamName: name })], {}, runner()));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderGuid = (placed.body as { registrationGuid: string }).registrationGuid;
  const item = (await loadOrder(orderGuid))?.items[0];
  const guid = item?.teamGuid as string;
  const team = (await teamRecord(guid)) as { pin: string; managerEmail: string };
  return {
    guid,
    name,
    pin: team.pin,
    managerEmail: team.managerEmail,
    orderGuid,
    itemGuid: item?.itemGuid as string,
  };
}

async function join(team: Team): Promise<{ orderGuid: string; itemGuid: string; email: string }> {
  const r = runner();
  const joined = await register(registerBody([teamItem({ teamGuid: team.guid, pin: team.pin })], {}, r));
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  const orderGuid = (joined.body as { registrationGuid: string }).registrationGuid;
  const item = (await loadOrder(orderGuid))?.items[0];
  return { orderGuid, itemGuid: item?.itemGuid as string, email: item?.email as string };
}

let admin: Who;
let managerCup: Who;
let managerTrail: Who;

const seriesTeams = (who: Who, query: string) =>
  api<Teams & Err>(`admin/series/${DEMO.seriesCup}/teams?${query}`, { token: who.token });
const managerTeams = (who: Who, query: string) =>
  api<Teams & Err>(`event-manager/${who.userId}/teams?${query}`, { token: who.token });
const search = (name: string) => `searchText=${encodeURIComponent(name)}`;
const changeTeam = (orderGuid: string, itemGuid: string, teamGuid: string) =>
  api<OrderDetail & Err>(`admin/registrations/${orderGuid}/change-team`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ registrationItemId: itemGuid, teamGuid }),
  });
const removeTeam = (orderGuid: string, itemGuid: string) =>
  api<OrderDetail & Err>(`admin/registrations/${orderGuid}/remove-team`, {
    method: 'POST',
    token: admin.token,
    body: JSON.stringify({ registrationItemId: itemGuid }),
  });
const updateTeam = (guid: string, body: Record<string, unknown>, who = admin) =>
  api<TeamRow & Err>(`admin/series/teams/${guid}`, {
    method: 'PUT',
    token: who.token,
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  useTestStackEnv();
  await clearAddressWindows([RATE_RULES.teamPinPerAddress]);
  admin = await putUser('teams-admin', [Role.USER, Role.ADMIN]);
  managerCup = await putUser('teams-em-cup', [Role.USER, Role.EVENT_MANAGER]);
  await grant(managerCup.userId, permission('series', DEMO.seriesCup, DEMO.seriesCup));
  managerTrail = await putUser('teams-em-trail', [Role.USER, Role.EVENT_MANAGER]);
  await grant(managerTrail.userId, permission('series', DEMO.seriesTrail, DEMO.seriesTrail));
}, 60_000);

describe('admin teams lists', () => {
  let team: Team;
  beforeAll(async () => {
    team = await foundTeam('Seznamový');
    await join(team);
  }, 60_000);

  it('lists the series teams with members, places, the incomplete flag and the paid state', async () => {
    const res = await seriesTeams(admin, search(team.name));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.rows[0]).toMatchObject({
      guid: team.guid,
      name: team.name,
      kind: 'team',
      managerEmail: team.managerEmail,
      subEventGuid: DEMO.subTeam,
      members: 2,
      placesTaken: 2,
      placesFree: 3,
      membersFrom: 3,
      membersMissing: 1,
      incomplete: true,
      paidState: 'unpaid',
    });
    const incomplete = await seriesTeams(
      admin,
      `${search(team.name)}&incomplete=true&subEventGuid=${DEMO.subTeam}`,
    );
    expect(incomplete.body.total).toBe(1);
    expect((await seriesTeams(admin, `${search(team.name)}&subEventGuid=${DEMO.sub10k}`)).body.total).toBe(0);
  });

  it('shows an event manager only the teams of his series', async () => {
    const mine = await managerTeams(managerCup, search(team.name));
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.rows.map((r) => r.guid)).toEqual([team.guid]);
    const notMine = await managerTeams(managerTrail, search(team.name));
    expect(notMine.status).toBe(200);
    expect(notMine.body.total).toBe(0);
    expect((await seriesTeams(managerTrail, search(team.name))).status).toBe(403);
    expect((await seriesTeams(managerCup, search(team.name))).body.total).toBe(1);
  });

  it('offers the teams of a race to move an item to', async () => {
    const res = await api<{ rows: TeamChoice[] }>(`admin/registrations/series-teams/${DEMO.subTeam}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.rows).toContainEqual({ guid: team.guid, name: team.name, placesTaken: 2, placesFree: 3 });
  });
});

describe('update and delete a team', () => {
  let team: Team;
  let other: Team;
  beforeAll(async () => {
    team = await foundTeam('Přejmenovaný');
    other = await foundTeam('Obsazený');
  }, 60_000);

  it('refuses a name another team of the race holds, whatever its case and accents', async () => {
    const folded = other.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const res = await updateTeam(team.guid, { name: folded, managerEmail: team.managerEmail });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('teams.nameTaken');
  });

  it('renames the team on its members, changes the manager (ending the old session) and writes the series history', async () => {
    const signedIn = await api<TeamTokenAnswer>(`series/team-management/${team.guid}/authenticate`, {
      method: 'POST',
      body: JSON.stringify({ email: team.managerEmail, pin: team.pin }),
    });
    expect(signedIn.status).toBe(200);
    const data = () => api(`series/team-management/${team.guid}/data`, { token: signedIn.body.accessToken });
    expect((await data()).status).toBe(200);

    const name = `Nový název ${randomUUID().slice(0, 6)}`;
    const res = await updateTeam(
      team.guid,
      { name, managerEmail: 'novy.vedouci@example.com', resetPin: true },
      managerCup,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name, managerEmail: 'novy.vedouci@example.com', members: 1 });
    const stored = await teamRecord(team.guid);
    expect(stored?.pin).not.toBe(team.pin);
    expect((await data()).status).toBe(401);

    const order = await api<OrderDetail>(`admin/registrations/${team.orderGuid}`, { token: admin.token });
    expect(order.body.items[0]?.teamName).toBe(name);
    // The old name is free again: another team may take it.
    expect((await updateTeam(other.guid, { name: team.name, managerEmail: other.managerEmail })).status).toBe(
      200,
    );

    const history = await api<{ rows: HistoryEntry[] }>(`admin/series/${DEMO.seriesCup}/histories?take=100`, {
      token: admin.token,
    });
    const entry = history.body.rows.find((h) => h.target?.kind === 'team' && h.target.guid === team.guid);
    expect(entry).toMatchObject({ action: 'UPDATE', actor: { userId: managerCup.userId } });
    expect(entry?.changes).toContainEqual({ field: 'name', before: team.name, after: name });
    expect(entry?.changes).toContainEqual({
      field: 'managerEmail',
      before: team.managerEmail,
      after: 'novy.vedouci@example.com',
    });
    expect(JSON.stringify(entry)).not.toContain(stored?.pin as string);
  });

  it('refuses to delete a team with registered members, deletes it once they are gone', async () => {
    const refused = await api<Err>(`admin/series/teams/${other.guid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('teams.hasMembers');
    expect(Object.values(TEAM_ADMIN_MESSAGES['teams.hasMembers'])).toContain(refused.body.message);

    const deleted = await api(`admin/series/teams/${team.guid}`, { method: 'DELETE', token: admin.token });
    expect(deleted.status).toBe(409);
    // Its last member's order expires: the emptied team is deleted with it (its name is free).
    const expired = await api(`admin/registrations/${other.orderGuid}/expired`, {
      method: 'POST',
      token: admin.token,
    });
    expect(expired.status, JSON.stringify(expired.body)).toBe(200);
    expect(await teamRecord(other.guid)).toBeUndefined();
    const again = await api<Err>(`admin/series/teams/${other.guid}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(again.status).toBe(404);
    // `other` carried the renamed team's old name: it is gone from the list.
    expect((await seriesTeams(admin, search(team.name))).body.total).toBe(0);
  });
});

describe('change team and remove team', () => {
  let from: Team;
  let to: Team;
  let member: { orderGuid: string; itemGuid: string; email: string };
  beforeAll(async () => {
    from = await foundTeam('Výchozí');
    to = await foundTeam('Cílový');
    member = await join(from);
  }, 60_000);

  it('moves an item to another team of the race: places move, the order history tells', async () => {
    const res = await changeTeam(member.orderGuid, member.itemGuid, to.guid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items[0]?.teamName).toBe(to.name);
    expect(res.body.history[0]).toMatchObject({
      action: 'teamChanged',
      by: admin.userId,
      changes: { team: { from: from.name, to: to.name } },
    });
    expect((await readCounter('team', from.guid))?.used).toBe(1);
    expect((await readCounter('team', to.guid))?.used).toBe(2);
    const again = await changeTeam(member.orderGuid, member.itemGuid, to.guid);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('teams.sameTeam');
  });

  it('refuses a move into a full team with "team capacity full" and changes nothing', async () => {
    const used = (await readCounter('team', from.guid))?.used ?? 0;
    const restore = await setCounter('team', from.guid, { capacity: used });
    try {
      const res = await changeTeam(member.orderGuid, member.itemGuid, from.guid);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('teams.capacityFull');
      expect((await readCounter('team', to.guid))?.used).toBe(2);
      expect((await loadOrder(member.orderGuid))?.items[0]?.teamGuid).toBe(to.guid);
    } finally {
      await restore();
    }
  });

  it('removes the manager from the team: the team passes to the next member', async () => {
    const res = await removeTeam(to.orderGuid, to.itemGuid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items[0]?.teamName).toBeNull();
    expect(res.body.items[0]?.kind).toBe('regular');
    expect(res.body.history[0]).toMatchObject({
      action: 'teamRemoved',
      changes: { managerEmail: { from: to.managerEmail, to: member.email } },
    });
    expect((await teamRecord(to.guid))?.managerEmail).toBe(member.email);
    expect((await readCounter('team', to.guid))?.used).toBe(1);
    const again = await removeTeam(to.orderGuid, to.itemGuid);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('teams.notInTeam');
  });

  it('deletes the team its last member leaves, with its name', async () => {
    const res = await removeTeam(member.orderGuid, member.itemGuid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.history[0]?.changes).toMatchObject({ teamDeleted: to.name });
    expect(await teamRecord(to.guid)).toBeUndefined();
    // The name is free for a new team.
    const again = await foundTeam('x');
    expect((await updateTeam(again.guid, { name: to.name, managerEmail: again.managerEmail })).status).toBe(
      200,
    );
  });
});

describe('team capacity and the race filter', () => {
  let team: Team;
  beforeAll(async () => {
    team = await foundTeam('Kapacitní');
    await join(team);
  }, 60_000);

  it('refuses a capacity below the places taken, sets one equal to them, with the series history', async () => {
    const refused = await updateTeam(team.guid, {
      name: team.name,
      managerEmail: team.managerEmail,
      capacity: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('teams.capacityBelowMembers');
    expect(refused.body.message).toContain('2');
    expect((await readCounter('team', team.guid))?.capacity).toBe(5);

    const res = await updateTeam(team.guid, {
      name: team.name,
      managerEmail: team.managerEmail,
      capacity: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ membersTo: 2, placesTaken: 2, placesFree: 0 });
    expect(await readCounter('team', team.guid)).toMatchObject({ capacity: 2, used: 2 });
    // The team is full now: a third member is refused by the checkout's counter condition.
    const third = await register(
      registerBody([teamItem({ teamGuid: team.guid, pin: team.pin })], {}, runner()),
    );
    expect(third.status).toBe(409);

    const unlimited = await updateTeam(team.guid, {
      name: team.name,
      managerEmail: team.managerEmail,
      capacity: null,
    });
    expect(unlimited.body).toMatchObject({ membersTo: null, placesFree: null });
    const history = await api<{ rows: HistoryEntry[] }>(`admin/series/${DEMO.seriesCup}/histories?take=100`, {
      token: admin.token,
    });
    const changes = history.body.rows
      .filter((h) => h.target?.kind === 'team' && h.target.guid === team.guid)
      .flatMap((h) => h.changes);
    expect(changes).toContainEqual({ field: 'capacity', before: 5, after: 2 });
    expect(changes).toContainEqual({ field: 'capacity', before: 2, after: null });
  });

  it('lists the teams of one race and names the team races of the series', async () => {
    const res = await seriesTeams(admin, `subEventGuid=${DEMO.subTeam}&${search(team.name)}`);
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r) => r.guid)).toEqual([team.guid]);
    expect(res.body.races.map((r) => r.guid)).toContain(DEMO.subTeam);
    const mine = await managerTeams(managerCup, `subEventGuid=${DEMO.subTeam}&${search(team.name)}`);
    expect(mine.body.total).toBe(1);
    // A race outside the manager's series lists nothing.
    const other = await managerTeams(managerTrail, `subEventGuid=${DEMO.subTeam}`);
    expect(other.body.total).toBe(0);
  });
});

describe('a team emptied by expiry', () => {
  it('is deleted once by the expiry worker (its place released once); its order cannot take the place again', async () => {
    const team = await foundTeam('Propadlý');
    const past = new Date(Date.now() - 60_000).toISOString();
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.order(team.orderGuid),
        UpdateExpression: 'SET expiresAt = :p, gsi3pk = :pk, gsi3sk = :sk',
        ExpressionAttributeValues: {
          ':p': past,
          ':pk': gsi.expiry(past),
          ':sk': `${past}#${team.orderGuid}`,
        },
      }),
    );
    const { createExpireOrdersHandler } = await import('../../../functions/workers/expire-orders.handler');
    const run = createExpireOrdersHandler({ enqueueOrderEmail: async () => undefined });
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.expired ?? 0) + (b?.expired ?? 0)).toBeGreaterThanOrEqual(1);
    expect((await loadOrder(team.orderGuid))?.order.expired).toBe(true);
    expect(await teamRecord(team.guid)).toBeUndefined();
    expect(await readCounter('team', team.guid)).toBeUndefined();

    const history = await api<{ rows: HistoryEntry[] }>(`admin/series/${DEMO.seriesCup}/histories?take=100`, {
      token: admin.token,
    });
    expect(
      history.body.rows.filter((h) => h.target?.kind === 'team' && h.target.guid === team.guid),
    ).toMatchObject([{ action: 'DELETE', actor: { userId: 'system:expiry' } }]);

    const unset = await api<Err>(`admin/registrations/${team.orderGuid}/unset-expired`, {
      method: 'POST',
      token: admin.token,
    });
    expect(unset.status).toBe(409);
    expect(unset.body.code).toBe('teams.teamUnavailable');
    expect(await readCounter('team', team.guid)).toBeUndefined();
    // The name is free for a new team.
    const placed = await register(registerBody([teamItem({ teamName: team.name })], {}, runner()));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });
});
