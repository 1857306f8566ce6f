import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Role } from '@shared/codelists/enums';
import type {
  EmailLayout,
  EmailLayouts,
  EmailPreview,
  EmailRow,
  EventEmail,
} from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { mailsTo } from './accounts-support';
import { createTargets, grant, permission, putUser, type Targets } from './matrix/world';
import { api, useTestStackEnv } from './support';

type ErrorBody = { code: string; message: string; params?: Record<string, unknown> };
type Page<T> = { total: number; rows: T[] };

let target: Targets;
let other: Targets;
let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
const createdLayouts: string[] = [];

const send = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
  api<T>(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const emailBody = (eventGuid: string, over: Record<string, unknown> = {}) => ({
  eventGuid,
  type: 2,
  header: 'Zaplaceno – {{eventName}}',
  body: '<p>Dobrý den, {{registratorFirstName}}, platbu {{price}} jsme přijali.</p><img src=x onerror="alert(1)">',
  translations: {
    en: { header: 'Paid – {{eventName}}', body: '<p>Hello {{registratorFirstName}}, we got {{price}}.</p>' },
  },
  conditions: { paymentMethods: [2] },
  ...over,
});

beforeAll(async () => {
  useTestStackEnv();
  target = await createTargets();
  other = await createTargets();
  admin = await putUser('emails-admin', [Role.USER, Role.ADMIN]);
  manager = await putUser('emails-em', [Role.USER, Role.EVENT_MANAGER]);
  await grant(manager.userId, permission('event', target.entity.event, target.seriesGuid));
});

afterAll(async () => {
  for (const guid of createdLayouts) await send('DELETE', `admin/email-layouts/${guid}`, admin.token);
  // the events' e-mails were deleted by the tests; the stand-in catalogue goes too
  for (const t of [target, other])
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [process.env.TABLE_NAME as string]: [
            keys.series(t.seriesGuid),
            keys.event(t.entity.event),
            keys.subevent(t.entity.event, t.entity.subevent),
            keys.team(t.entity.team),
          ].map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
});

describe('event e-mails', () => {
  it('an event manager creates, reads, updates and deletes an e-mail of their event, with its history', async () => {
    const event = target.entity.event;
    const created = await send<EventEmail>('POST', 'admin/series/emails', manager.token, emailBody(event));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      eventGuid: event,
      type: 2,
      header: 'Zaplaceno – {{eventName}}',
      conditions: { paymentMethods: [2], subEventGuids: [], categoryGuids: [] },
    });
    // sanitised server side: the handler attribute is gone
    expect(created.body.body).not.toMatch(/onerror/);

    const again = await send<ErrorBody>('POST', 'admin/series/emails', manager.token, emailBody(event));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('emails.duplicateEmail');

    const listed = await send<EventEmail[]>('GET', `admin/series/events/${event}/emails`, manager.token);
    expect(listed.body.map((e) => e.guid)).toEqual([created.body.guid]);

    const id = created.body.guid;
    const updated = await send<EventEmail>('PUT', `admin/series/emails/${id}`, manager.token, {
      ...emailBody(event),
      type: 6,
      header: 'Pokyny k platbě',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const detail = await send<EventEmail>(
      'GET',
      `admin/series/emails/${id}?eventGuid=${event}`,
      manager.token,
    );
    expect(detail.body).toMatchObject({ type: 6, header: 'Pokyny k platbě' });

    const history = await send<Page<HistoryEntry>>(
      'GET',
      `admin/series/emails/${id}/histories?eventGuid=${event}`,
      manager.token,
    );
    expect(history.body.rows.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.body.rows[0]!.changes.map((c) => c.field)).toEqual(['type', 'header']);
    expect(history.body.rows[0]!.actor.userId).toBe(manager.userId);

    // another event's id does not reach this e-mail
    const foreign = await send(
      'GET',
      `admin/series/emails/${id}?eventGuid=${other.entity.event}`,
      admin.token,
    );
    expect(foreign.status).toBe(404);

    const removed = await send('DELETE', `admin/series/emails/${id}?eventGuid=${event}`, manager.token);
    expect(removed.status).toBe(200);
    const gone = await send('GET', `admin/series/emails/${id}?eventGuid=${event}`, manager.token);
    expect(gone.status).toBe(404);
  });

  it("refuses another event's e-mails to an event manager", async () => {
    const res = await send<ErrorBody>(
      'POST',
      'admin/series/emails',
      manager.token,
      emailBody(other.entity.event),
    );
    expect(res.status).toBe(403);
  });

  it('creates and updates several at once', async () => {
    const event = target.entity.event;
    const { eventGuid: _e, ...one } = emailBody(event);
    const many = await send<EventEmail[]>('POST', 'admin/series/emails/create-many', admin.token, {
      eventGuid: event,
      emails: [one, { ...one, type: 3, header: 'Vypršelo' }],
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.map((e) => e.type)).toEqual([2, 3]);
    const changed = await send<EventEmail[]>('PUT', 'admin/series/emails/update-many', admin.token, {
      eventGuid: event,
      emails: many.body.map((e) => ({ ...one, guid: e.guid, type: e.type, header: `${e.header} (upr.)` })),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.map((e) => e.header)).toEqual([
      'Zaplaceno – {{eventName}} (upr.)',
      'Vypršelo (upr.)',
    ]);
    for (const e of many.body)
      await send('DELETE', `admin/series/emails/${e.guid}?eventGuid=${event}`, admin.token);
  });

  it('lists the e-mails across series for admins, filtered by series, kind and subject', async () => {
    const created = await send<EventEmail>('POST', 'admin/series/emails', admin.token, {
      ...emailBody(target.entity.event),
      header: 'Hledaný předmět Žluťoučký',
    });
    expect(created.status).toBe(200);
    const bySeries = await send<Page<EmailRow>>(
      'GET',
      `admin/emails?seriesGuid=${target.seriesGuid}`,
      admin.token,
    );
    expect(bySeries.status, JSON.stringify(bySeries.body)).toBe(200);
    expect(bySeries.body.rows).toEqual([
      expect.objectContaining({
        guid: created.body.guid,
        seriesGuid: target.seriesGuid,
        eventName: 'Matrix event',
        seriesName: expect.stringMatching(/^Matrix /),
      }),
    ]);
    const bySubject = await send<Page<EmailRow>>(
      'GET',
      'admin/emails?searchText=zlutoucky&type=2',
      admin.token,
    );
    expect(bySubject.body.rows.map((r) => r.guid)).toEqual([created.body.guid]);
    const otherKind = await send<Page<EmailRow>>(
      'GET',
      'admin/emails?searchText=zlutoucky&type=3',
      admin.token,
    );
    expect(otherKind.body.rows).toEqual([]);
    const denied = await send('GET', 'admin/emails', manager.token);
    expect(denied.status).toBe(403);
    await send(
      'DELETE',
      `admin/series/emails/${created.body.guid}?eventGuid=${target.entity.event}`,
      admin.token,
    );
  });

  it('previews the edited e-mail as the sender renders it, in cs and en', async () => {
    const res = await send<EmailPreview>('POST', 'admin/series/emails/preview', manager.token, {
      ...emailBody(target.entity.event),
      body: '<p>Dobrý den, {{registratorFirstName}}, {{neznama}}.</p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.cs.subject).toBe('Zaplaceno – Matrix event');
    expect(res.body.en.subject).toBe('Paid – Matrix event');
    expect(res.body.cs.html).toContain('Dobrý den, Jana, .');
    expect(res.body.en.html).toContain('Hello Jane');
    expect(res.body.cs.html).toMatch(/^<!DOCTYPE html>/);
    expect(res.body.cs.unknownVariables).toEqual(['neznama']);
  });

  it("sends a test to the signed-in user's own address through the real sender", async () => {
    const res = await send<{ to: string }>('POST', 'admin/series/emails/send-test', admin.token, {
      ...emailBody(target.entity.event),
      locale: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.to).toMatch(/^matrix-emails-admin-.*@example\.com$/);
    const [mail] = await mailsTo(res.body.to);
    expect(mail!.subject).toBe('Paid – Matrix event');
    expect(mail!.body.html).toContain('Hello Jane, we got');
  });
});

describe('e-mail templates (layouts)', () => {
  const content =
    '<table role="presentation"><tr><td style="padding:8px">{{seriesName}}</td></tr><tr><td>{{content}}</td></tr></table><script>x()</script>';

  it('an admin creates, finds, updates and deletes a layout, with its history', async () => {
    const name = `Šablona test ${Date.now()}`;
    const created = await send<EmailLayout>('POST', 'admin/email-layouts', admin.token, { name, content });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    createdLayouts.push(created.body.guid);
    expect(created.body.content).not.toContain('script');
    expect(created.body.content).toContain('{{content}}');

    const found = await send<EmailLayouts>(
      'GET',
      `admin/email-layouts?searchText=${encodeURIComponent(name.toUpperCase())}`,
      admin.token,
    );
    expect(found.body.rows.map((r) => r.guid)).toEqual([created.body.guid]);

    const updated = await send<EmailLayout>('PUT', `admin/email-layouts/${created.body.guid}`, admin.token, {
      name: `${name} B`,
      content,
    });
    expect(updated.body.name).toBe(`${name} B`);
    const history = await send<Page<HistoryEntry>>(
      'GET',
      `admin/email-layouts/${created.body.guid}/histories`,
      admin.token,
    );
    expect(history.body.rows.map((h) => h.action)).toEqual(['UPDATE', 'CREATE']);
    expect(history.body.rows[0]!.changes).toEqual([{ field: 'name', before: name, after: `${name} B` }]);

    const removed = await send('DELETE', `admin/email-layouts/${created.body.guid}`, admin.token);
    expect(removed.status).toBe(200);
    const gone = await send('GET', `admin/email-layouts/${created.body.guid}`, admin.token);
    expect(gone.status).toBe(404);
  });

  it('refuses a layout without {{content}} and keeps one a series uses', async () => {
    const bad = await send<ErrorBody>('POST', 'admin/email-layouts', admin.token, {
      name: 'Bez obsahu',
      content: '<p>x</p>',
    });
    expect(bad.status).toBe(400);
    const trail = await send<EmailLayouts>('GET', 'admin/email-layouts?searchText=trail', admin.token);
    const used = trail.body.rows[0]!;
    const refused = await send<ErrorBody>('DELETE', `admin/email-layouts/${used.guid}`, admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('emails.layoutInUse');
  });

  it('previews a layout around a sample e-mail in cs and en, and is for admins only', async () => {
    const res = await send<EmailPreview>('POST', 'admin/email-layouts/preview', admin.token, { content });
    expect(res.status).toBe(200);
    expect(res.body.cs.html).toContain('Ukázková série');
    expect(res.body.en.html).toContain('Sample series');
    const denied = await send('GET', 'admin/email-layouts', manager.token);
    expect(denied.status).toBe(403);
  });
});
