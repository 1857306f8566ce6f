import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { resetSigningKey } from '../../functions/adapters/auth/tokens';
import { getDocumentClient, setDocumentClient } from '../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../functions/adapters/dynamodb/keys';
import { loadOrder } from '../../functions/adapters/dynamodb/order-repository';
import type { CounterRef } from '../../functions/domain/orders/order-records';
import { DEMO, demoGuid } from '../../scripts/local/seed-data';
import type {
  MyItemDetail,
  MyItemRow,
  MyOrderDetail,
  MyOrderRow,
  MyTeamRow,
  MyTemplateDetail,
  MyTemplateRow,
} from '@shared/accounts/user-area-schemas';
import { createUser, post, signIn, type ErrorBody } from './accounts-support';
import { CAT, readCounter, registerBody, runner, tenK } from './orders/checkout-support';
import { api, useTestStackEnv } from './support';

type Envelope<T> = { page: number; maxPage: number; total: number; rows: T[] };

/** Two signed-in users: everything A does must stay invisible to B, and the other way round. */
let a: { userId: string; email: string; token: string };
let b: { userId: string; email: string; token: string };
const placed: string[] = [];
const countersBefore = new Map<string, number>();

async function placeOrder(body: ReturnType<typeof registerBody>, token: string): Promise<string> {
  const res = await api<{ registrationGuid: string }>('checkout/register', {
    method: 'POST',
    body: JSON.stringify(body),
    token,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = res.body.registrationGuid;
  placed.push(guid);
  // Note the demo counters this order took, to check they are all released afterwards.
  const loaded = await loadOrder(guid);
  for (const c of loaded?.order.counters ?? []) {
    const key = `${c.scope}#${c.guid}`;
    if (!countersBefore.has(key))
      countersBefore.set(key, ((await readCounter(c.scope, c.guid))?.used ?? 0) - c.n);
  }
  return guid;
}

const teamCard = demoGuid('card:spring-team');
const teamItem = (teamName: string) => ({
  seriesEventGuid: DEMO.eventSpring,
  subEventGuid: DEMO.subTeam,
  categoryGuid: CAT.team,
  waveGuid: null,
  termsAccepted: true,
  teamName,
  cards: [
    {
      cardGuid: teamCard,
      values: {
        [demoGuid('cardvalue:spring-team:firstName')]: 'Kolegyně',
        [demoGuid('cardvalue:spring-team:lastName')]: `Týmová${randomUUID().slice(0, 4)}`,
        [demoGuid('cardvalue:spring-team:gender')]: '2',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1985-07-08',
      },
    },
  ],
});

let orderGuid: string;
let teamOrderGuid: string;
let teamName: string;

beforeAll(async () => {
  useTestStackEnv();
  setDocumentClient(undefined);
  resetSigningKey();
  const ua = await createUser({}, 'area-a');
  const ub = await createUser({}, 'area-b');
  a = { ...ua, token: await signIn(ua.email) };
  b = { ...ub, token: await signIn(ub.email) };
  const r = runner({ last: `Mujucet${Date.now()}` });
  orderGuid = await placeOrder(registerBody([tenK(CAT.men, r)], {}, r), a.token);
  teamName = `Účtový tým ${randomUUID().slice(0, 6)}`;
  const t = runner({ last: `Tymovy${Date.now()}`, gender: 2 });
  teamOrderGuid = await placeOrder(registerBody([teamItem(teamName)], {}, t), a.token);
});

/**
 * The orders must not change the demo catalogue for the files that read it: expire them (as the
 * scheduled job would once they are due), which releases every counter and clears the start list.
 */
afterAll(async () => {
  const past = new Date(Date.now() - 60_000).toISOString();
  for (const guid of placed) {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.order(guid),
        UpdateExpression: 'SET expiresAt = :p, gsi3pk = :pk, gsi3sk = :sk',
        ConditionExpression: 'paid = :false',
        ExpressionAttributeValues: {
          ':p': past,
          ':pk': gsi.expiry(past),
          ':sk': `${past}#${guid}`,
          ':false': false,
        },
      }),
    );
  }
  const { createExpireOrdersHandler } = await import('../../functions/workers/expire-orders.handler');
  await createExpireOrdersHandler({ enqueueOrderEmail: async () => undefined })();
  for (const [key, used] of countersBefore) {
    const [scope, guid] = key.split('#') as [CounterRef['scope'], string];
    expect({ key, used: (await readCounter(scope, guid))?.used ?? 0 }).toEqual({ key, used });
  }
});

