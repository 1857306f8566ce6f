import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Card, CardFieldsInput } from '@shared/back-office/card-editor-schemas';
import type { HistoryEntry } from '@shared/back-office/series-editor-schemas';
import type { CheckoutData } from '@shared/checkout/checkout-schemas';
import type { OrderDetail } from '@shared/orders/admin-order-schemas';
import { CardType, CardValueType, Role } from '@shared/codelists/enums';
import { DEMO } from '../../../scripts/local/seed-data';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, runner, springCard } from './checkout-support';

type ErrorBody = { code: string; message: string; params?: Record<string, unknown> };
type Page<T> = { total: number; rows: T[] };

const EVENT = DEMO.eventSpring;
const POLL = { timeout: 6000, interval: 500 };
let admin: { userId: string; token: string };
const created: Card[] = [];

const send = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  api<T>(path, { method, token: admin.token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A form for the 10 km only, nothing required and nothing priced: the demo's other tests are not disturbed. */
const shirtCard = (tag: string): CardFieldsInput => ({
  name: `Doplňky ${tag}`,
  type: CardType.REGULAR,
  subEventGuids: [DEMO.sub10k],
  translations: { en: { name: `Extras ${tag}` } },
  values: [
    {
      name: 'shirt',
      label: 'Tričko',
      type: CardValueType.SELECT,
      placeholder: 'Vyberte velikost',
      translations: { en: { label: 'T-shirt' } },
      options: [
        { value: 'S', label: 'Malé', capacity: 5, translations: { en: { label: 'Small' } } },
        { value: 'M', label: 'Střední' },
      ],
    },
    {
      name: 'note',
      label: 'Poznámka',
      type: CardValueType.INPUT,
      validations: [{ kind: 'maxLength', value: 40 }],
    },
  ],
});

const checkoutCards = async () => {
  const res = await api<CheckoutData>('checkout/data?currency=CZK', {
    method: 'POST',
    body: JSON.stringify({
      items: [{ seriesEventGuid: EVENT, subEventGuid: DEMO.sub10k, categoryGuid: CAT.men, waveGuid: null }],
    }),
  });
  expect(res.status).toBe(200);
  return res.body.items[0]?.cards ?? [];
};

const order = (card: Card, values: Record<string, string>) => {
  const r = runner();
  return register(
    registerBody(
      [
        {
          seriesEventGuid: EVENT,
          subEventGuid: DEMO.sub10k,
          categoryGuid: CAT.men,
          waveGuid: null,
          cards: [springCard(r), { cardGuid: card.guid, values }],
          termsAccepted: true,
        },
      ],
      {},
      r,
    ),
  );
};

const valueOf = (card: Card, name: string) => card.values.find((v) => v.name === name);
/** The editor's body of a card as read (guids kept: the same values and options). */
const asEdited = (card: Card) => ({
  eventGuid: card.eventGuid,
  version: card.version,
  name: card.name,
  type: card.type,
  limit: card.limit,
  subEventGuids: card.subEventGuids,
  translations: card.translations,
  values: card.values
    .filter((v) => !v.archived)
    .map(({ used: _u, archived: _a, options, ...v }) => ({
      ...v,
      placeholder: v.placeholder ?? undefined,
      defaultValue: v.defaultValue ?? undefined,
      description: v.description ?? undefined,
      subComponentName: v.subComponentName ?? undefined,
      subComponentLabel: v.subComponentLabel ?? undefined,
      subComponentPlaceholder: v.subComponentPlaceholder ?? undefined,
      options: options
        .filter((o) => !o.archived)
        .map(({ used: _ou, archived: _oa, ...o }) => ({
          ...o,
          subComponentName: o.subComponentName ?? undefined,
          subComponentLabel: o.subComponentLabel ?? undefined,
          subComponentPlaceholder: o.subComponentPlaceholder ?? undefined,
        })),
    })),
});

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser('cards-admin', [Role.USER, Role.ADMIN]);
});

afterAll(async () => {
  // Archived cards stay in the event for their answers: the test's ones go, with their counters.
  const keysOf = created.flatMap((c) => [
    { pk: `EVENT#${EVENT}`, sk: `CARD#${c.guid}` },
    ...c.values.flatMap((v) => [
      keys.capacity('cardValue', v.guid),
      ...v.options.map((o) => keys.capacity('cardItem', o.guid)),
    ]),
  ]);
  for (let i = 0; i < keysOf.length; i += 25)
    await getDocumentClient().send(
      new BatchWriteCommand({
        RequestItems: {
          [process.env.TABLE_NAME as string]: keysOf
            .slice(i, i + 25)
            .map((Key) => ({ DeleteRequest: { Key } })),
        },
      }),
    );
});

