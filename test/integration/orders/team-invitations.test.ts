import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TeamData, TeamTokenAnswer } from '@shared/team-management/team-management-schemas';
import type { InvitationCartItem, TeamReservation } from '@shared/team-management/team-reservation-schemas';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { DEMO, demoGuid } from '../../../scripts/local/seed-data';
import { mailsTo } from '../accounts-support';
import { api, mailbox, useTestStackEnv, type StoredMail } from '../support';
import { CAT, register, registerBody, runner } from './checkout-support';

type Err = { code: string };

const teamItem = (extra: Record<string, unknown>, last = `Pozvaný${randomUUID().slice(0, 4)}`) => ({
  seriesEventGuid: DEMO.eventSpring,
  subEventGuid: DEMO.subTeam,
  categoryGuid: CAT.team,
  waveGuid: null,
  cards: [
    {
      cardGuid: demoGuid('card:spring-team'),
      values: {
        [demoGuid('cardvalue:spring-team:firstName')]: 'Host',
        [demoGuid('cardvalue:spring-team:lastName')]: last,
        [demoGuid('cardvalue:spring-team:gender')]: '1',
        [demoGuid('cardvalue:spring-team:birthDate')]: '1992-09-09',
      },
    },
  ],
  termsAccepted: true,
  ...extra,
});

let team: { guid: string; name: string; pin: string; token: string };

beforeAll(async () => {
  useTestStackEnv();
  const name = `Pozvánky ${randomUUID().slice(0, 8)}`;
  const reserved = await api<TeamReservation>(
    `checkout/reserve-team-name/${DEMO.subTeam}?teamName=${encodeURIComponent(name)}`,
  );
  expect(reserved.status).toBe(200);
  const captain = runner();
  const placed = await register(
    registerBody([teamItem({ teamName: name, reservationGuid: reserved.body.guid })], {}, captain),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const stored = (
    await getDocumentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: keys.team(reserved.body.guid) }),
    )
  ).Item as { managerEmail: string; pin: string };
  const signedIn = await api<TeamTokenAnswer>(`series/team-management/${reserved.body.guid}/authenticate`, {
    method: 'POST',
    body: JSON.stringify({ email: stored.managerEmail, pin: stored.pin }),
  });
  expect(signedIn.status).toBe(200);
  team = { guid: reserved.body.guid, name, pin: stored.pin, token: signedIn.body.accessToken };
});

const invite = (body: Record<string, unknown>, token: string | null = team.token) =>
  api<{ email: string; validUntil: string } & Err>(`series/team-management/${team.guid}/send-invintation`, {
    method: 'POST',
    body: JSON.stringify({ subEvent: DEMO.subTeam, category: CAT.team, wave: null, ...body }),
    ...(token ? { token } : {}),
  });

describe('team invitations', () => {
  it('e-mails the invitation with the team, its PIN and a link; the link gives the cart item; the friend joins', async () => {
    const email = `pozvany-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await invite({ email });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.email).toBe(email);

    const [mail] = await mailsTo(email);
    const html = mail?.body.html ?? '';
    expect(mail?.subject).toContain(team.name);
    expect(html).toContain(team.pin);
    const hash = /\/team-invitation\/([\w-]+)/.exec(html)?.[1] ?? '';
    expect(hash.length).toBeGreaterThan(16);

    const item = await api<InvitationCartItem & Err>(`checkout/shopping-cart-item-for-invintation/CZK`, {
      method: 'POST',
      body: JSON.stringify({ hash }),
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    expect(item.body).toMatchObject({
      seriesEventGuid: DEMO.eventSpring,
      seriesSubEventGuid: DEMO.subTeam,
      categoryGuid: CAT.team,
      waveGuid: null,
      teamGuid: team.guid,
      teamName: team.name,
      pin: team.pin,
      price: 40000,
    });

    const joined = await register(
      registerBody([teamItem({ teamGuid: item.body.teamGuid, pin: item.body.pin })]),
    );
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const data = await api<TeamData>(`series/team-management/${team.guid}/data`, { token: team.token });
    expect(data.body.members).toHaveLength(2);
  });

  it('refuses other races and categories, needs the manager, and unknown links answer 404', async () => {
    const email = 'nikdo@example.com';
    expect((await invite({ email }, null)).status).toBe(401);
    const otherRace = await invite({ email, subEvent: DEMO.sub10k, category: CAT.men });
    expect(otherRace.status).toBe(400);
    expect(otherRace.body.code).toBe('teamManagement.invitationOtherRace');
    const otherCategory = await invite({ email, category: CAT.men });
    expect(otherCategory.body.code).toBe('teamManagement.invitationOtherCategory');
    const unknown = await api<Err>('checkout/shopping-cart-item-for-invintation/CZK', {
      method: 'POST',
      body: JSON.stringify({ hash: 'x'.repeat(32) }),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('checkout.invitationNotFound');
  });

  it('the manager hands the team over to a member: e-mail to the new manager, who signs in with the PIN', async () => {
    const data = await api<TeamData>(`series/team-management/${team.guid}/data`, { token: team.token });
    const member = data.body.members.find((m) => !m.founder);
    expect(member).toBeDefined();
    const changed = await api<{ managerEmail: string } & Err>(
      `series/team-management/${team.guid}/change-manager`,
      { method: 'POST', body: JSON.stringify({ memberId: member?.id }), token: team.token },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.managerEmail).toBe(member?.email);
    // The member already got their order e-mails: wait for the manager one.
    let mail: StoredMail | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await mailbox()).find(
        (m) => m.destination.to.includes(member?.email ?? '') && /vedoucím týmu/.test(m.subject),
      );
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.subject).toContain(team.name);
    expect(mail?.body.html).toContain(team.pin);
    const signIn = (email: string) =>
      api(`series/team-management/${team.guid}/authenticate`, {
        method: 'POST',
        body: JSON.stringify({ email, pin: team.pin }),
      });
    expect((await signIn(member?.email ?? '')).status).toBe(200);
    expect((await signIn(data.body.managerEmail)).status).toBe(401);
    // The old manager's session ended with the hand-over: his token no longer acts for the team.
    const again = await api<Err>(`series/team-management/${team.guid}/change-manager`, {
      method: 'POST',
      body: JSON.stringify({ memberId: randomUUID() }),
      token: team.token,
    });
    expect(again.status).toBe(401);
  });
});
