import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import type { RelayRacer } from '@shared/team-management/relay-racer-schemas';
import type { TeamData, TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import { RATE_RULES } from '../../../functions/domain/accounts/rate-limit';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { clearAddressWindows } from '../accounts-support';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, register, registerBody } from './checkout-support';

type Err = { code: string; message: string; params?: Record<string, unknown> };
interface Relay {
  guid: string;
  orderGuid: string;
  token: string;
}

const relayCard = demoGuid('card:spring-relay');
const member = (i: number, tag: string) => ({
  cardGuid: relayCard,
  values: {
    [demoGuid('cardvalue:spring-relay:firstName')]: `Úsek${i}`,
    [demoGuid('cardvalue:spring-relay:lastName')]: `Štafeta${tag}`,
    [demoGuid('cardvalue:spring-relay:gender')]: String(1 + (i % 2)),
    [demoGuid('cardvalue:spring-relay:birthDate')]: '1991-02-03',
  },
});

/** A relay registered through the real checkout with `legs` racers, and its manager's token. */
async function registerRelay(legs: number): Promise<Relay> {
  const tag = randomUUID().slice(0, 6);
  const placed = await register(
    registerBody([
      {
        seriesEventGuid: DEMO.eventSpring,
        subEventGuid: DEMO.subRelay,
        categoryGuid: CAT.relay,
        waveGuid: null,
        teamName: `Štafeta ${tag}`,
        cards: Array.from({ length: legs }, (_, i) => member(i + 1, tag)),
        termsAccepted: true,
      },
    ]),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderGuid = (placed.body as { registrationGuid: string }).registrationGuid;
  const guid = (await loadOrder(orderGuid))?.items[0]?.teamGuid as string;
  const team = (
    await getDocumentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(guid) }),
    )
  ).Item as { pin: string; managerEmail: string };
  const signedIn = await api<TeamTokenAnswer>(`series/team-management/${guid}/authenticate`, {
    method: 'POST',
    body: JSON.stringify({ email: team.managerEmail, pin: team.pin }),
  });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { guid, orderGuid, token: signedIn.body.accessToken };
}

const call = <T>(relay: Relay, action: string, body: unknown, token = relay.token) =>
  api<T & Err>(`series/team-management/${relay.guid}/${action}`, {
    method: 'POST',
    body: JSON.stringify(body),
    token,
  });

const racer = (track: number, over: Record<string, unknown> = {}) => ({
  track,
  firstName: 'Eva',
  lastName: `Rychlá${randomUUID().slice(0, 4)}`,
  email: 'eva@example.com',
  birthDate: '1994-06-01',
  gender: 2,
  ...over,
});

/** Changes a demo record for one check and puts it back (integration files run one at a time). */
async function withDemoChange(
  key: Record<string, string>,
  changes: Record<string, unknown>,
  check: () => Promise<void>,
) {
  const table = process.env.TABLE_NAME;
  const before = (await getDocumentClient().send(new GetCommand({ TableName: table, Key: key }))).Item ?? {};
  const names = Object.keys(changes);
  const set = (values: Record<string, unknown>) => {
    const present = names.filter((n) => values[n] !== undefined);
    const absent = names.filter((n) => values[n] === undefined);
    return getDocumentClient().send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: [
          present.length
            ? `SET ${present.map((n) => `#k${names.indexOf(n)} = :v${names.indexOf(n)}`).join(', ')}`
            : '',
          absent.length ? `REMOVE ${absent.map((n) => `#k${names.indexOf(n)}`).join(', ')}` : '',
        ].join(' '),
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#k${i}`, n])),
        ...(present.length
          ? {
              ExpressionAttributeValues: Object.fromEntries(
                present.map((n) => [`:v${names.indexOf(n)}`, values[n]]),
              ),
            }
          : {}),
      }),
    );
  };
  await set(changes);
  try {
    await check();
  } finally {
    await set(before);
  }
}

