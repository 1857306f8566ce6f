import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';
import { fillCards, optionCapacityFailure } from './fill-cards';
import type { CardRecord } from '../catalog/card-records';
import type { ResolvedItem } from './resolve-item';

const card: CardRecord = {
  entity: 'card',
  guid: 'card',
  eventGuid: 'e',
  name: 'Závodník',
  order: 1,
  type: CardType.REGULAR,
  limit: 0,
  values: [
    {
      guid: 'fn',
      name: 'firstName',
      label: 'Jméno',
      type: CardValueType.INPUT,
      required: true,
      hasPrice: false,
      capacity: 0,
      predefinedTemplate: 'firstName',
    },
    {
      guid: 'bd',
      name: 'birthDate',
      label: 'Narozen',
      type: CardValueType.DATE,
      required: true,
      hasPrice: false,
      capacity: 0,
      predefinedTemplate: 'birthDate',
    },
    {
      guid: 'pid',
      name: 'pid',
      label: 'RČ',
      type: CardValueType.COUNTRY_WITH_PERSONAL_ID,
      required: false,
      hasPrice: false,
      capacity: 0,
      validations: [{ kind: 'personalIdWithSlash' }],
    },
    {
      guid: 'shirt',
      name: 'shirt',
      label: 'Tričko',
      type: CardValueType.SELECT,
      required: false,
      hasPrice: true,
      capacity: 10,
      items: [
        {
          guid: 'm',
          value: 'M',
          label: 'M',
          currencyPrices: { CZK: 25000 },
          capacity: 5,
          addToCardValueUsage: true,
          subComponentType: 0,
        },
      ],
    },
    {
      guid: 'diet',
      name: 'diet',
      label: 'Strava',
      type: CardValueType.CHECKBOX_LIST,
      required: false,
      hasPrice: false,
      capacity: 0,
      items: [
        {
          guid: 'veg',
          value: 'veg',
          label: 'Veg',
          currencyPrices: {},
          capacity: 0,
          addToCardValueUsage: false,
          subComponentType: 0,
        },
        {
          guid: 'gf',
          value: 'gf',
          label: 'GF',
          currencyPrices: { CZK: 1000 },
          capacity: 0,
          addToCardValueUsage: false,
          subComponentType: 0,
        },
      ],
    },
    {
      guid: 'car',
      name: 'transport',
      label: 'Doprava',
      type: CardValueType.RADIO_WITH_COMPONENTS,
      required: false,
      hasPrice: false,
      capacity: 0,
      items: [
        {
          guid: 'auto',
          value: 'car',
          label: 'Auto',
          currencyPrices: {},
          capacity: 0,
          addToCardValueUsage: true,
          subComponentType: 1,
          subComponentName: 'plate',
          subComponentLabel: 'SPZ',
        },
      ],
    },
    {
      guid: 'club',
      name: 'club',
      label: 'Klub',
      type: CardValueType.INPUT,
      required: false,
      hasPrice: false,
      capacity: 0,
      subComponentType: 2,
      subComponentName: 'member',
      subComponentLabel: 'Jsem členem',
    },
    {
      guid: 'notes',
      name: 'notes',
      label: 'Poznámka',
      type: CardValueType.CHECKBOX,
      required: false,
      hasPrice: false,
      capacity: 0,
      subComponentType: 1,
    },
    {
      guid: 'extra',
      name: 'extra',
      label: 'Jen pro elitu',
      type: CardValueType.INPUT,
      required: true,
      hasPrice: false,
      capacity: 0,
      waveGuids: ['elite'],
    },
  ],
};
const item = {
  index: 0,
  sub: {
    dateFrom: '2026-09-01T08:00:00Z',
    type: SubEventType.REGULAR,
    membersFrom: undefined,
    membersTo: undefined,
  },
  category: { guid: 'c' },
  wave: null,
  cards: [card],
} as unknown as ResolvedItem;
const fill = (values: Record<string, string>, cards = [{ cardGuid: 'card', values }]) =>
  fillCards({ item, filled: cards, currency: 'CZK', locale: 'en', now: new Date('2026-05-01T00:00:00Z') });

