import { describe, expect, it } from 'vitest';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';
import {
  defaultFieldValue,
  encodeFieldValue,
  fieldPrice,
  initialValues,
  subValueKey,
} from '../../../web/src/features/checkout/model/field-values';
import { toCardView } from './card-view';
import { fillCards } from './fill-cards';
import type { CardItemRecord, CardRecord, CardValueRecord } from '../catalog/card-records';
import type { ResolvedItem } from './resolve-item';

/**
 * The total the checkout shows for a form (web checkout `fieldPrice` over the card view the server
 * sends) is what the order is charged (`fillCards`' additionals over the values the checkout
 * sends), for every field type that carries a price.
 */

const option = (guid: string, price: number, sub = 0): CardItemRecord => ({
  guid,
  value: guid,
  label: guid.toUpperCase(),
  currencyPrices: { CZK: price, EUR: price / 25 },
  capacity: 0,
  addToCardValueUsage: false,
  subComponentType: sub,
  ...(sub ? { subComponentLabel: 'Detail' } : {}),
});

const field = (guid: string, type: number, extra: Partial<CardValueRecord> = {}): CardValueRecord => ({
  guid,
  name: guid,
  label: guid,
  type,
  required: false,
  hasPrice: false,
  capacity: 0,
  ...extra,
});

const priced = { hasPrice: true, currencyPrices: { CZK: 10000, EUR: 400 } };

const card: CardRecord = {
  entity: 'card',
  guid: 'card',
  eventGuid: 'e',
  name: 'Závodník',
  order: 1,
  type: CardType.REGULAR,
  limit: 0,
  values: [
    field('select', CardValueType.SELECT, { items: [option('s1', 15000), option('s2', 0)] }),
    field('radio', CardValueType.RADIO, { items: [option('r1', 5000), option('r2', 7000)] }),
    field('checkbox', CardValueType.CHECKBOX, priced),
    field('list', CardValueType.CHECKBOX_LIST, {
      items: [option('l1', 2000), option('l2', 3000), option('l3', 0)],
    }),
    // Options with a sub-input: the option costs its price, its sub-input is free.
    field('components', CardValueType.RADIO_WITH_COMPONENTS, {
      items: [option('c1', 12000, 1), option('c2', 4000, 2)],
    }),
    field('input', CardValueType.INPUT, { ...priced, subComponentType: 1 }),
    field('phone', CardValueType.PHONE, priced),
    field('pid', CardValueType.COUNTRY_WITH_PERSONAL_ID, priced),
    field('rich', CardValueType.TEXT_EDITOR, priced),
    field('hiddenTicked', CardValueType.CHECKBOX, { ...priced, hidden: true, defaultValue: 'True' }),
  ],
};

const item = {
  index: 0,
  sub: { dateFrom: '2026-09-01T08:00:00Z', type: SubEventType.REGULAR },
  category: { guid: 'c' },
  wave: null,
  cards: [card],
} as unknown as ResolvedItem;

/** What the checkout shows and what the server charges for form `values` (as the form keeps them). */
function bothTotals(changes: Record<string, string>, currency: 'CZK' | 'EUR' = 'CZK') {
  const view = toCardView(card, { counters: new Map() }, currency, { categories: [], waves: [] });
  const form = { ...initialValues(view.values), ...changes };
  const shown = view.values.reduce(
    (sum, f) => sum + fieldPrice(f, f.hidden ? defaultFieldValue(f) : form[f.guid]),
    0,
  );
  const sent = Object.fromEntries(
    Object.entries(form).map(([key, raw]) => {
      const f = view.values.find((v) => v.guid === key);
      return [key, f ? encodeFieldValue(f, raw) : raw];
    }),
  );
  const filled = fillCards({
    item,
    filled: [{ cardGuid: 'card', values: sent }],
    currency,
    locale: 'cs',
    now: new Date('2026-05-01T00:00:00Z'),
  });
  expect(filled.errors).toEqual([]);
  const charged = filled.persons.reduce((sum, p) => sum + p.additionalsPrice, 0);
  return { shown, charged };
}

describe('the price of a form: shown at checkout = charged by the order', () => {
  it('an untouched form (its defaults, a hidden ticked checkbox typed "True")', () => {
    const { shown, charged } = bothTotals({});
    expect(shown).toBe(charged);
    expect(charged).toBe(10000);
  });

  it.each([
    ['select', { select: 's1' }, 15000],
    ['select, a free option', { select: 's2' }, 0],
    ['radio', { radio: 'r2' }, 7000],
    ['checkbox', { checkbox: 'true' }, 10000],
    ['checkbox left unticked', { checkbox: 'false' }, 0],
    ['checkbox list', { list: 'l1|l2|l3' }, 5000],
    ['radio with components', { components: 'c2' }, 4000],
    [
      'option with a sub-input, the sub-input filled',
      { components: 'c1', [subValueKey('components', 'c1')]: 'Praha' },
      12000,
    ],
    ['a priced text field filled, its own sub-input too', { input: 'XL', 'input/sub': 'detail' }, 10000],
    ['a priced phone filled', { phone: 'CZE|+420|603123456' }, 10000],
    ['a priced personal id filled', { pid: 'CZE|900101/0008' }, 10000],
    ['a priced rich text (never charged)', { rich: '<p>ahoj</p>' }, 0],
  ])('%s', (_name, changes, extra) => {
    const { shown, charged } = bothTotals(changes);
    expect(shown).toBe(charged);
    // The hidden ticked checkbox (10000) is always in.
    expect(charged).toBe(10000 + extra);
  });

  it('everything at once, in another currency', () => {
    const changes = {
      select: 's1',
      radio: 'r1',
      checkbox: 'true',
      list: 'l2|l1',
      components: 'c1',
      input: 'x',
      phone: 'CZE|+420|603123456',
    };
    const czk = bothTotals(changes);
    expect(czk.shown).toBe(czk.charged);
    expect(czk.charged).toBe(15000 + 5000 + 10000 + 5000 + 12000 + 10000 + 10000 + 10000);
    const eur = bothTotals(changes, 'EUR');
    expect(eur.shown).toBe(eur.charged);
    expect(eur.charged).toBe(600 + 200 + 400 + 200 + 480 + 400 + 400 + 400);
  });
});