describe('form builder (admin series cards)', () => {
  it('creates a card whose select shows at checkout; capacity below the places taken is refused; answered values are archived', async () => {
    const made = await send<Card>('POST', 'admin/series/cards', { eventGuid: EVENT, ...shirtCard('A') });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const card = made.body;
    created.push(card);
    expect(card).toMatchObject({ eventGuid: EVENT, type: 1, version: 1, archived: false });
    const shirt = valueOf(card, 'shirt');
    expect(shirt?.options.map((o) => [o.value, o.capacity, o.used])).toEqual([
      ['S', 5, 0],
      ['M', 0, 0],
    ]);
    // Every value and option has its counter from the start.
    const small = shirt?.options[0];
    expect(await readCounter('cardItem', small?.guid as string)).toMatchObject({ used: 0, capacity: 5 });

    const detail = await send<Card>('GET', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`);
    expect(detail.body).toEqual(card);
    // A card is found only through its own event.
    const elsewhere = await send<ErrorBody>(
      'GET',
      `admin/series/cards/${card.guid}?eventGuid=${DEMO.eventTrail}`,
    );
    expect(elsewhere.status).toBe(404);

    // The public checkout asks the new field, options and translations as authored.
    // (the checkout keeps an event's structure for 2 s)
    const askedCard = async () => (await checkoutCards()).find((c) => c.guid === card.guid);
    await expect
      .poll(async () => (await askedCard())?.values.map((v) => v.name), POLL)
      .toEqual(['shirt', 'note']);
    const asked = await askedCard();
    expect(asked?.values[0]?.items.map((i) => [i.value, i.label, i.capacity])).toEqual([
      ['S', 'Malé', 5],
      ['M', 'Střední', 0],
    ]);
    expect(asked?.values[0]?.translations).toEqual({ en: { label: 'T-shirt' } });
    expect(asked?.values[1]?.validations).toEqual([{ kind: 'maxLength', value: 40 }]);

    // Two runners take a small shirt; the second also writes a note.
    expect((await order(card, { [shirt?.guid as string]: 'S' })).status).toBe(200);
    const noted = await order(card, {
      [shirt?.guid as string]: 'S',
      [valueOf(card, 'note')?.guid as string]: 'bez cibule',
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);

    const usage = await send<Card>('GET', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`);
    expect(valueOf(usage.body, 'shirt')?.options[0]).toMatchObject({ used: 2, capacity: 5 });

    // Capacity below the places taken is refused; at the places taken it is set, places kept.
    const tooLow = asEdited(usage.body);
    (tooLow.values[0]?.options[0] as { capacity: number }).capacity = 1;
    const refused = await send<ErrorBody>('PUT', `admin/series/cards/${card.guid}`, tooLow);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'cardEditor.capacityBelowTaken',
      params: { used: 2, capacity: 1 },
    });
    (tooLow.values[0]?.options[0] as { capacity: number }).capacity = 2;
    const atTaken = await send<Card>('PUT', `admin/series/cards/${card.guid}`, tooLow);
    expect(atTaken.status, JSON.stringify(atTaken.body)).toBe(200);
    expect(await readCounter('cardItem', small?.guid as string)).toMatchObject({ used: 2, capacity: 2 });

    // The note (answered) and the medium size (never chosen) are removed: the note is archived, M goes.
    const trimmed = asEdited(atTaken.body);
    trimmed.values = trimmed.values.filter((v) => v.name !== 'note');
    (trimmed.values[0] as { options: unknown[] }).options = trimmed.values[0]?.options.slice(0, 1) ?? [];
    const edited = await send<Card>('PUT', `admin/series/cards/${card.guid}`, trimmed);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(3);
    expect(valueOf(edited.body, 'note')).toMatchObject({ archived: true });
    expect(valueOf(edited.body, 'shirt')?.options.map((o) => o.value)).toEqual(['S']);
    const medium = shirt?.options[1]?.guid as string;
    expect(await readCounter('cardItem', medium)).toBeUndefined();
    await expect.poll(async () => (await askedCard())?.values.map((v) => v.name), POLL).toEqual(['shirt']);

    // A stale version is refused.
    const stale = await send<ErrorBody>('PUT', `admin/series/cards/${card.guid}`, trimmed);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('seriesEditor.changedMeanwhile');

    // Every change is in the event's history, named by the card.
    const history = await send<Page<HistoryEntry>>('GET', `admin/series/events/${EVENT}/histories?take=100`);
    const ofCard = history.body.rows.filter((h) => h.target?.guid === card.guid);
    expect(ofCard.map((h) => h.action)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
    expect(ofCard[0]?.target).toMatchObject({ kind: 'card', name: card.name });
    expect(ofCard[0]?.changes).toContainEqual({ field: 'values', before: 'note', after: 'archived' });
    expect(ofCard[0]?.changes).toContainEqual({ field: 'shirt.options', before: 'M', after: null });

    // Deleting the answered card archives it: the checkout no longer asks it.
    const removed = await send('DELETE', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`);
    expect(removed.body).toEqual({ deleted: false, archived: true });
    await expect.poll(askedCard, POLL).toBeUndefined();
    const archived = await send<Card>('GET', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`);
    expect(archived.body.archived).toBe(true);
  });

  it("stores the answer of a value's own sub-input with the registration and shows it in the order detail", async () => {
    const made = await send<Card>('POST', 'admin/series/cards', {
      eventGuid: EVENT,
      name: 'Klub B',
      type: CardType.REGULAR,
      subEventGuids: [DEMO.sub10k],
      values: [
        {
          name: 'club',
          label: 'Klub',
          type: CardValueType.INPUT,
          subComponentType: 1,
          subComponentName: 'licence',
          subComponentLabel: 'Číslo licence',
          translations: { en: { subComponentLabel: 'Licence number' } },
        },
        { name: 'bus', label: 'Autobus', type: CardValueType.CHECKBOX, subComponentType: 2 },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const card = made.body;
    created.push(card);
    expect(valueOf(card, 'club')).toMatchObject({
      subComponentType: 1,
      subComponentName: 'licence',
      subComponentLabel: 'Číslo licence',
      subComponentPlaceholder: null,
    });
    // Without a name of its own the sub-input answers as `<name>.detail`.
    expect(valueOf(card, 'bus')).toMatchObject({ subComponentType: 2, subComponentName: 'detail' });

    const askedCard = async () => (await checkoutCards()).find((c) => c.guid === card.guid);
    await expect.poll(async () => (await askedCard())?.values[0]?.subComponentType, POLL).toBe(1);
    expect((await askedCard())?.values[0]).toMatchObject({
      subComponentLabel: 'Číslo licence',
      translations: { en: { subComponentLabel: 'Licence number' } },
    });

    const club = valueOf(card, 'club')?.guid as string;
    const bus = valueOf(card, 'bus')?.guid as string;
    // The club's licence is kept; the bus was not ticked, so its sub-input answer is not.
    const res = await order(card, {
      [club]: 'SK Praha',
      [`${club}/sub`]: ' L-42 ',
      [bus]: 'false',
      [`${bus}/sub`]: 'true',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guid = (res.body as { registrationGuid: string }).registrationGuid;
    const detail = await api<OrderDetail>(`admin/registrations/${guid}`, { token: admin.token });
    expect(detail.status).toBe(200);
    const values = detail.body.items[0]?.values ?? [];
    expect(values).toContainEqual({ name: 'club', label: 'Klub', value: 'SK Praha', price: 0 });
    expect(values).toContainEqual({ name: 'club.licence', label: 'Číslo licence', value: 'L-42', price: 0 });
    expect(values.some((x) => x.name === 'bus.detail')).toBe(false);

    // The sub-component is edited like the rest of the value, and written to the history.
    const edited = asEdited(card);
    (edited.values[0] as { subComponentType: number }).subComponentType = 0;
    const saved = await send<Card>('PUT', `admin/series/cards/${card.guid}`, edited);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(valueOf(saved.body, 'club')).toMatchObject({ subComponentType: 0 });
    const history = await send<Page<HistoryEntry>>('GET', `admin/series/events/${EVENT}/histories?take=100`);
    const latest = history.body.rows.find((h) => h.target?.guid === card.guid);
    expect(latest?.changes).toContainEqual(expect.objectContaining({ field: 'club.subComponentType' }));
  });

  it('creates and updates many cards of an event; a card nobody answered is deleted with its counters', async () => {
    const many = await send<Card[]>('POST', 'admin/series/cards/create-many', {
      eventGuid: EVENT,
      cards: [shirtCard('B'), shirtCard('C')],
    });
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    created.push(...many.body);
    const [b, c] = many.body as [Card, Card];
    expect(c.order).toBe(b.order + 1);

    // Swap their order in one call.
    const swapped = await send<Card[]>('PUT', 'admin/series/cards/update-many', {
      eventGuid: EVENT,
      cards: [
        { ...asEdited(b), guid: b.guid, order: c.order },
        { ...asEdited(c), guid: c.guid, order: b.order },
      ].map(({ eventGuid: _e, ...rest }) => rest),
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(200);
    const list = await send<Card[]>('GET', `admin/series/events/${EVENT}/cards`);
    const names = list.body.map((x) => x.name);
    expect(names.indexOf(c.name)).toBeLessThan(names.indexOf(b.name));

    // Bad definitions are refused with their field: a select without options, duplicate names.
    const bad = await send<ErrorBody & { validationErrors?: Array<{ field: string }> }>(
      'POST',
      'admin/series/cards',
      {
        eventGuid: EVENT,
        name: 'Špatný',
        type: 1,
        values: [
          { name: 'a', label: 'A', type: CardValueType.SELECT, options: [] },
          { name: 'a', label: 'B', type: CardValueType.INPUT },
        ],
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.validationErrors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['body.values.0.options', 'body.values.1.name']),
    );

    for (const card of [b, c]) {
      const gone = await send('DELETE', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`);
      expect(gone.body).toEqual({ deleted: true, archived: false });
      expect(await readCounter('cardItem', card.values[0]?.options[0]?.guid as string)).toBeUndefined();
      expect((await send('GET', `admin/series/cards/${card.guid}?eventGuid=${EVENT}`)).status).toBe(404);
    }
  });
});
