import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO } from '../../../scripts/local/seed-data';
import type { CheckoutData, RegistrationView } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { CardValueType } from '@shared/codelists/enums';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { api, useTestStackEnv } from '../support';
import {
  CAT,
  WAVE,
  opt,
  readCounter,
  register,
  registerBody,
  runner,
  setCounter,
  springCard,
  tenK,
  v,
} from './checkout-support';

type Err = {
  code: string;
  message: string;
  params?: { reason?: number };
  validationErrors?: Array<{ field: string; errors: string[] }>;
};

const item = (
  seriesEventGuid: string,
  subEventGuid: string,
  categoryGuid: string,
  waveGuid: string | null = null,
) => ({
  seriesEventGuid,
  subEventGuid,
  categoryGuid,
  waveGuid,
});

/** Polls a condition (a cache to catch up), giving up after 15 s. */
async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 150; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not reached');
}

async function expectReason(body: Parameters<typeof register>[0], reason: number, status?: number) {
  const res = await register(body);
  const err = res.body as unknown as Err;
  expect(err.params?.reason, `${res.status} ${JSON.stringify(res.body)}`).toBe(reason);
  if (status) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(err.message).toBeTruthy();
  return err;
}

describe('checkout/data', () => {
  beforeAll(() => useTestStackEnv());

  it('returns forms, the current tier price and the window state of every item', async () => {
    const res = await api<CheckoutData>('checkout/data?currency=CZK', {
      method: 'POST',
      body: JSON.stringify({
        items: [
          item(DEMO.eventSpring, DEMO.sub10k, CAT.men, WAVE.a),
          item(DEMO.eventTrail, DEMO.subTrail, CAT.trailMen),
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect((res.body as unknown as Err).code).toBe('checkout.mixedSeries');

    const ok = await api<CheckoutData>('checkout/data?currency=CZK', {
      method: 'POST',
      body: JSON.stringify({
        items: [
          item(DEMO.eventSpring, DEMO.sub10k, CAT.men, WAVE.a),
          item(DEMO.eventSpring, DEMO.subKids, CAT.kids),
          item(DEMO.eventSpring, DEMO.sub10k, CAT.juniors),
          item(DEMO.eventAutumn, DEMO.subHalf, CAT.half),
        ],
      }),
    });
    expect(ok.status).toBe(200);
    const [men, kids, juniors, half] = ok.body.items;
    expect(half?.availability).toBe('closed');
    expect(men?.availability).toBe('open');
    expect(men?.price).toBeGreaterThan(0);
    expect(men?.termsAndConditions?.label).toContain('[[');
    const types = new Set(men?.cards.flatMap((c) => c.values.map((x) => x.type)));
    expect(types.size).toBe(11);
    expect(Object.values(CardValueType).every((t) => types.has(t))).toBe(true);
    const tshirt = men?.cards[0]?.values.find((x) => x.name === 'tshirt');
    expect(tshirt?.items.find((o) => o.value === 'M')?.price).toBe(25000);
    expect(kids?.availability).toBe('notOpenYet');
    expect(juniors?.availability).toBe('capacityReached');
    // Bank transfer only for single-registration orders.
    expect(ok.body.bankTransferAllowed).toBe(false);

    const single = await api<CheckoutData>('checkout/data', {
      method: 'POST',
      body: JSON.stringify({ items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)] }),
    });
    expect(single.body.bankTransferAllowed).toBe(true);
    expect(single.body.items[0]?.price).toBe(35000);
  });

  it('refuses unknown events, foreign categories and currencies the event does not take', async () => {
    const unknown = await api('checkout/data', {
      method: 'POST',
      body: JSON.stringify({ items: [item(randomUUID(), DEMO.sub10k, CAT.men)] }),
    });
    expect(unknown.status).toBe(404);
    const foreign = await api<Err>('checkout/data', {
      method: 'POST',
      body: JSON.stringify({ items: [item(DEMO.eventSpring, DEMO.sub10k, CAT.open5k)] }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe('checkout.categoryNotFound');
    const usd = await api<Err>('checkout/data?currency=USD', {
      method: 'POST',
      body: JSON.stringify({ items: [item(DEMO.eventSpring, DEMO.sub10k, CAT.men)] }),
    });
    expect(usd.status).toBe(400);
    expect(usd.body.code).toBe('series.currencyNotAllowed');
    const malformed = await api('checkout/data', { method: 'POST', body: JSON.stringify({ items: [] }) });
    expect(malformed.status).toBe(400);
  });
});

describe('checkout/register', () => {
  beforeAll(() => useTestStackEnv());

  it('registers by bank transfer: order, counters, start list and a QR Platba payment', async () => {
    const before = (await readCounter('category', CAT.men))?.used ?? 0;
    const r = runner({ last: `Převodník${randomUUID().slice(0, 4)}` });
    const res = await register(
      registerBody([tenK(CAT.men, r, { [v('tshirt')]: 'M', [v('breakfast')]: 'true' })], {}, r),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as { registrationGuid: string; variableSymbol: string; calculatedPrice: number };
    expect(answer.variableSymbol).toMatch(/^[1-9]\d{9}$/);
    expect((await readCounter('category', CAT.men))?.used).toBe(before + 1);

    const view = await api<RegistrationView>(`registration/${answer.registrationGuid}`);
    expect(view.status).toBe(200);
    expect(view.body.additionalsPrice).toBe(25000 + 15000);
    expect(view.body.calculatedPrice).toBe(view.body.basePrice + 40000);
    expect(view.body.paid).toBe(false);
    expect(view.body.expiresAt).toBeTruthy();
    const bank = view.body.bankTransfer;
    expect(bank?.iban).toBe('CZ6508000000192000145399');
    expect(bank?.qrString).toContain('SPD*1.0*ACC:CZ6508000000192000145399');
    expect(bank?.qrString).toContain(`X-VS:${answer.variableSymbol}`);
    expect(bank?.qrString).toContain(`AM:${(answer.calculatedPrice / 100).toFixed(2)}`);
    expect(bank?.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const list = await api<{ rows: Array<{ lastName: string }> }>(
      `series/subevents/${DEMO.sub10k}/startlist?searchText=${encodeURIComponent(r.last)}`,
    );
    expect(list.body.rows.map((x) => x.lastName)).toContain(r.last);
    expect((await api(`registration/${answer.registrationGuid}/exists`)).body).toEqual({ exists: true });
    expect((await api(`registration/${randomUUID()}/exists`)).body).toEqual({ exists: false });
    expect((await api(`registration/${randomUUID()}`)).status).toBe(404);
  });

  it('answers a retried call with the first order (idempotency key) and refuses a reused key', async () => {
    const body = registerBody([tenK()]);
    const [a, b] = await Promise.all([register(body), register(body)]);
    const ok = [a, b].filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await register(body);
    expect(again.status).toBe(200);
    expect(again.body.registrationGuid).toBe((ok[0]?.body as { registrationGuid: string }).registrationGuid);
    expect(again.body.replayed).toBe(true);
    const changed = await register({ ...body, registrator: { ...body.registrator, firstName: 'Jiný' } });
    expect(changed.status).toBe(409);
    expect((changed.body as unknown as Err).code).toBe('checkout.idempotencyKeyReused');
  });

  it('refuses missing consents and invalid form values with field errors in the request language', async () => {
    const noTerms = await register(
      registerBody([{ ...tenK(), termsAccepted: false }], { termsAccepted: false }),
    );
    expect(noTerms.status).toBe(400);
    const fields = (noTerms.body as unknown as Err).validationErrors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['termsAccepted', 'items.0.termsAccepted']));

    const r = runner();
    const bad = springCard(r, { [v('email')]: 'not-an-email', [v('personalId')]: 'CZE|710319/2746' });
    const res = await register(registerBody([{ ...tenK(), cards: [bad] }], { language: 'en' }));
    const err = await expectReason(
      registerBody([{ ...tenK(), cards: [bad] }]),
      RegistrationFailure.INVALID_VALIDATIONS,
      400,
    );
    expect(err.validationErrors?.map((e) => e.field)).toEqual(
      expect.arrayContaining([
        `items.0.cards.${bad.cardGuid}.${v('email')}`,
        `items.0.cards.${bad.cardGuid}.${v('personalId')}`,
      ]),
    );
    // Field messages follow the order's language.
    const en = (res.body as unknown as Err).validationErrors?.find((e) => e.field.endsWith(v('email')));
    const cs = err.validationErrors?.find((e) => e.field.endsWith(v('email')));
    expect(en?.errors[0]).toBe('Invalid e-mail format.');
    expect(cs?.errors[0]).toBe('Neplatný formát e-mailu.');
  });

  it('maps every rule of the engine to its numbered failure reason', async () => {
    // 1 too late, 20 not opened yet
    await expectReason(
      registerBody([{ ...item(DEMO.eventAutumn, DEMO.subHalf, CAT.half), cards: [], termsAccepted: true }]),
      RegistrationFailure.TOO_LATE,
      400,
    );
    await expectReason(
      registerBody([
        {
          ...item(DEMO.eventSpring, DEMO.subKids, CAT.kids),
          cards: [springCard(runner({ birth: '2018-01-01' }))],
          termsAccepted: true,
        },
      ]),
      RegistrationFailure.NOT_OPENED_YET,
      400,
    );
    // 2 event capacity (the night run is sold out), 5 wave capacity (elite wave full), 4 category
    await expectReason(
      registerBody([{ ...item(DEMO.eventNight, DEMO.subNight, CAT.night), cards: [], termsAccepted: true }]),
      RegistrationFailure.CAPACITY_EVENT,
      409,
    );
    await expectReason(
      registerBody([tenK(CAT.men, runner(), {}, WAVE.elite)]),
      RegistrationFailure.CAPACITY_WAVE,
      409,
    );
    await expectReason(
      registerBody([tenK(CAT.juniors, runner({ birth: '2009-03-03' }))]),
      RegistrationFailure.CAPACITY_CATEGORY,
      409,
    );
    // 10 age too low, 12 gender
    await expectReason(
      registerBody([tenK(CAT.men, runner({ birth: '2015-05-05' }))]),
      RegistrationFailure.AGE_TOO_LOW,
      400,
    );
    await expectReason(
      registerBody([tenK(CAT.women, runner({ gender: 1 }))]),
      RegistrationFailure.GENDER_INVALID,
      400,
    );
    // 11 age too high and 6 subcategory capacity: open the juniors category for a moment
    const restoreJuniors = await setCounter('category', CAT.juniors, { used: 0 });
    const { demoGuid } = await import('../../../scripts/local/seed-data');
    const restoreSub = await setCounter('subcategory', demoGuid('subcat:10k-juniors-m'), {
      used: 1,
      capacity: 1,
    });
    try {
      await expectReason(
        registerBody([tenK(CAT.juniors, runner({ birth: '1980-01-01' }))]),
        RegistrationFailure.AGE_TOO_HIGH,
        400,
      );
      await expectReason(
        registerBody([tenK(CAT.juniors, runner({ birth: '2009-06-01' }))]),
        RegistrationFailure.CAPACITY_SUBCATEGORY,
        409,
      );
    } finally {
      await restoreSub();
      await restoreJuniors();
    }
    // 3 subevent capacity
    const restoreSubevent = await setCounter('subevent', DEMO.sub5k, { used: 3, capacity: 3 });
    try {
      await expectReason(
        registerBody([
          {
            ...item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k),
            cards: [springCard(runner())],
            termsAccepted: true,
          },
        ]),
        RegistrationFailure.CAPACITY_SUBEVENT,
        409,
      );
    } finally {
      await restoreSubevent();
    }
    // 8 card value capacity (T-shirt group), 9 card item capacity (T-shirt L has 2 places)
    const restoreGroup = await setCounter('cardValue', v('tshirt'), { used: 150 });
    try {
      await expectReason(
        registerBody([tenK(CAT.men, runner(), { [v('tshirt')]: 'M' })]),
        RegistrationFailure.CAPACITY_CARD_VALUE,
        409,
      );
    } finally {
      await restoreGroup();
    }
    const restoreL = await setCounter('cardItem', opt('tshirt', 'L'), { used: 2 });
    try {
      await expectReason(
        registerBody([tenK(CAT.men, runner(), { [v('tshirt')]: 'L' })]),
        RegistrationFailure.CAPACITY_CARD_ITEM,
        409,
      );
    } finally {
      await restoreL();
    }
    // 19 bank transfer closed, 32 transfer only for one registration
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: keys.subevent(DEMO.eventSpring, DEMO.sub5k),
        UpdateExpression: 'SET forbidBankTransferFrom = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00.000Z' },
      }),
    );
    try {
      // The checkout caches an event's structure for a moment: wait until it shows the change.
      await until(async () => {
        const data = await api<CheckoutData>('checkout/data', {
          method: 'POST',
          body: JSON.stringify({ items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)] }),
        });
        return data.body.bankTransferAllowed === false;
      });
      await expectReason(
        registerBody([
          {
            ...item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k),
            cards: [springCard(runner())],
            termsAccepted: true,
          },
        ]),
        RegistrationFailure.TRANSFER_CLOSED,
        400,
      );
    } finally {
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: process.env.TABLE_NAME,
          Key: keys.subevent(DEMO.eventSpring, DEMO.sub5k),
          UpdateExpression: 'REMOVE forbidBankTransferFrom',
        }),
      );
      await until(async () => {
        const data = await api<CheckoutData>('checkout/data', {
          method: 'POST',
          body: JSON.stringify({ items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)] }),
        });
        return data.body.bankTransferAllowed === true;
      });
    }
    await expectReason(registerBody([tenK(), tenK()]), RegistrationFailure.TRANSFER_SINGLE_ONLY, 400);
    // 26 a form of another event, 28 required form missing
    const trailCard = {
      cardGuid: (await import('../../../scripts/local/seed-data')).demoGuid('card:trail'),
      values: {},
    };
    await expectReason(
      registerBody([{ ...tenK(), cards: [trailCard] }]),
      RegistrationFailure.INVALID_VALIDATION_CARD,
      400,
    );
    await expectReason(
      registerBody([{ ...tenK(), cards: [] }]),
      RegistrationFailure.VALIDATION_CARD_WITHOUT_VALUES,
      400,
    );
  });

  it('handles teams and relays: required team, name taken, unknown team, wrong PIN, relay already registered, full team', async () => {
    const relay = (extra: Record<string, unknown>) => ({
      ...item(DEMO.eventSpring, DEMO.subRelay, CAT.relay),
      cards: [],
      termsAccepted: true,
      ...extra,
    });
    const { demoGuid } = await import('../../../scripts/local/seed-data');
    const relayCard = demoGuid('card:spring-relay');
    const member = (i: number) => ({
      cardGuid: relayCard,
      values: {
        [demoGuid('cardvalue:spring-relay:firstName')]: `Člen${i}`,
        [demoGuid('cardvalue:spring-relay:lastName')]: `Štafetový${i}`,
        [demoGuid('cardvalue:spring-relay:gender')]: String(1 + (i % 2)),
        [demoGuid('cardvalue:spring-relay:birthDate')]: '1991-02-03',
      },
    });
    await expectReason(registerBody([relay({ cards: [member(1)] })]), RegistrationFailure.TEAM_REQUIRED, 400);
    const name = `Rychlí ${randomUUID().slice(0, 6)}`;
    const first = await register(registerBody([relay({ teamName: name, cards: [1, 2, 3, 4].map(member) })]));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await expectReason(
      registerBody([relay({ teamName: name.toUpperCase(), cards: [1, 2, 3, 4].map(member) })]),
      RegistrationFailure.TEAM_EXISTS,
      400,
    );
    await expectReason(
      registerBody([relay({ teamGuid: randomUUID(), cards: [member(5)] })]),
      RegistrationFailure.TEAM_NOT_FOUND,
      400,
    );

    // Team race: found a team, then join it with its PIN until it is full (membersTo 5).
    const teamCard = demoGuid('card:spring-team');
    const teamMember = (i: number) => ({
      cardGuid: teamCard,
      values: {
        [demoGuid('cardvalue:spring-team:firstName')]: `Kolega${i}`,
        [demoGuid('cardvalue:spring-team:lastName')]: `Firemní${i}`,
        [demoGuid('cardvalue:spring-team:gender')]: '2',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1985-07-08',
      },
    });
    const team = (extra: Record<string, unknown>, i: number) => ({
      ...item(DEMO.eventSpring, DEMO.subTeam, CAT.team),
      cards: [teamMember(i)],
      termsAccepted: true,
      ...extra,
    });
    const founded = await register(
      registerBody([team({ teamName: `Kancl ${randomUUID().slice(0, 6)}` }, 0)]),
    );
    expect(founded.status, JSON.stringify(founded.body)).toBe(200);
    const orderRows = await import('../../../functions/adapters/dynamodb/order-repository').then((m) =>
      m.loadOrder((founded.body as { registrationGuid: string }).registrationGuid),
    );
    const teamGuid = orderRows?.items[0]?.teamGuid as string;
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const teamRecord = (
      await getDocumentClient().send(
        new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(teamGuid) }),
      )
    ).Item as { pin: string };
    await expectReason(
      registerBody([team({ teamGuid, pin: '000000x' }, 1)]),
      RegistrationFailure.TEAM_PIN_INVALID,
      400,
    );
    for (let i = 1; i < 5; i++) {
      const joined = await register(registerBody([team({ teamGuid, pin: teamRecord.pin }, i)]));
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    }
    await expectReason(
      registerBody([team({ teamGuid, pin: teamRecord.pin }, 9)]),
      RegistrationFailure.CAPACITY_TEAM,
      409,
    );

    const relayGuid = (
      await import('../../../functions/adapters/dynamodb/order-repository').then((m) =>
        m.loadOrder((first.body as { registrationGuid: string }).registrationGuid),
      )
    )?.items[0]?.teamGuid as string;
    await expectReason(
      registerBody([relay({ teamGuid: relayGuid, cards: [member(6)] })]),
      RegistrationFailure.RELAY_ALREADY_REGISTERED,
      400,
    );
  });

  it('applies discount codes and refuses used-up or foreign ones', async () => {
    const check = await api<{ result: string; amount: number }>('checkout/check-discount', {
      method: 'POST',
      body: JSON.stringify({
        code: 'jaro10',
        currency: 'CZK',
        items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)],
      }),
    });
    expect(check.body).toMatchObject({ result: 'none', amount: 3500 });
    const unknown = await api<{ result: string }>('checkout/check-discount', {
      method: 'POST',
      body: JSON.stringify({
        code: 'NIC',
        currency: 'CZK',
        items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)],
      }),
    });
    expect(unknown.body.result).toBe('doesNotExist');
    const eur = await api<{ result: string }>('checkout/check-discount', {
      method: 'POST',
      body: JSON.stringify({
        code: 'JARO10',
        currency: 'EUR',
        items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)],
      }),
    });
    expect(eur.body.result).toBe('notApplicableCurrency');
    const reapply = await api<{ discounts: Array<{ code: string; result: string }> }>(
      'checkout/reapply-discounts',
      {
        method: 'POST',
        body: JSON.stringify({
          codes: ['JARO10', 'KLUB100'],
          currency: 'CZK',
          items: [item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k)],
        }),
      },
    );
    // One discount per registration: KLUB100 has nothing left to discount.
    expect(reapply.body.discounts.map((d) => d.result)).toEqual(['none', 'notApplicable']);

    const fiveK = () => ({
      ...item(DEMO.eventSpring, DEMO.sub5k, CAT.open5k),
      cards: [springCard(runner())],
      termsAccepted: true,
    });
    const used = await register(registerBody([fiveK()], { discounts: ['klub100'] }));
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.calculatedPrice).toBe(35000 - 10000);
    await expectReason(
      registerBody([fiveK()], { discounts: ['KLUB100'] }),
      RegistrationFailure.DISCOUNT_USAGE_LIMIT,
      409,
    );
    await expectReason(
      registerBody([fiveK()], { discounts: ['NEEXISTUJE'] }),
      RegistrationFailure.DISCOUNT_NOT_APPLICABLE,
      400,
    );
  });

  it('never oversells: parallel registrations for the last places', async () => {
    const places = 4;
    const current = (await readCounter('category', CAT.trailWomen)) ?? { used: 0, capacity: 150 };
    await setCounter('category', CAT.trailWomen, { used: current.capacity - places });
    const { demoGuid } = await import('../../../scripts/local/seed-data');
    const card = (i: number) => ({
      cardGuid: demoGuid('card:trail'),
      values: {
        [demoGuid('cardvalue:trail:firstName')]: 'Spěchající',
        [demoGuid('cardvalue:trail:lastName')]: `Běžkyně${i}`,
        [demoGuid('cardvalue:trail:gender')]: '2',
        [demoGuid('cardvalue:trail:birthDate')]: '1993-09-09',
        [demoGuid('cardvalue:trail:phone')]: 'CZE|+420|777123456',
      },
    });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        register(
          registerBody(
            [
              {
                ...item(DEMO.eventTrail, DEMO.subTrail, CAT.trailWomen),
                cards: [card(i)],
                termsAccepted: true,
              },
            ],
            { paymentMethod: 1 },
          ),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(places);
    expect(statuses.filter((s) => s >= 500)).toHaveLength(0);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect((r.body as unknown as Err).params?.reason).toBe(RegistrationFailure.CAPACITY_CATEGORY);
    }
    expect((await readCounter('category', CAT.trailWomen))?.used).toBe(current.capacity);
  });
});
