import { describe, expect, it } from 'vitest';
import { CardValueType } from '@shared/codelists/enums';
import type { OrderItemValue } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';
import { pickupFieldsOf } from './pickup-fields';

const field = (guid: string, over: Partial<CardValueRecord>): CardValueRecord => ({
  guid,
  name: guid,
  label: guid,
  type: CardValueType.INPUT,
  required: false,
  hasPrice: false,
  capacity: 0,
  ...over,
});

const card: CardRecord = {
  entity: 'card',
  guid: 'c1',
  eventGuid: 'e1',
  name: 'Runner',
  order: 0,
  type: 1,
  limit: 0,
  values: [
    field('tshirt', {
      label: 'Velikost trička',
      translations: { en: { label: 'T-shirt size' } },
      type: CardValueType.SELECT,
      showAtPickup: true,
      items: [
        {
          guid: 'o-m',
          value: 'M',
          label: 'Pánské M',
          translations: { en: { label: 'Men’s M' } },
          currencyPrices: {},
          capacity: 0,
          addToCardValueUsage: true,
          subComponentType: 0,
        },
      ],
    }),
    field('club', { label: 'Klub', showAtPickup: true }),
    field('country', { label: 'Stát', type: CardValueType.COUNTRY_SELECT, showAtPickup: true }),
    field('bus', { label: 'Autobus', type: CardValueType.CHECKBOX, showAtPickup: true }),
    field('phone', { label: 'Telefon', type: CardValueType.PHONE }),
    field('note', { label: 'Poznámka', showAtPickup: true }),
  ],
};

const answer = (cardValueGuid: string, value: string, itemGuids: string[] = []): OrderItemValue => ({
  cardGuid: 'c1',
  cardValueGuid,
  name: cardValueGuid,
  label: cardValueGuid,
  value,
  itemGuids,
  price: 0,
});

const answers = [
  answer('tshirt', 'M', ['o-m']),
  answer('club', 'AC Praha'),
  answer('country', 'CZE'),
  answer('bus', 'true'),
  answer('phone', '+420 777 111 222'),
  answer('note', '  '),
];

describe('pickup fields', () => {
  it('shows only the flagged answers, with option, country and checkbox values in English', () => {
    expect(pickupFieldsOf([card], answers, 'en')).toEqual([
      { label: 'T-shirt size', value: 'Men’s M' },
      { label: 'Klub', value: 'AC Praha' },
      { label: 'Stát', value: 'Czech Republic' },
      { label: 'Autobus', value: 'Yes' },
    ]);
  });

  it('speaks Czech at a Czech desk and leaves out a field the runner did not answer', () => {
    const fields = pickupFieldsOf([card], [answer('tshirt', 'M', ['o-m']), answer('bus', 'false')], 'cs');
    expect(fields).toEqual([
      { label: 'Velikost trička', value: 'Pánské M' },
      { label: 'Autobus', value: 'Ne' },
    ]);
  });

  it('shows nothing when no field is marked, or the answer is of another card', () => {
    const unmarked = { ...card, values: card.values.map((v) => ({ ...v, showAtPickup: false })) };
    expect(pickupFieldsOf([unmarked], answers, 'cs')).toEqual([]);
    expect(pickupFieldsOf([card], [{ ...answer('club', 'AC Praha'), cardGuid: 'c2' }], 'cs')).toEqual([]);
  });
});
