import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInAnswer,
  CheckInCounts,
  OrderTickets,
  RunnerSearch,
} from '@shared/check-in/check-in-schemas';
import { Role } from '@shared/codelists/enums';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { signTicket, ticketKey } from '../../../functions/domain/check-in/ticket-token';
import { DEMO } from '../../../scripts/local/seed-data';
import { grant, permission, putUser } from '../matrix/world';
import { readQrPng } from '../../support/read-qr-png';
import { api, mailbox, useTestStackEnv, type StoredMail } from '../support';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { CAT, register, registerBody, runner, SPRING_CARD, tenK, v } from '../orders/checkout-support';

/** Packet-pickup check-in (issue 27) on the local stack, with orders placed through the real checkout. */

type Who = { userId: string; token: string };
let admin: Who;
let eva: Who;
let petr: Who;
let outsider: Who;
let key: Buffer;

type Answer = CheckInAnswer & { code?: string; message?: string };
const scan = (
  who: Who,
  token: string,
  what: 'check-ins' | 'check-ins/undo' = 'check-ins',
  event = DEMO.eventSpring,
) =>
  api<Answer>(`check-in/events/${event}/${what}`, {
    method: 'POST',
    token: who.token,
    body: JSON.stringify({ token }),
  });
const checkedIn10k = async () => {
  const res = await api<CheckInCounts>(`check-in/events/${DEMO.eventSpring}/counts`, { token: eva.token });
  expect(res.status).toBe(200);
  return res.body.races.find((r) => r.subEventGuid === DEMO.sub10k)?.checkedIn ?? 0;
};

/** A 10 km registration, paid by the admin unless told otherwise; its first item's ticket. */
async function registration(paid = true) {
  const r = runner({ last: `Odbaveni${Date.now()}` });
  const res = await register(registerBody([tenK(CAT.men, r)], {}, r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const guid = (res.body as { registrationGuid: string }).registrationGuid;
  if (paid) {
    const p = await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin.token });
    expect(p.status, JSON.stringify(p.body)).toBe(200);
  }
  return { guid, name: `${r.first} ${r.last}`, ticket: signTicket(key, { orderGuid: guid, index: 0 }) };
}

const historyOf = async (guid: string) =>
  (await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin.token })).body.history;