/** The racer (by full name) is on the relay race's public start list. */
const startListed = async (r: { firstName: string; lastName: string }) => {
  const res = await api<{ rows: Array<{ firstName: string; lastName: string }> }>(
    `series/subevents/${DEMO.subRelay}/startlist?searchText=${encodeURIComponent(r.lastName)}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rows.some((row) => row.firstName === r.firstName && row.lastName === r.lastName);
};

const PIN_RULES = [RATE_RULES.teamPinPerAddress];
let relay: Relay;

beforeAll(async () => {
  useTestStackEnv();
  await clearAddressWindows(PIN_RULES);
  relay = await registerRelay(4);
}, 60_000);

afterAll(async () => {
  await clearAddressWindows(PIN_RULES);
});

describe('relay racers of a relay team', () => {
  it('removes, adds and updates racers within the window; the start list, team data and order history follow', async () => {
    const data = await api<TeamData>(`series/team-management/${relay.guid}/data`, { token: relay.token });
    expect(data.status, JSON.stringify(data.body)).toBe(200);
    expect(data.body.relay).toMatchObject({ tracks: 4, changes: 'open' });
    const racers = data.body.relay?.racers ?? [];
    expect(racers.map((r) => r.track)).toEqual([1, 2, 3, 4]);

    const full = await call<Err>(relay, 'add-relay-racer', racer(2));
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('teamManagement.relayFull');

    const leaving = racers[3] as RelayRacer;
    expect(await startListed(leaving)).toBe(true);
    const removed = await call<{ id: string }>(relay, 'remove-relay-racer', { id: leaving.id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await startListed(leaving)).toBe(false);

    const added = await call<RelayRacer>(relay, 'add-relay-racer', racer(4));
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ track: 4, firstName: 'Eva', gender: 2 });
    expect(await startListed(added.body)).toBe(true);

    const first = racers[0] as RelayRacer;
    const renamed = racer(1, { id: first.id, firstName: 'Petr', gender: 1 });
    const updated = await call<RelayRacer>(relay, 'update-relay-racer', renamed);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await startListed(renamed)).toBe(true);
    expect(await startListed(first)).toBe(false);

    const after = await api<TeamData>(`series/team-management/${relay.guid}/data`, { token: relay.token });
    expect(after.body.relay?.racers.map((r) => [r.track, r.firstName, r.lastName])).toEqual([
      [1, 'Petr', renamed.lastName],
      [2, racers[1]?.firstName, racers[1]?.lastName],
      [3, racers[2]?.firstName, racers[2]?.lastName],
      [4, 'Eva', added.body.lastName],
    ]);
    expect(after.body.placesTaken).toBe(4);

    const order = await loadOrder(relay.orderGuid);
    expect(order?.history.map((h) => h.action)).toEqual(
      expect.arrayContaining(['relayRacerAdded', 'relayRacerUpdated', 'relayRacerRemoved']),
    );
    expect(order?.history.find((h) => h.action === 'relayRacerAdded')).toMatchObject({ by: 'teamManager' });
    // The order shows the new racer too.
    expect(order?.items.map((i) => i.lastName)).toContain(added.body.lastName);

    // The admin order detail shows the current legs; the removed racer is marked, without a leg.
    const admin = await putUser('relay-admin', [Role.USER, Role.ADMIN]);
    const detail = await api<OrderDetail>(`admin/registrations/${relay.orderGuid}`, { token: admin.token });
    expect(detail.status).toBe(200);
    expect(
      detail.body.items.filter((i) => i.relayRemoved === null).map((i) => [i.track, i.firstName, i.lastName]),
    ).toEqual(after.body.relay?.racers.map((r) => [r.track, r.firstName, r.lastName]));
    expect(detail.body.items.at(-1)).toMatchObject({
      id: leaving.id,
      track: null,
      relayRemoved: expect.any(String),
    });
    // The orders list counts the relay's four racers, not the removed one as a fifth registration.
    const stored = await loadOrder(relay.orderGuid);
    const listed = await api<{ rows: Array<{ id: string; itemCount: number }> }>('admin/registrations', {
      method: 'POST',
      token: admin.token,
      body: JSON.stringify({ filter: { searchText: stored?.order.variableSymbol } }),
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.rows.find((r) => r.id === relay.orderGuid)?.itemCount).toBe(4);
  });

  it('refuses a leg the relay does not have (reason 24) and a taken leg', async () => {
    const noLeg = await call<Err>(relay, 'add-relay-racer', racer(5));
    expect(noLeg.status).toBe(400);
    expect(noLeg.body.code).toBe('registration.relayValueNotFound');
    const someone = (await api<TeamData>(`series/team-management/${relay.guid}/data`, { token: relay.token }))
      .body.relay?.racers[0] as RelayRacer;
    const taken = await call<Err>(relay, 'update-relay-racer', racer(2, { id: someone.id }));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('teamManagement.trackTaken');
  });

  it('refuses changes outside the relay-changes window with a translated reason', async () => {
    await withDemoChange(
      keys.subevent(DEMO.eventSpring, DEMO.subRelay),
      { relayChangesTo: new Date(Date.now() - 60_000).toISOString() },
      async () => {
        const late = await call<Err>(relay, 'remove-relay-racer', { id: randomUUID() });
        expect(late.status).toBe(409);
        expect(late.body.code).toBe('teamManagement.relayChangesClosed');
        expect(late.body.message).toMatch(/skončily|closed/);
        const data = await api<TeamData>(`series/team-management/${relay.guid}/data`, { token: relay.token });
        expect(data.body.relay?.changes).toBe('closed');
      },
    );
  });

  it("refuses a racer of the wrong gender or age for the relay's category", async () => {
    const data = await api<TeamData>(`series/team-management/${relay.guid}/data`, { token: relay.token });
    const id = data.body.relay?.racers[3]?.id as string;
    await withDemoChange(
      keys.category(DEMO.eventSpring, DEMO.subRelay, CAT.relay),
      { gender: 2, minAge: 18 },
      async () => {
        const man = await call<Err>(relay, 'update-relay-racer', racer(4, { id, gender: 1 }));
        expect(man.status).toBe(400);
        expect(man.body.code).toBe('registration.genderInvalid');
        const child = await call<Err>(relay, 'update-relay-racer', racer(4, { id, birthDate: '2016-01-01' }));
        expect(child.status).toBe(400);
        expect(child.body.code).toBe('registration.ageTooLow');
      },
    );
  });

  it("refuses another team's manager token", async () => {
    const other = await registerRelay(4);
    const foreign = await call<Err>(relay, 'add-relay-racer', racer(4), other.token);
    expect(foreign.status).toBe(403);
    const anonymous = await api<Err>(`series/team-management/${relay.guid}/add-relay-racer`, {
      method: 'POST',
      body: JSON.stringify(racer(4)),
    });
    expect(anonymous.status).toBe(401);
  });
});
