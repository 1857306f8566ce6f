import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicTeam, TeamData, TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import { issueAccessToken } from '../../../functions/adapters/auth/tokens';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { loadOrder } from '../../../functions/adapters/dynamodb/order-repository';
import { RATE_RULES } from '../../../functions/domain/accounts/rate-limit';
import { Role } from '@shared/codelists/enums';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { clearAddressWindows } from '../accounts-support';
import { CAT, register, registerBody, runner } from './checkout-support';
import { api, useTestStackEnv } from '../support';

type Err = { code: string; message: string; authError?: boolean };

const teamCard = demoGuid('card:spring-team');
const teamItem = (i: number, extra: Record<string, unknown>) => ({
  seriesEventGuid: DEMO.eventSpring,
  subEventGuid: DEMO.subTeam,
  categoryGuid: CAT.team,
  waveGuid: null,
  cards: [
    {
      cardGuid: teamCard,
      values: {
        [demoGuid('cardvalue:spring-team:firstName')]: `Člen${i}`,
        [demoGuid('cardvalue:spring-team:lastName')]: `Týmový${randomUUID().slice(0, 4)}`,
        [demoGuid('cardvalue:spring-team:gender')]: '2',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1985-07-08',
      },
    },
  ],
  termsAccepted: true,
  ...extra,
});

interface FoundedTeam {
  guid: string;
  pin: string;
  managerEmail: string;
  orderGuid: string;
}

/** A team founded through the real checkout (the company race: membersFrom 3, membersTo 5). */
async function foundTeam(): Promise<FoundedTeam> {
  const captain = runner();
  const placed = await register(
    registerBody([teamItem(0, { teamName: `Správa ${randomUUID().slice(0, 8)}` })], {}, captain),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const orderGuid = (placed.body as { registrationGuid: string }).registrationGuid;
  const guid = (await loadOrder(orderGuid))?.items[0]?.teamGuid as string;
  const team = (
    await getDocumentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(guid) }),
    )
  ).Item as { pin: string; managerEmail: string };
  return { guid, pin: team.pin, managerEmail: team.managerEmail, orderGuid };
}

const authenticate = (guid: string, email: string, pin: string) =>
  api<TeamTokenAnswer & Err>(`series/team-management/${guid}/authenticate`, {
    method: 'POST',
    body: JSON.stringify({ email, pin }),
  });

const PIN_RULES = [RATE_RULES.teamPinPerAddress];

let team: FoundedTeam;
let memberOrder: string;

beforeAll(async () => {
  useTestStackEnv();
  await clearAddressWindows(PIN_RULES);
  team = await foundTeam();
  const joined = await register(registerBody([teamItem(1, { teamGuid: team.guid, pin: team.pin })]));
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  memberOrder = (joined.body as { registrationGuid: string }).registrationGuid;
  // The founder's order is paid (as a bank payment would mark it); the member's is not.
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: process.env.TABLE_NAME,
      Key: keys.order(team.orderGuid),
      UpdateExpression: 'SET paid = :t',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
}, 60_000);

afterAll(async () => {
  await clearAddressWindows(PIN_RULES);
});

describe('team management', () => {
  it('shows the public part of a team without its PIN, manager e-mail or members', async () => {
    const res = await api<PublicTeam>(`series/team-management/${team.guid}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      guid: team.guid,
      kind: 'team',
      subEventGuid: DEMO.subTeam,
      membersFrom: 3,
      membersTo: 5,
      placesTaken: 2,
      placesFree: 3,
      membersMissing: 1,
      complete: false,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(team.pin);
    expect(text.toLowerCase()).not.toContain(team.managerEmail.toLowerCase());
    expect(res.body).not.toHaveProperty('members');

    const unknown = await api<Err>(`series/team-management/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('teamManagement.teamNotFound');
  });

  it('signs the manager in with e-mail and PIN and refuses a wrong PIN or e-mail', async () => {
    const wrongPin = await authenticate(
      team.guid,
      team.managerEmail,
      team.pin === '999999' ? '999998' : '999999',
    );
    expect(wrongPin.status).toBe(401);
    expect(wrongPin.body.code).toBe('teamManagement.authenticationFailed');
    const wrongEmail = await authenticate(team.guid, 'someone-else@example.com', team.pin);
    expect(wrongEmail.status).toBe(401);

    const ok = await authenticate(team.guid, team.managerEmail.toUpperCase(), team.pin);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.teamGuid).toBe(team.guid);
    expect(ok.body.expiresIn).toBeGreaterThan(0);
  });

  it('gives the manager the team overview: members, paid state, places and missing members', async () => {
    const { body: signedIn } = await authenticate(team.guid, team.managerEmail, team.pin);
    const res = await api<TeamData>(`series/team-management/${team.guid}/data`, {
      token: signedIn.accessToken,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      guid: team.guid,
      pin: team.pin,
      managerEmail: team.managerEmail,
      placesTaken: 2,
      placesFree: 3,
      membersMissing: 1,
      paidMembers: 1,
      unpaidMembers: 1,
      allPaid: false,
    });
    expect(res.body.members.map((m) => [m.founder, m.paid])).toEqual([
      [true, true],
      [false, false],
    ]);
    const memberItems = (await loadOrder(memberOrder))?.items ?? [];
    expect(res.body.members[1]?.id).toBe(memberItems[0]?.itemGuid);
  });

  it("opens only the token's own team: another team, anonymous and a user token are refused", async () => {
    const { body: signedIn } = await authenticate(team.guid, team.managerEmail, team.pin);
    const other = await foundTeam();
    const foreign = await api<Err>(`series/team-management/${other.guid}/data`, {
      token: signedIn.accessToken,
    });
    expect(foreign.status).toBe(403);
    const anonymous = await api<Err>(`series/team-management/${team.guid}/data`);
    expect(anonymous.status).toBe(401);
    const userToken = await issueAccessToken({ kind: 'user', userId: randomUUID(), roles: [Role.USER] });
    const asUser = await api<Err>(`series/team-management/${team.guid}/data`, { token: userToken });
    expect(asUser.status).toBe(403);
  });

  it('throttles PIN guessing per team: after 10 wrong PINs even the right one waits', async () => {
    const target = await foundTeam();
    await clearAddressWindows(PIN_RULES);
    for (let i = 0; i < RATE_RULES.teamPinPerTeam.limit; i++) {
      const guess = await authenticate(target.guid, target.managerEmail, `x${i}`);
      expect(guess.status).toBe(401);
    }
    await clearAddressWindows(PIN_RULES); // the team's own window is what locks
    const locked = await authenticate(target.guid, target.managerEmail, target.pin);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('auth.tooManyAttempts');
    // Other teams are not affected.
    const ok = await authenticate(team.guid, team.managerEmail, team.pin);
    expect(ok.status).toBe(200);
  });
});