describe('check-in at packet pickup', () => {
  beforeAll(async () => {
    useTestStackEnv();
    key = ticketKey(process.env.TICKET_SECRET!);
    admin = await putUser('checkin-admin', [Role.USER, Role.ADMIN]);
    eva = await putUser('checkin-eva', [Role.USER, Role.EVENT_MANAGER]);
    await grant(eva.userId, permission('event', DEMO.eventSpring, DEMO.seriesCup));
    petr = await putUser('checkin-petr', [Role.USER, Role.EVENT_MANAGER]);
    await grant(petr.userId, permission('event', DEMO.eventSpring, DEMO.seriesCup));
    outsider = await putUser('checkin-outsider', [Role.USER, Role.EVENT_MANAGER]);
    await grant(outsider.userId, permission('event', DEMO.eventAutumn, DEMO.seriesCup));
  });

  it('checks a paid runner in, counts them, and a second scan says when and by whom', async () => {
    const r = await registration();
    const before = await checkedIn10k();
    const first = await scan(eva, r.ticket);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'checkedIn', runner: { name: r.name, paid: true } });
    expect(first.body.checkIn?.byName).toMatch(/\S/);
    const again = await scan(petr, r.ticket);
    expect(again.body).toMatchObject({ status: 'alreadyCheckedIn', checkIn: first.body.checkIn });
    expect(await checkedIn10k()).toBe(before + 1);
    const history = await historyOf(r.guid);
    expect(history.filter((h) => h.action === 'checkedIn')).toHaveLength(1);
  });

  it('the same runner from two devices at once: exactly one checks in, counted once', async () => {
    const r = await registration();
    const before = await checkedIn10k();
    const answers = await Promise.all([scan(eva, r.ticket), scan(petr, r.ticket), scan(admin, r.ticket)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([
      'alreadyCheckedIn',
      'alreadyCheckedIn',
      'checkedIn',
    ]);
    // The same mark (who and when) in every answer, the winner's.
    const marks = new Set(answers.map((a) => `${a.body.checkIn?.at} ${a.body.checkIn?.by}`));
    expect(marks.size).toBe(1);
    expect(await checkedIn10k()).toBe(before + 1);
    expect((await historyOf(r.guid)).filter((h) => h.action === 'checkedIn')).toHaveLength(1);
  });

  it('refuses an unpaid registration and a cancelled one, changing nothing', async () => {
    const unpaid = await registration(false);
    const before = await checkedIn10k();
    const refused = await scan(eva, unpaid.ticket);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('checkIn.notPaid');

    const cancelled = await registration();
    const del = await api(`admin/registrations/${cancelled.guid}`, { method: 'DELETE', token: admin.token });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const revoked = await scan(eva, cancelled.ticket);
    expect(revoked.status).toBe(409);
    expect(revoked.body.code).toBe('checkIn.ticketRevoked');
    expect(await checkedIn10k()).toBe(before);
    expect((await historyOf(cancelled.guid)).some((h) => h.action === 'checkedIn')).toBe(false);
  });

  it('refuses a forged ticket (400), another event’s volunteer (403) and a ticket at another event (409)', async () => {
    const r = await registration();
    const forged = signTicket(ticketKey('not-the-stage-secret'), { orderGuid: r.guid, index: 0 });
    const bad = await scan(eva, forged);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('checkIn.invalidTicket');
    expect((await scan(eva, 'not a ticket')).status).toBe(400);
    expect((await scan(outsider, r.ticket)).status).toBe(403);
    const elsewhere = await scan(outsider, r.ticket, 'check-ins', DEMO.eventAutumn);
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe('checkIn.otherEvent');
  });

  it('undo takes a check-in back with history and counts, then the runner checks in again', async () => {
    const r = await registration();
    const before = await checkedIn10k();
    expect((await scan(eva, r.ticket)).body.status).toBe('checkedIn');
    const undone = await scan(petr, r.ticket, 'check-ins/undo');
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.status).toBe('undone');
    expect(await checkedIn10k()).toBe(before);
    expect((await scan(petr, r.ticket, 'check-ins/undo')).body.code).toBe('checkIn.notCheckedIn');
    expect((await scan(petr, r.ticket)).body.status).toBe('checkedIn');
    const actions = (await historyOf(r.guid))
      .map((h) => h.action)
      .filter((a) => a.startsWith('checkIn') || a === 'checkedIn');
    expect(actions.sort()).toEqual(['checkInUndone', 'checkedIn', 'checkedIn']);
    expect(await checkedIn10k()).toBe(before + 1);
  });

  it('hands the event manager the order’s tickets, and none once the order is removed', async () => {
    const r = await registration();
    const tickets = await api<OrderTickets>(`check-in/orders/${r.guid}/tickets`, { token: eva.token });
    expect(tickets.status, JSON.stringify(tickets.body)).toBe(200);
    expect(tickets.body.tickets.map((t) => [t.name, t.token])).toEqual([[r.name, r.ticket]]);
    expect((await api(`check-in/orders/${r.guid}/tickets`, { token: outsider.token })).status).toBe(403);
    const del = await api(`admin/registrations/${r.guid}`, { method: 'DELETE', token: admin.token });
    expect(del.status).toBe(200);
    const after = await api<OrderTickets>(`check-in/orders/${r.guid}/tickets`, { token: eva.token });
    expect(after.body.tickets).toEqual([]);
  });

  it('finds a runner by name with a ticket that checks them in; the counts say checked in / paid', async () => {
    const counts10k = async () =>
      (
        await api<CheckInCounts>(`check-in/events/${DEMO.eventSpring}/counts`, { token: eva.token })
      ).body.races.find((r) => r.subEventGuid === DEMO.sub10k);
    const before = await counts10k();
    const r = await registration();
    const unpaid = await registration(false);
    const after = await counts10k();
    expect(after?.name).toMatch(/\S/);
    expect(after?.paid).toBe((before?.paid ?? 0) + 1);

    const lastName = r.name.split(' ').pop()!;
    const found = await api<RunnerSearch>(
      `check-in/events/${DEMO.eventSpring}/runners?q=${encodeURIComponent(lastName.toLowerCase())}`,
      { token: eva.token },
    );
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.runners.map((f) => [f.runner.name, f.runner.paid, f.checkIn])).toEqual([
      [r.name, true, null],
    ]);
    expect((await scan(eva, found.body.runners[0]!.token)).body.status).toBe('checkedIn');
    const again = await api<RunnerSearch>(
      `check-in/events/${DEMO.eventSpring}/runners?q=${encodeURIComponent(lastName)}`,
      { token: petr.token },
    );
    expect(again.body.runners[0]?.checkIn?.by).toBe(eva.userId);
    expect((await counts10k())?.checkedIn).toBe((after?.checkedIn ?? 0) + 1);

    const notPaid = await api<RunnerSearch>(
      `check-in/events/${DEMO.eventSpring}/runners?q=${encodeURIComponent(unpaid.name)}`,
      { token: eva.token },
    );
    expect(notPaid.body.runners.map((f) => f.runner.paid)).toEqual([false]);
    expect(
      (await api(`check-in/events/${DEMO.eventSpring}/runners?q=novak`, { token: outsider.token })).status,
    ).toBe(403);
    expect((await api(`check-in/events/${DEMO.eventSpring}/runners`, { token: eva.token })).status).toBe(400);
  });

  it('hands the runner (by the registration’s link, no sign-in) the tickets of paid registrations only', async () => {
    const unpaid = await registration(false);
    const none = await api<OrderTickets>(`check-in/registrations/${unpaid.guid}/tickets`);
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body.tickets).toEqual([]);
    const paid = await registration();
    const mine = await api<OrderTickets>(`check-in/registrations/${paid.guid}/tickets`);
    expect(mine.body.tickets.map((t) => [t.name, t.token])).toEqual([[paid.name, paid.ticket]]);
    expect((await scan(eva, mine.body.tickets[0]!.token)).body.status).toBe('checkedIn');
    expect((await api(`check-in/registrations/${crypto.randomUUID()}/tickets`)).status).toBe(404);
  });

  it('sends the optional "checked in" e-mail once the organiser has written one', async () => {
    const written = await api<{ guid: string }>('admin/series/emails', {
      method: 'POST',
      token: eva.token,
      body: JSON.stringify({
        eventGuid: DEMO.eventSpring,
        type: 18,
        header: 'Balíček vyzvednut – {{eventName}}',
        body: '<p>Odbaveno při výdeji balíčků:</p>{{items}}',
        conditions: { subEventGuids: [DEMO.sub10k] },
      }),
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    try {
      const r = await registration();
      expect((await scan(eva, r.ticket)).body.status).toBe('checkedIn');
      await scan(petr, r.ticket, 'check-ins/undo');
      expect((await scan(petr, r.ticket)).body.status).toBe('checkedIn');
      const address = `${r.name.split(' ').pop()!.toLowerCase()}@example.com`;
      const subject = (m: { subject: string }) => m.subject.startsWith('Balíček vyzvednut');
      await expect
        .poll(
          async () =>
            (await mailbox()).filter((m) => m.destination.to.includes(address) && subject(m)).length,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
    } finally {
      await api(`admin/series/emails/${written.body.guid}?eventGuid=${DEMO.eventSpring}`, {
        method: 'DELETE',
        token: admin.token,
      });
    }
  });

  it('e-mails the paid runner her QR ticket as an inline image that checks in', async () => {
    // The demo event has its own payment text; the organiser adds the new {{tickets}} to one.
    const written = await api<{ guid: string }>('admin/series/emails', {
      method: 'POST',
      token: eva.token,
      body: JSON.stringify({
        eventGuid: DEMO.eventSpring,
        type: 2,
        header: 'Vstupenka – {{eventName}}',
        body: '<p>Platba přijata. Vaše vstupenky:</p>{{tickets}}',
        conditions: { subEventGuids: [DEMO.sub10k] },
      }),
    });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
    try {
      const r = await registration();
      const address = `${r.name.split(' ').pop()!.toLowerCase()}@example.com`;
      type WithAttachments = StoredMail & {
        attachments: Array<{ content: string; contentType: string; cid?: string }>;
      };
      const ticketEmail = async () =>
        ((await mailbox()) as WithAttachments[]).find(
          (m) => m.destination.to.includes(address) && m.subject.startsWith('Vstupenka'),
        );
      await expect.poll(ticketEmail, { timeout: 30_000 }).toBeDefined();
      const mail = (await ticketEmail())!;
      const png = mail.attachments.find((a) => a.cid === 'ticket-0@race-registration');
      expect(png?.contentType).toBe('image/png');
      // The emulator's parser inlines cid: images as data: URLs; the image stands beside the runner.
      expect(mail.body.html).toContain(`alt="QR vstupenka – ${r.name}"`);
      const token = readQrPng(png!.content);
      expect(token).toBe(r.ticket);
      expect(mail.body.text).toContain(token);
      expect((await scan(eva, token)).body).toMatchObject({ status: 'checkedIn', runner: { name: r.name } });
    } finally {
      await api(`admin/series/emails/${written.body.guid}?eventGuid=${DEMO.eventSpring}`, {
        method: 'DELETE',
        token: admin.token,
      });
    }
  }, 60_000);

  it('carries the runner’s answers to the fields marked "show at pickup", in the desk’s language', async () => {
    // The demo form's T-shirt field marked as the form builder saves it (the card record's flag).
    const cardKey = { pk: `EVENT#${DEMO.eventSpring}`, sk: `CARD#${SPRING_CARD}` };
    const db = getDocumentClient();
    const table = process.env.TABLE_NAME;
    const stored = (await db.send(new GetCommand({ TableName: table, Key: cardKey }))).Item!;
    const values = (stored.values as Array<{ guid: string }>).map((x) =>
      x.guid === v('tshirt') ? { ...x, showAtPickup: true } : x,
    );
    await db.send(new PutCommand({ TableName: table, Item: { ...stored, values } }));
    try {
      const r = runner({ last: `Tricko${Date.now()}` });
      const res = await register(registerBody([tenK(CAT.men, r, { [v('tshirt')]: 'M' })], {}, r));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const guid = (res.body as { registrationGuid: string }).registrationGuid;
      await api(`admin/registrations/${guid}/paid`, { method: 'POST', token: admin.token });
      const ticket = signTicket(key, { orderGuid: guid, index: 0 });
      const first = await api<Answer>(`check-in/events/${DEMO.eventSpring}/check-ins?locale=en`, {
        method: 'POST',
        token: eva.token,
        body: JSON.stringify({ token: ticket }),
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.pickupFields).toEqual([{ label: 'T-shirt', value: 'T-shirt M' }]);
      const again = await scan(petr, ticket);
      expect(again.body).toMatchObject({ status: 'alreadyCheckedIn' });
      expect(again.body.pickupFields).toEqual([{ label: 'Tričko', value: 'Tričko M' }]);
    } finally {
      await db.send(new PutCommand({ TableName: table, Item: stored }));
    }
  });
});
