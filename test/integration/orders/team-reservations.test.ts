import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type {
  TeamReservation,
  VerifyTeamApplicationAnswer,
} from '@shared/team-management/team-reservation-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { gsi, keys } from '../../../functions/adapters/dynamodb/keys';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import { dynamoTeamReservations } from '../../../functions/adapters/dynamodb/team-reservation-repository';
import { RATE_RULES } from '../../../functions/domain/accounts/rate-limit';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { clearAddressWindows } from '../accounts-support';
import { api, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, tenK } from './checkout-support';

type Err = { code: string; reason?: number; params?: { reason?: number } };
const reasonOf = (body: unknown) => {
  const b = body as Err & { reason?: number };
  return b.params?.reason ?? b.reason;
};

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
        [demoGuid('cardvalue:spring-team:firstName')]: 'Kapitánka',
        [demoGuid('cardvalue:spring-team:lastName')]: `Rezervační${randomUUID().slice(0, 4)}`,
        [demoGuid('cardvalue:spring-team:gender')]: '2',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1988-03-02',
      },
    },
  ],
  termsAccepted: true,
  ...extra,
});

const reserve = (name: string, reservationGuid?: string, sub: string = DEMO.subTeam) =>
  api<TeamReservation & Err>(
    `checkout/reserve-team-name/${sub}?teamName=${encodeURIComponent(name)}${
      reservationGuid ? `&reservationGuid=${reservationGuid}` : ''
    }`,
  );

const verify = (body: Record<string, unknown>) =>
  api<VerifyTeamApplicationAnswer & Err>('checkout/verify-team-application', {
    method: 'POST',
    body: JSON.stringify({ subEventGuid: DEMO.subTeam, ...body }),
  });

const made: string[] = [];
const uniqueName = (tag: string) => `${tag} ${randomUUID().slice(0, 8)}`;
const PIN_RULES = [RATE_RULES.teamPinPerAddress];

/** Backdates a reservation (item, guard and expiry index) as if its hour had passed. */
async function backdate(r: TeamReservation) {
  const past = new Date(Date.now() - 60_000).toISOString();
  const client = getDocumentClient();
  await client.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.teamReservation(r.guid),
      UpdateExpression: 'SET validUntil = :p, gsi3pk = :pk, gsi3sk = :sk',
      ExpressionAttributeValues: { ':p': past, ':pk': gsi.expiry(past), ':sk': `${past}#TEAMRES#${r.guid}` },
    }),
  );
  await client.send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.teamName(r.subEventGuid, r.name),
      UpdateExpression: 'SET validUntil = :p',
      ExpressionAttributeValues: { ':p': past },
    }),
  );
}

beforeAll(async () => {
  useTestStackEnv();
  await clearAddressWindows(PIN_RULES);
});

afterAll(async () => {
  // Reservations left by the tests give their place back now rather than within the hour.
  for (const guid of made) {
    const r = await dynamoTeamReservations.findReservation(guid);
    if (r) await dynamoTeamReservations.releaseReservation(r);
  }
  await clearAddressWindows(PIN_RULES);
});