describe('My orders (user/my-registrations)', () => {
  it('lists the orders placed while signed in, newest first, to their owner only', async () => {
    const mine = await api<Envelope<MyOrderRow>>('user/my-registrations', { token: a.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ page: 0, maxPage: 0, total: 2 });
    expect(mine.body.rows.map((r) => r.id)).toEqual([teamOrderGuid, orderGuid]);
    const row = mine.body.rows[1] as MyOrderRow;
    expect(row).toMatchObject({
      currency: 'CZK',
      paymentMethod: 2,
      paid: false,
      expired: false,
      itemCount: 1,
    });
    expect(row.calculatedPrice).toBeGreaterThan(0);
    expect(row.events[0]?.eventName).toBeTruthy();

    const theirs = await api<Envelope<MyOrderRow>>('user/my-registrations', { token: b.token });
    expect(theirs.body).toEqual({ page: 0, maxPage: 0, total: 0, rows: [] });
  });

  it('filters by text, dates and paid, and pages', async () => {
    const detail = await api<MyOrderDetail>(`user/my-registrations/${orderGuid}`, { token: a.token });
    const list = (query: string) =>
      api<Envelope<MyOrderRow>>(`user/my-registrations?${query}`, { token: a.token });
    expect((await list(`searchText=${detail.body.variableSymbol}`)).body.rows.map((r) => r.id)).toEqual([
      orderGuid,
    ]);
    expect((await list('searchText=no-such-text')).body.total).toBe(0);
    expect((await list('paid=true')).body.total).toBe(0);
    expect((await list('paid=false')).body.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list('dateFrom=2099-01-01')).body.total).toBe(0);
    expect((await list(`dateTo=2000-01-01`)).body.total).toBe(0);
    expect((await list(`dateFrom=2000-01-01&dateTo=2099-12-31&_t=${today}`)).body.total).toBe(2);
    const paged = await list('take=1&skip=1');
    expect(paged.body).toMatchObject({ page: 1, maxPage: 1, total: 2 });
    expect(paged.body.rows.map((r) => r.id)).toEqual([orderGuid]);
    expect((await list('take=0')).status).toBe(400);
  });

  it('shows the detail of an own order only: another user’s id is 404, as is an unknown one', async () => {
    const detail = await api<MyOrderDetail>(`user/my-registrations/${orderGuid}`, { token: a.token });
    expect(detail.status).toBe(200);
    expect(detail.body.items).toHaveLength(1);
    expect(detail.body.bankTransfer?.bankAccount).toBeTruthy();
    expect(detail.body).not.toHaveProperty('requestHash');
    const foreign = await api<ErrorBody>(`user/my-registrations/${orderGuid}`, { token: b.token });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'account.notFound']);
    expect((await api(`user/my-registrations/${randomUUID()}`, { token: a.token })).status).toBe(404);
    expect((await api(`user/my-registrations/${orderGuid}`)).status).toBe(401);
  });
});

