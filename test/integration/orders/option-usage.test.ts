import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Card } from '@shared/back-office/card-editor-schemas';
import type { CheckoutData } from '@shared/checkout/checkout-schemas';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { CardType, CardValueType, Role } from '@shared/codelists/enums';
import { DEMO } from '../../../scripts/local/seed-data';
import { getDocumentClient } from '../../../functions/adapters/dynamodb/client';
import { keys } from '../../../functions/adapters/dynamodb/keys';
import { putUser } from '../matrix/world';
import { api, useTestStackEnv } from '../support';
import { CAT, readCounter, register, registerBody, runner, springCard } from './checkout-support';

/**
 * Option capacity per category (spec §3 usage records, §4 rule): two runners in different
 * categories share one limited option of a group limited to both categories; limited to one
 * category afterwards, the other category's entry no longer takes its place.
 */

const EVENT = DEMO.eventSpring;
const POLL = { timeout: 6000, interval: 500 };
let admin: { userId: string; token: string };
let card: Card | undefined;

const send = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  api<T>(path, { method, token: admin.token, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

const shirt = () => card?.values[0] as Card['values'][number];
const small = () => shirt().options[0] as Card['values'][number]['options'][number];

const order = (categoryGuid: string, gender: 1 | 2) => {
  const r = runner({ gender });
  return register(
    registerBody(
      [
        {
          seriesEventGuid: EVENT,
          subEventGuid: DEMO.sub10k,
          categoryGuid,
          waveGuid: null,
          cards: [springCard(r), { cardGuid: card?.guid as string, values: { [shirt().guid]: 'S' } }],
          termsAccepted: true,
        },
      ],
      {},
      r,
    ),
  );
};

/** The small shirt as the checkout shows it to a runner of `categoryGuid`. */
const shownSmall = async (categoryGuid: string) => {
  const res = await api<CheckoutData>('checkout/data?currency=CZK', {
    method: 'POST',
    body: JSON.stringify({
      items: [{ seriesEventGuid: EVENT, subEventGuid: DEMO.sub10k, categoryGuid, waveGuid: null }],
    }),
  });
  const asked = res.body.items[0]?.cards.find((c) => c.guid === card?.guid);
  const item = asked?.values[0]?.items[0];
  return item ? { capacity: item.capacity, used: item.used } : undefined;
};

beforeAll(async () => {
  useTestStackEnv();
  admin = await putUser('option-usage-admin', [Role.USER, Role.ADMIN]);
});

afterAll(async () => {
  if (!card) return;
  const optionGuids = shirt().options.map((o) => o.guid);
  const tieGuids = (g: string) => [g, ...[CAT.men, CAT.women].map((c) => `${g}@category:${c}`)];
  const keysOf = [
    { pk: `EVENT#${EVENT}`, sk: `CARD#${card.guid}` },
    ...tieGuids(shirt().guid).map((g) => keys.capacity('cardValue', g)),
    ...optionGuids.flatMap(tieGuids).map((g) => keys.capacity('cardItem', g)),
  ];
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

describe('option capacity per category (spec §4)', () => {
  it('two orders in different categories share one option while the group has both categories', async () => {
    const made = await send<Card>('POST', 'admin/series/cards', {
      eventGuid: EVENT,
      name: 'Tričko pro muže a ženy',
      type: CardType.REGULAR,
      subEventGuids: [DEMO.sub10k],
      values: [
        {
          name: 'shirt',
          label: 'Tričko',
          type: CardValueType.SELECT,
          categoryGuids: [CAT.men, CAT.women],
          options: [
            { value: 'S', label: 'Malé', capacity: 1 },
            { value: 'M', label: 'Střední' },
          ],
        },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    card = made.body;
    // (the checkout keeps an event's structure for 2 s)
    await expect.poll(() => shownSmall(CAT.women), POLL).toEqual({ capacity: 1, used: 0 });

    // A man takes the last small shirt: the usage entry is tied to his category.
    const man = await order(CAT.men, 1);
    expect(man.status, JSON.stringify(man.body)).toBe(200);
    expect(await readCounter('cardItem', `${small().guid}@category:${CAT.men}`)).toMatchObject({ used: 1 });

    // A woman sees it taken and is refused with the option's reason: both categories count.
    expect(await shownSmall(CAT.women)).toEqual({ capacity: 1, used: 1 });
    const refused = await order(CAT.women, 2);
    expect(refused.status).toBe(409);
    expect((refused.body as { params?: { reason?: number } }).params?.reason).toBe(
      RegistrationFailure.CAPACITY_CARD_ITEM,
    );
  });

  it("limited to women afterwards, the man's entry is ignored: the shirt is free for women again, once", async () => {
    const detail = await send<Card>('GET', `admin/series/cards/${card?.guid}?eventGuid=${EVENT}`);
    const edited = {
      eventGuid: EVENT,
      version: detail.body.version,
      name: detail.body.name,
      type: detail.body.type,
      limit: detail.body.limit,
      subEventGuids: detail.body.subEventGuids,
      translations: detail.body.translations,
      values: detail.body.values.map(({ used: _u, archived: _a, options, ...v }) => ({
        ...v,
        categoryGuids: [CAT.women],
        placeholder: v.placeholder ?? undefined,
        defaultValue: v.defaultValue ?? undefined,
        description: v.description ?? undefined,
        subComponentName: v.subComponentName ?? undefined,
        subComponentLabel: v.subComponentLabel ?? undefined,
        subComponentPlaceholder: v.subComponentPlaceholder ?? undefined,
        options: options.map(({ used: _ou, archived: _oa, ...o }) => ({
          ...o,
          subComponentName: o.subComponentName ?? undefined,
          subComponentLabel: o.subComponentLabel ?? undefined,
          subComponentPlaceholder: o.subComponentPlaceholder ?? undefined,
        })),
      })),
    };
    const saved = await send<Card>('PUT', `admin/series/cards/${card?.guid}`, edited);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    card = saved.body;

    await expect.poll(() => shownSmall(CAT.women), POLL).toEqual({ capacity: 1, used: 0 });
    const woman = await order(CAT.women, 2);
    expect(woman.status, JSON.stringify(woman.body)).toBe(200);
    // The option's own counter holds both entries; the women's tie counter hers.
    expect(await readCounter('cardItem', small().guid)).toMatchObject({ used: 2, capacity: 1 });
    expect(await readCounter('cardItem', `${small().guid}@category:${CAT.women}`)).toMatchObject({ used: 1 });

    expect(await shownSmall(CAT.women)).toEqual({ capacity: 1, used: 1 });
    const second = await order(CAT.women, 2);
    expect(second.status).toBe(409);
    expect((second.body as { params?: { reason?: number } }).params?.reason).toBe(
      RegistrationFailure.CAPACITY_CARD_ITEM,
    );
  });
});