describe("filling an item's forms", () => {
  it('prices chosen options, joins multi-choice values, keeps sub-inputs and lists the counters taken', () => {
    const out = fill({
      fn: 'Eva',
      bd: '1990-01-02',
      shirt: 'M',
      diet: 'veg|gf',
      car: 'car',
      'car/auto': '1AB 2345',
    });
    expect(out.errors).toEqual([]);
    expect(out.failure).toBeUndefined();
    const [p] = out.persons;
    expect(p).toMatchObject({ firstName: 'Eva', birthDate: '1990-01-02', additionalsPrice: 26000 });
    expect(p?.values.find((x) => x.name === 'transport.plate')?.value).toBe('1AB 2345');
    expect(out.increments.map((i) => `${i.scope}:${i.guid}`)).toEqual(
      expect.arrayContaining([
        'cardItem:m',
        'cardValue:shirt',
        'cardItem:veg',
        'cardItem:gf',
        'cardItem:auto',
        'cardValue:car',
      ]),
    );
    // A field asked only in another wave is neither required nor stored.
    expect(p?.values.some((x) => x.cardValueGuid === 'extra')).toBe(false);
  });

  it("stores a value's own sub-input (spec §3 card value sub-component) only while the field is answered", () => {
    const answered = fill({
      fn: 'Eva',
      bd: '1990-01-02',
      club: 'SK Praha',
      'club/sub': 'true',
      notes: 'true',
      'notes/sub': '  bez lepku ',
    }).persons[0];
    expect(answered?.values.find((x) => x.name === 'club.member')).toMatchObject({
      cardValueGuid: 'club',
      label: 'Jsem členem',
      value: 'true',
      itemGuids: [],
      price: 0,
    });
    // Without a name of its own the answer is `<value name>.detail`, labelled by the field.
    expect(answered?.values.find((x) => x.name === 'notes.detail')).toMatchObject({
      label: 'Poznámka',
      value: 'bez lepku',
    });
    const unanswered = fill({
      fn: 'Eva',
      bd: '1990-01-02',
      club: '',
      'club/sub': 'true',
      notes: 'false',
      'notes/sub': 'x',
    }).persons[0];
    expect(unanswered?.values.some((x) => x.name.startsWith('club.') || x.name.startsWith('notes.'))).toBe(
      false,
    );
  });

  it('reports every field problem with its path and the shared rule messages', () => {
    const out = fill({ fn: '', bd: '1990-13-40', pid: 'CZE|710319/2746', shirt: 'XXL' });
    expect(Object.fromEntries(out.errors.map((e) => [e.field.split('.').at(-1), e.errors[0]]))).toMatchObject(
      {
        fn: 'This field must not be empty.',
        shirt: 'Invalid option.',
      },
    );
    expect(out.errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['items.0.cards.card.bd', 'items.0.cards.card.pid']),
    );
  });

  it("refuses a form that is not this item's and a missing required form", () => {
    expect(fill({}, [{ cardGuid: 'other', values: {} }]).failure?.reason).toBe(
      RegistrationFailure.INVALID_VALIDATION_CARD,
    );
    expect(fill({}, []).failure?.reason).toBe(RegistrationFailure.VALIDATION_CARD_WITHOUT_VALUES);
  });

  it('applies the option capacity rule: a full option or a full group is refused with its reason', () => {
    const incs = fill({ fn: 'Eva', bd: '1990-01-02', shirt: 'M' }).increments;
    const counters = (option: number, group: number) =>
      new Map([
        ['cardItem#m', { capacity: 5, used: option }],
        ['cardValue#shirt', { capacity: 10, used: group }],
      ]);
    expect(optionCapacityFailure({ counters: counters(4, 9) }, incs, false)).toBeUndefined();
    expect(optionCapacityFailure({ counters: counters(5, 0) }, incs, false)?.reason).toBe(
      RegistrationFailure.CAPACITY_CARD_ITEM,
    );
    expect(optionCapacityFailure({ counters: counters(0, 10) }, incs, false)?.reason).toBe(
      RegistrationFailure.CAPACITY_CARD_VALUE,
    );
    expect(optionCapacityFailure({ counters: counters(0, 10) }, incs, true)?.reason).toBe(
      RegistrationFailure.CAPACITY_RELAY_CARD_VALUE,
    );
  });
});
