import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { EmailType, PaymentMethod, Role } from '@shared/codelists/enums';
import type { Discounts } from '@shared/back-office/discount-schemas';
import type { EmailPreview, GlobalEmail } from '@shared/back-office/email-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import { getDocumentClient } from '../../functions/adapters/dynamodb/client';
import { dynamoEmailReader } from '../../functions/adapters/dynamodb/email-repository';
import { keys } from '../../functions/adapters/dynamodb/keys';
import { composeOrderEmail } from '../../functions/domain/emails/compose-order-email';
import { fixtureItem, fixtureOrder } from '../../functions/domain/emails/test-fixtures';
import { mailsTo } from './accounts-support';
import { createTargets, grant, permission, putUser, type Targets } from './matrix/world';
import { api, useTestStackEnv } from './support';

type ErrorBody = { code: string; message: string; validationErrors?: Array<{ field: string }> };
type Page<T> = { total: number; rows: T[] };

let admin: { userId: string; token: string };
let manager: { userId: string; token: string };
let eventManager: { userId: string; token: string };
let series: Targets;
let other: Targets;
const createdGlobals: string[] = [];

const send = <T = Record<string, unknown>>(method: string, path: string, token: string, body?: unknown) =>
  api<T>(path, { method, token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A subject no other test uses, so the e-mail is recognisable and cannot clash. */
const globalBody = (over: Record<string, unknown> = {}) => ({
  type: EmailType.PAYMENT,
  header: `Platba přijata ${randomUUID().slice(0, 8)} – {{eventName}}`,
  body: '<p>Díky, {{registratorFirstName}}!</p><img src=x onerror="alert(1)">',
  translations: { en: { header: 'Payment received – {{eventName}}', body: '<p>Thanks!</p>' } },
  conditions: { paymentMethods: [PaymentMethod.TRANSFER] },
  // A high order keeps it apart from anything else of the kind.
  order: 900 + Math.floor(Math.random() * 99),
  ...over,
});

const create = async (over: Record<string, unknown> = {}) => {
  const res = await send<GlobalEmail>('POST', 'admin/emails', admin.token, globalBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  createdGlobals.push(res.body.guid);
  return res.body;
};

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser('globals-admin', [Role.USER, Role.ADMIN]);
  manager = await putUser('globals-em', [Role.USER, Role.EVENT_MANAGER]);
  eventManager = await putUser('globals-em-event', [Role.USER, Role.EVENT_MANAGER]);
  series = await createTargets();
  other = await createTargets();
  await grant(manager.userId, permission('series', series.seriesGuid, series.seriesGuid));
  await grant(eventManager.userId, permission('event', series.entity.event, series.seriesGuid));
});

afterAll(async () => {
  // Global e-mails apply to every series: none may outlive the test.
  for (const guid of createdGlobals) await send('DELETE', `admin/emails/${guid}`, admin.token);
  for (const t of [series, other])
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

describe('global e-mails (admin/emails/{id})', () => {
  it('an admin creates, reads, lists, updates and deletes one, with its history', async () => {
    const created = await create();
    // sanitised server side: the handler attribute is gone
    expect(created.body).toBe('<p>Díky, {{registratorFirstName}}!</p><img src="x" />');
    expect(created.conditions).toEqual({ paymentMethods: [PaymentMethod.TRANSFER] });

    const read = await send<GlobalEmail>('GET', `admin/emails/${created.guid}`, admin.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created);
    const all = await send<GlobalEmail[]>('GET', 'admin/global-emails', admin.token);
    expect(all.body.map((e) => e.guid)).toContain(created.guid);

    const updated = await send<GlobalEmail>('PUT', `admin/emails/${created.guid}`, admin.token, {
      ...globalBody({ order: created.order }),
      header: 'Zaplaceno',
      type: EmailType.EXPIRATION,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      guid: created.guid,
      type: EmailType.EXPIRATION,
      header: 'Zaplaceno',
    });
    // The kind moved: it is listed once, under its new kind.
    const after = (await send<GlobalEmail[]>('GET', 'admin/global-emails', admin.token)).body;
    expect(after.filter((e) => e.guid === created.guid)).toEqual([updated.body]);

    const removed = await send('DELETE', `admin/emails/${created.guid}`, admin.token);
    expect(removed.status).toBe(200);
    expect((await send('GET', `admin/emails/${created.guid}`, admin.token)).status).toBe(404);

    const history = await send<Page<HistoryEntry>>(
      'GET',
      `admin/emails/${created.guid}/histories?take=30&skip=0`,
      admin.token,
    );
    expect(history.body.rows.map((h) => h.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    const update = history.body.rows[1]!;
    expect(update.actor.userId).toBe(admin.userId);
    expect(update.changes.map((c) => c.field)).toEqual(['type', 'header']);
  });

  it('refuses bad input with field errors, an empty sanitised body and a twin', async () => {
    const missing = await send<ErrorBody>('POST', 'admin/emails', admin.token, {
      type: 2,
      header: '',
      body: '',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.validationErrors?.map((e) => e.field).sort()).toEqual(['body.body', 'body.header']);

    const empty = await send<ErrorBody>(
      'POST',
      'admin/emails',
      admin.token,
      globalBody({ body: '<script>alert(1)</script>' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('emails.emptyBody');

    const first = await create();
    const twin = await send<ErrorBody>(
      'POST',
      'admin/emails',
      admin.token,
      globalBody({ order: first.order }),
    );
    expect(twin.status).toBe(409);
    expect(twin.body.code).toBe('emails.duplicateGlobalEmail');
    await send('DELETE', `admin/emails/${first.guid}`, admin.token);
  });

  it('is for admins only', async () => {
    const res = await send<ErrorBody>('POST', 'admin/emails', manager.token, globalBody());
    expect(res.status).toBe(403);
    expect((await send('GET', 'admin/global-emails', manager.token)).status).toBe(403);
  });

  it('previews the draft in cs and en and sends a test to the admin', async () => {
    const draft = globalBody({ header: 'Zaplaceno – {{eventName}}' });
    const preview = await send<EmailPreview>('POST', 'admin/emails/preview', admin.token, draft);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.cs.subject).toBe('Zaplaceno – Ukázkový závod');
    expect(preview.body.cs.html).toContain('Díky, Jana!');
    expect(preview.body.en.subject).toBe('Payment received – Sample race');

    const sent = await send<{ to: string }>('POST', 'admin/emails/send-test', admin.token, {
      ...draft,
      locale: 'en',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await mailsTo(sent.body.to);
    expect(mail!.subject).toBe('Payment received – Sample race');
  });

  it('is what the sender uses for an event without an e-mail of the kind, when its condition holds', async () => {
    const global = await create({ type: EmailType.EXPIRATION });
    const order = fixtureOrder({ paymentMethod: PaymentMethod.TRANSFER, expired: true, paid: false });
    const reader = {
      ...dynamoEmailReader,
      // the stored order is a fixture; the events' e-mails, layout and global e-mails are read from the table
      loadOrderWithItems: async () => ({
        order,
        items: [fixtureItem(0, { seriesEventGuid: other.entity.event })],
      }),
    };
    const outcome = await composeOrderEmail(
      { orderGuid: order.guid, emailType: EmailType.EXPIRATION },
      { reader, appUrl: 'https://registrace.example' },
    );
    expect(outcome.kind).toBe('send');
    if (outcome.kind !== 'send') return;
    expect(outcome.email.source).toBe('global');
    expect(outcome.email.definitionGuid).toBe(global.guid);

    // A card order does not meet the transfer condition: the built-in text is sent.
    const card = fixtureOrder({ paymentMethod: PaymentMethod.CARD, expired: true, paid: false });
    const byCard = await composeOrderEmail(
      { orderGuid: card.guid, emailType: EmailType.EXPIRATION },
      {
        reader: { ...reader, loadOrderWithItems: async () => ({ order: card, items: [fixtureItem(0)] }) },
        appUrl: 'https://registrace.example',
      },
    );
    expect(byCard.kind === 'send' && byCard.email.source).toBe('default');
    await send('DELETE', `admin/emails/${global.guid}`, admin.token);
  });
});

describe('event-manager/{userId}/discounts', () => {
  it('lists the codes of the series permitted as a whole, and only those', async () => {
    const mine = `EMD-${randomUUID().slice(0, 6)}`.toUpperCase();
    const theirs = `EMO-${randomUUID().slice(0, 6)}`.toUpperCase();
    for (const [s, code] of [
      [series.seriesGuid, mine],
      [other.seriesGuid, theirs],
    ] as const) {
      const res = await send('POST', 'admin/series/discounts', admin.token, {
        seriesGuid: s,
        code,
        description: 'Klubová sleva',
        price: '50',
        currency: 'CZK',
        discountRange: 1,
        codeRange: 3,
        usageLimit: 2,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const listed = await send<Discounts>(
      'GET',
      `event-manager/${manager.userId}/discounts?take=100`,
      manager.token,
    );
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.rows.map((r) => r.code)).toEqual([mine]);
    expect(listed.body.rows[0]).toMatchObject({ seriesGuid: series.seriesGuid, usageLimit: 2, used: 0 });

    // narrowed by series and search text
    const none = await send<Discounts>(
      'GET',
      `event-manager/${manager.userId}/discounts?seriesGuid=${other.seriesGuid}`,
      manager.token,
    );
    expect(none.body.rows).toEqual([]);
    const found = await send<Discounts>(
      'GET',
      `event-manager/${manager.userId}/discounts?searchText=klubov`,
      manager.token,
    );
    expect(found.body.total).toBe(1);

    // a permission for one event only does not open the series' codes
    const byEvent = await send<Discounts>(
      'GET',
      `event-manager/${eventManager.userId}/discounts`,
      eventManager.token,
    );
    expect(byEvent.status).toBe(200);
    expect(byEvent.body.rows).toEqual([]);

    // another manager's list is refused
    const foreign = await send<ErrorBody>(
      'GET',
      `event-manager/${manager.userId}/discounts`,
      eventManager.token,
    );
    expect(foreign.status).toBe(403);

    // bad input
    const bad = await send<ErrorBody>(
      'GET',
      `event-manager/${manager.userId}/discounts?seriesGuid=nope`,
      manager.token,
    );
    expect(bad.status).toBe(400);

    for (const [s, code] of [
      [series.seriesGuid, mine],
      [other.seriesGuid, theirs],
    ] as const)
      await send('DELETE', `admin/series/discounts/${code}?seriesGuid=${s}`, admin.token);
  });
});