describe('team name reservation (checkout/reserve-team-name)', () => {
  it('reserves a name with a PIN until valid-until; the same client gets it again, another one is refused (case and accents ignored)', async () => {
    const name = uniqueName('Rychlí Šneci');
    const first = await reserve(name);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    made.push(first.body.guid);
    expect(first.body).toMatchObject({ name, subEventGuid: DEMO.subTeam });
    expect(first.body.pin).toMatch(/^\d{6}$/);
    const minutes = (new Date(first.body.validUntil).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(55);
    expect(minutes).toBeLessThanOrEqual(60);

    const again = await reserve(name, first.body.guid);
    expect(again.body.guid).toBe(first.body.guid);

    const other = await reserve(name.toUpperCase().normalize('NFD').replace(/\p{M}/gu, ''));
    expect(other.status).toBe(400);
    expect(reasonOf(other.body)).toBe(RegistrationFailure.TEAM_EXISTS);

    // The other client's verification sees the conflict.
    const conflict = await verify({ teamName: name.toLowerCase() });
    expect(conflict.body).toMatchObject({ result: 'reservationConflict', team: null });
  });

  it('two clients reserving the same name at once: exactly one wins', async () => {
    const name = uniqueName('Souboj');
    const answers = await Promise.all([reserve(name), reserve(name), reserve(name)]);
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    made.push(...won.map((a) => a.body.guid));
    for (const lost of answers.filter((a) => a.status !== 200))
      expect(reasonOf(lost.body)).toBe(RegistrationFailure.TEAM_EXISTS);
  });

  it('an expired reservation gives back its place and name exactly once', async () => {
    const before = (await readCounter('subevent', DEMO.subTeam))?.used ?? 0;
    const name = uniqueName('Pomíjiví');
    const res = await reserve(name);
    expect(res.status).toBe(200);
    made.push(res.body.guid);
    expect((await readCounter('subevent', DEMO.subTeam))?.used).toBe(before + 1);

    await backdate(res.body);
    const { createReleaseTeamReservationsHandler } =
      await import('../../../functions/workers/release-team-reservations.handler');
    const run = createReleaseTeamReservationsHandler();
    const [a, b] = await Promise.all([run(), run()]);
    expect((a?.released ?? 0) + (b?.released ?? 0)).toBe(1);
    expect(await run()).toMatchObject({ released: 0 });
    expect((await readCounter('subevent', DEMO.subTeam))?.used).toBe(before);
    expect(await dynamoTeamReservations.findReservation(res.body.guid)).toBeUndefined();

    // The name is free again; the old reservation no longer founds a team (reason 14).
    const retaken = await reserve(name);
    expect(retaken.status).toBe(200);
    made.push(retaken.body.guid);
    const late = await register(registerBody([teamItem({ teamName: name, reservationGuid: res.body.guid })]));
    expect(late.status).toBe(400);
    expect(reasonOf(late.body)).toBe(RegistrationFailure.RESERVATION_NOT_FOUND);
  });

  it('the order founds the team under the reservation: its guid and PIN, its held place reused', async () => {
    const name = uniqueName('Založení');
    const res = await reserve(name);
    expect(res.status).toBe(200);
    made.push(res.body.guid);
    const held = (await readCounter('subevent', DEMO.subTeam))?.used ?? 0;
    const placed = await register(
      registerBody([teamItem({ teamName: name, reservationGuid: res.body.guid })]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // One member: the reservation's place becomes the order's, nothing more is taken.
    expect((await readCounter('subevent', DEMO.subTeam))?.used).toBe(held);
    const order = await loadOrder((placed.body as { registrationGuid: string }).registrationGuid);
    expect(order?.items[0]).toMatchObject({ teamGuid: res.body.guid, teamName: name });
    expect(order?.order.counters).toEqual(
      expect.arrayContaining([{ scope: 'subevent', guid: DEMO.subTeam, n: 1 }]),
    );
    const team = (
      await getDocumentClient().send(
        new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(res.body.guid) }),
      )
    ).Item as { pin: string; name: string };
    expect(team).toMatchObject({ pin: res.body.pin, name });
    expect(await dynamoTeamReservations.findReservation(res.body.guid)).toBeUndefined();

    // Consumed once: the reservation cannot found a second team.
    const twice = await register(
      registerBody([teamItem({ teamName: name, reservationGuid: res.body.guid })]),
    );
    expect(twice.status).toBe(400);
    expect(reasonOf(twice.body)).toBe(RegistrationFailure.RESERVATION_NOT_FOUND);

    // A friend verifies joining by the team's name and PIN.
    const join = await verify({ teamName: name, pin: res.body.pin });
    expect(join.body).toMatchObject({ result: 'ok', team: { guid: res.body.guid, name, placesFree: 4 } });
  });
});

describe('team application reasons and verification', () => {
  it('raises 14, 27 and 29 at checkout', async () => {
    const unknown = await register(
      registerBody([teamItem({ teamName: uniqueName('Nikdo'), reservationGuid: randomUUID() })]),
    );
    expect(reasonOf(unknown.body)).toBe(RegistrationFailure.RESERVATION_NOT_FOUND);

    const onRegular = await register(registerBody([{ ...tenK(CAT.men), teamName: 'Omylem' }]));
    expect(onRegular.status).toBe(400);
    expect(reasonOf(onRegular.body)).toBe(RegistrationFailure.INVALID_TEAM_APPLICATION);

    const empty = await register(registerBody([teamItem({ pin: '123456' })]));
    expect(empty.status).toBe(400);
    expect(reasonOf(empty.body)).toBe(RegistrationFailure.TEAM_APPLICATION_EMPTY);
  });

  it('answers 27 and 29 for malformed verifications', async () => {
    const empty = await verify({ pin: '123456' });
    expect(empty.status).toBe(400);
    expect(reasonOf(empty.body)).toBe(RegistrationFailure.TEAM_APPLICATION_EMPTY);
    const both = await verify({ teamGuid: randomUUID(), reservationGuid: randomUUID(), teamName: 'X' });
    expect(both.status).toBe(400);
    expect(reasonOf(both.body)).toBe(RegistrationFailure.INVALID_TEAM_APPLICATION);
    const regular = await verify({ subEventGuid: DEMO.sub10k, teamName: 'X' });
    expect(reasonOf(regular.body)).toBe(RegistrationFailure.INVALID_TEAM_APPLICATION);
  });

  it('tells not found, reservation not found; a wrong PIN is pinInvalid and guessing is throttled per team', async () => {
    expect((await verify({ teamGuid: randomUUID(), pin: '000000' })).body.result).toBe('notFound');
    expect((await verify({ teamName: uniqueName('Žádná'), reservationGuid: randomUUID() })).body.result).toBe(
      'reservationNotFound',
    );

    const name = uniqueName('Hádanka');
    const res = await reserve(name);
    made.push(res.body.guid);
    const placed = await register(
      registerBody([teamItem({ teamName: name, reservationGuid: res.body.guid })]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const wrong = res.body.pin === '000001' ? '000002' : '000001';

    const first = await verify({ teamGuid: res.body.guid, pin: wrong });
    expect(first.body).toMatchObject({ result: 'pinInvalid', team: null });
    for (let i = 1; i < RATE_RULES.teamPinPerTeam.limit; i++)
      await verify({ teamGuid: res.body.guid, pin: wrong });
    const locked = await verify({ teamGuid: res.body.guid, pin: res.body.pin });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('auth.tooManyAttempts');
    // The checkout's PIN check shares the team's window.
    const joining = await register(registerBody([teamItem({ teamGuid: res.body.guid, pin: res.body.pin })]));
    expect(joining.status).toBe(429);
    await clearAddressWindows(PIN_RULES);
  });

  it('a relay registers all its legs under its reserved name and cannot be joined afterwards', async () => {
    const name = uniqueName('Štafeta');
    const res = await reserve(name, undefined, DEMO.subRelay);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    made.push(res.body.guid);
    const ok = await verify({ subEventGuid: DEMO.subRelay, teamName: name, reservationGuid: res.body.guid });
    expect(ok.body).toMatchObject({ result: 'ok', team: { guid: res.body.guid } });
    const leg = (i: number) => ({
      cardGuid: demoGuid('card:spring-relay'),
      values: {
        [demoGuid('cardvalue:spring-relay:firstName')]: `Úsek${i}`,
        [demoGuid('cardvalue:spring-relay:lastName')]: `Rezervovaná${i}`,
        [demoGuid('cardvalue:spring-relay:gender')]: String(1 + (i % 2)),
        [demoGuid('cardvalue:spring-relay:birthDate')]: '1991-02-03',
      },
    });
    const placed = await register(
      registerBody([
        {
          seriesEventGuid: DEMO.eventSpring,
          subEventGuid: DEMO.subRelay,
          categoryGuid: CAT.relay,
          waveGuid: null,
          teamName: name,
          reservationGuid: res.body.guid,
          cards: [1, 2, 3, 4].map(leg),
          termsAccepted: true,
        },
      ]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const join = await verify({ subEventGuid: DEMO.subRelay, teamGuid: res.body.guid, pin: res.body.pin });
    expect(join.body.result).toBe('relayAlreadyRegistered');
  });
});
