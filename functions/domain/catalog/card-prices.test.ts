import { describe, expect, it } from 'vitest';
import { extrasPriceTo } from '@shared/catalog/priced-extras';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';
import { DEMO, demoCards } from '../../../scripts/local/seed-data';
import type { SubeventRecord } from './records';
import { mostValuePrice, pricedExtras, valuePrice } from './card-prices';
import { fillCards } from '../checkout/fill-cards';
import type { CardItemRecord, CardRecord, CardValueRecord } from './card-records';
import type { ResolvedItem } from '../checkout/resolve-item';

const option = (value: string, czk?: number): CardItemRecord => ({
  guid: `opt-${value}`,
  value,
  label: value,
  currencyPrices: czk === undefined ? {} : { CZK: czk, EUR: czk / 25 },
  capacity: 0,
  addToCardValueUsage: true,
  subComponentType: 0,
});
const field = (guid: string, patch: Partial<CardValueRecord>): CardValueRecord => ({
  guid,
  name: guid,
  label: guid,
  type: CardValueType.INPUT,
  required: false,
  hasPrice: false,
  capacity: 0,
  ...patch,
});
const sub = (patch: Partial<SubeventRecord> = {}) =>
  ({ guid: 'sub', type: SubEventType.REGULAR, dateFrom: '2027-05-01T08:00:00Z', ...patch }) as SubeventRecord;
const card = (values: CardValueRecord[], patch: Partial<CardRecord> = {}): CardRecord => ({
  entity: 'card',
  guid: 'card',
  eventGuid: 'event',
  name: 'Závodník',
  order: 1,
  type: CardType.REGULAR,
  limit: 0,
  values,
  ...patch,
});

const shirt = field('shirt', {
  type: CardValueType.SELECT,
  hasPrice: true,
  items: [option('none'), option('M', 25000), option('XL', 30000)],
});
const breakfast = field('breakfast', {
  type: CardValueType.CHECKBOX,
  hasPrice: true,
  currencyPrices: { CZK: 15000 },
});
const diet = field('diet', {
  type: CardValueType.CHECKBOX_LIST,
  items: [option('veg', 2000), option('gf', 3000), option('free')],
});

describe('the most a form field adds (as the checkout prices it)', () => {
  it('takes the dearest option of a select or radio field, every option of a checkbox list', () => {
    expect(mostValuePrice(shirt, 'CZK')).toBe(30000);
    expect(mostValuePrice({ ...shirt, type: CardValueType.RADIO }, 'CZK')).toBe(30000);
    expect(mostValuePrice(diet, 'CZK')).toBe(5000);
    expect(mostValuePrice(shirt, 'EUR')).toBe(1200);
    // No price in the currency: free there.
    expect(mostValuePrice(shirt, 'USD')).toBe(0);
  });

  it('counts a priced checkbox or filled field, never an unpriced one or rich text', () => {
    expect(mostValuePrice(breakfast, 'CZK')).toBe(15000);
    expect(mostValuePrice({ ...breakfast, hasPrice: false }, 'CZK')).toBe(0);
    expect(mostValuePrice(field('club', { hasPrice: true, currencyPrices: { CZK: 5000 } }), 'CZK')).toBe(
      5000,
    );
    expect(
      mostValuePrice(
        field('note', { type: CardValueType.TEXT_EDITOR, hasPrice: true, currencyPrices: { CZK: 5000 } }),
        'CZK',
      ),
    ).toBe(0);
  });

  it('a hidden or read-only field adds exactly the price of its default value', () => {
    expect(mostValuePrice({ ...shirt, hidden: true, defaultValue: 'M' }, 'CZK')).toBe(25000);
    expect(mostValuePrice({ ...breakfast, readOnly: true, defaultValue: 'false' }, 'CZK')).toBe(0);
    expect(valuePrice(diet, 'veg|gf', 'CZK')).toBe(5000);
  });
});

describe('priced extras of a race (event read model)', () => {
  it('sums per category/wave scope; fields adding nothing are left out', () => {
    const cards = [
      card([
        field('name', {}),
        shirt,
        breakfast,
        { ...diet, categoryGuids: ['women'] },
        { ...breakfast, guid: 'late', waveGuids: ['B'] },
      ]),
    ];
    const extras = pricedExtras(cards, sub(), 'CZK');
    expect(extras).toEqual([
      { categoryGuids: [], waveGuids: [], priceTo: 45000 },
      { categoryGuids: ['women'], waveGuids: [], priceTo: 5000 },
      { categoryGuids: [], waveGuids: ['B'], priceTo: 15000 },
    ]);
    expect(extrasPriceTo(extras, 'men', null)).toBe(45000);
    expect(extrasPriceTo(extras, 'women', 'A')).toBe(50000);
    expect(extrasPriceTo(extras, 'women', 'B')).toBe(65000);
  });

  it("takes only the race's cards of its type, relay forms once per racer", () => {
    const regular = card([breakfast], { guid: 'regular' });
    const elsewhere = card([shirt], { guid: 'elsewhere', subEventGuids: ['other-sub'] });
    const relay = card([breakfast], { guid: 'relay', type: CardType.RELAY_ATHLETE, limit: 0 });
    expect(pricedExtras([regular, elsewhere, relay], sub(), 'CZK')).toEqual([
      { categoryGuids: [], waveGuids: [], priceTo: 15000 },
    ]);
    const relaySub = sub({ type: SubEventType.RELAY, membersTo: 4 });
    expect(pricedExtras([regular, relay], relaySub, 'CZK')).toEqual([
      { categoryGuids: [], waveGuids: [], priceTo: 60000 },
    ]);
    expect(pricedExtras([], sub(), 'CZK')).toEqual([]);
  });

  it('equals what the checkout charges when the runner picks every extra at its dearest (demo 10 km form)', () => {
    const spring = demoCards().map((c) => ({ ...c, entity: 'card' }) as unknown as CardRecord);
    const tenK = sub({ guid: DEMO.sub10k });
    const extras = pricedExtras(spring, tenK, 'CZK');
    const most = extrasPriceTo(extras, 'men', null);
    // T-shirt (250 Kč) + breakfast (150 Kč) + parking (100 Kč).
    expect(most).toBe(50000);

    const form = spring.find((c) => c.subEventGuids?.includes(DEMO.sub10k)) as CardRecord;
    const guid = (name: string) => form.values.find((v) => v.name === name)?.guid as string;
    const car = form.values.find((v) => v.name === 'transport')?.items?.find((o) => o.value === 'car');
    const item = {
      index: 0,
      sub: tenK,
      category: { guid: 'men' },
      wave: null,
      cards: [form],
    } as unknown as ResolvedItem;
    const filled = fillCards({
      item,
      filled: [
        {
          cardGuid: form.guid,
          values: {
            [guid('firstName')]: 'Eva',
            [guid('lastName')]: 'Nováková',
            [guid('gender')]: '2',
            [guid('birthDate')]: '1990-01-02',
            [guid('email')]: 'eva@example.com',
            [guid('country')]: 'CZE',
            [guid('tshirt')]: 'L',
            [guid('breakfast')]: 'true',
            [guid('transport')]: 'car',
            [`${guid('transport')}/${car?.guid}`]: '1AB 2345',
          },
        },
      ],
      currency: 'CZK',
      locale: 'cs',
      now: new Date('2027-04-01T00:00:00Z'),
    });
    expect(filled.errors).toEqual([]);
    expect(filled.persons[0]?.additionalsPrice).toBe(most);
  });
});