describe('My registrations (user/my-registration-items)', () => {
  it('lists the caller’s registered racers with the filter in the body; detail of own items only', async () => {
    const mine = await post<Envelope<MyItemRow>>(
      'user/my-registration-items',
      { filter: {}, take: 30, skip: 0 },
      a.token,
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.total).toBe(2);
    const regular = mine.body.rows.find((r) => r.orderId === orderGuid) as MyItemRow;
    expect(regular).toMatchObject({ kind: 'regular', currency: 'CZK', paid: false, teamGuid: null });
    expect(regular.price).toBe(regular.basePrice + regular.additionalsPrice - regular.discount);
    const team = mine.body.rows.find((r) => r.orderId === teamOrderGuid) as MyItemRow;
    expect(team).toMatchObject({ kind: 'team', teamName });

    const search = await post<Envelope<MyItemRow>>(
      'user/my-registration-items',
      { filter: { searchText: teamName } },
      a.token,
    );
    expect(search.body.rows.map((r) => r.id)).toEqual([team.id]);
    expect(
      (await post<Envelope<MyItemRow>>('user/my-registration-items', { filter: { paid: true } }, a.token))
        .body.total,
    ).toBe(0);
    expect((await post<Envelope<MyItemRow>>('user/my-registration-items', {}, b.token)).body.total).toBe(0);

    const detail = await api<MyItemDetail>(`user/my-registration-items/${regular.id}`, { token: a.token });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: regular.id, orderId: orderGuid, paymentMethod: 2 });
    expect(detail.body.values.length).toBeGreaterThan(0);
    expect((await api(`user/my-registration-items/${regular.id}`, { token: b.token })).status).toBe(404);
  });
});

describe('My teams', () => {
  it('lists the teams of the caller’s registrations, with the PIN for the founder only', async () => {
    const mine = await api<Envelope<MyTeamRow>>('user/my-teams', { token: a.token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.total).toBe(1);
    expect(mine.body.rows[0]).toMatchObject({
      name: teamName,
      kind: 'team',
      subEventGuid: DEMO.subTeam,
      isManager: true,
      myMembers: 1,
    });
    expect(mine.body.rows[0]?.pin).toMatch(/^\d{6}$/);
    expect(
      (await api<Envelope<MyTeamRow>>('user/my-teams?searchText=nic-takoveho', { token: a.token })).body
        .total,
    ).toBe(0);
    expect((await api<Envelope<MyTeamRow>>('user/my-teams', { token: b.token })).body.total).toBe(0);
  });
});

describe('My templates', () => {
  it('saves, lists and shows the caller’s templates; another user sees and changes none of them', async () => {
    const saved = await post<MyTemplateDetail>(
      'user/my-templates',
      { firstName: 'Petr', lastName: 'Šťastný', birthYear: 1988, values: { gender: '1', club: 'AC Praha' } },
      a.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Petr',
      lastName: 'Šťastný',
      birthYear: 1988,
      values: { club: 'AC Praha' },
    });
    const id = saved.body.id;

    const updated = await post<MyTemplateDetail>(
      'user/my-templates',
      { id, firstName: 'Petr', lastName: 'Šťastný', birthYear: 1989 },
      a.token,
    );
    expect(updated.body).toMatchObject({ id, birthYear: 1989, dateCreated: saved.body.dateCreated });

    const list = await api<Envelope<MyTemplateRow>>('user/my-templates?searchText=stastny', {
      token: a.token,
    });
    expect(list.body).toMatchObject({ total: 1, rows: [{ id, firstName: 'Petr', birthYear: 1989 }] });
    expect((await api<MyTemplateDetail>(`user/my-templates/${id}`, { token: a.token })).body.values).toEqual(
      {},
    );

    expect((await api<Envelope<MyTemplateRow>>('user/my-templates', { token: b.token })).body.total).toBe(0);
    expect((await api(`user/my-templates/${id}`, { token: b.token })).status).toBe(404);
    const hijack = await post('user/my-templates', { id, firstName: 'Cizí', lastName: 'Člověk' }, b.token);
    expect(hijack.status).toBe(404);
    expect((await api<MyTemplateDetail>(`user/my-templates/${id}`, { token: a.token })).body.firstName).toBe(
      'Petr',
    );

    const invalid = await post<ErrorBody>(
      'user/my-templates',
      { firstName: '', lastName: 'X', birthYear: 1800 },
      a.token,
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.validationErrors?.map((e) => e.field).sort()).toEqual([
      'body.birthYear',
      'body.firstName',
    ]);
  });

  it('is for signed-in users only', async () => {
    expect((await api('user/my-templates')).status).toBe(401);
    expect((await post('user/my-templates', { firstName: 'A', lastName: 'B' })).status).toBe(401);
    expect((await post('user/my-registration-items', {})).status).toBe(401);
  });
});
