import type { CardItemView, CardValueView, CardView } from '@shared/checkout/card-schemas';
import type { CheckoutData, CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';

/** Test data shaped like the demo event's forms (scripts/local/seed-data demoCards). */

export const G = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function option(guid: string, value: string, o: Partial<CardItemView> = {}): CardItemView {
  return {
    guid,
    value,
    label: value,
    price: 0,
    capacity: 0,
    used: 0,
    addToCardValueUsage: true,
    subComponentType: 0,
    subComponentName: null,
    subComponentLabel: null,
    subComponentPlaceholder: null,
    translations: {},
    ...o,
  };
}

export function field(guid: string, type: number, o: Partial<CardValueView> = {}): CardValueView {
  return {
    guid,
    name: guid,
    label: guid,
    placeholder: null,
    type,
    required: false,
    hasPrice: false,
    price: 0,
    defaultValue: null,
    description: null,
    readOnly: false,
    isAdditional: false,
    hidden: false,
    registrationOnSite: false,
    capacity: 0,
    used: 0,
    predefinedTemplate: null,
    validations: [],
    subComponentType: 0,
    subComponentName: null,
    subComponentLabel: null,
    subComponentPlaceholder: null,
    items: [],
    categoryGuids: [],
    waveGuids: [],
    translations: {},
    ...o,
  };
}

export const fields = {
  firstName: field('firstName', CardValueType.INPUT, {
    required: true,
    predefinedTemplate: 'firstName',
    validations: [{ kind: 'maxLength', value: 50 }],
  }),
  gender: field('gender', CardValueType.RADIO, {
    required: true,
    predefinedTemplate: 'gender',
    items: [option('g1', '1', { label: 'Muž' }), option('g2', '2', { label: 'Žena' })],
  }),
  birthDate: field('birthDate', CardValueType.DATE, { required: true, predefinedTemplate: 'birthDate' }),
  email: field('email', CardValueType.INPUT, {
    required: true,
    predefinedTemplate: 'email',
    validations: [{ kind: 'email' }],
  }),
  phone: field('phone', CardValueType.PHONE, { validations: [{ kind: 'phone' }] }),
  country: field('country', CardValueType.COUNTRY_SELECT, { required: true, defaultValue: 'CZE' }),
  personalId: field('personalId', CardValueType.COUNTRY_WITH_PERSONAL_ID, {
    defaultValue: 'CZE|',
    validations: [{ kind: 'personalIdWithSlash' }],
  }),
  tshirt: field('tshirt', CardValueType.SELECT, {
    isAdditional: true,
    hasPrice: true,
    capacity: 150,
    used: 0,
    items: [
      option('t-none', 'none', { addToCardValueUsage: false }),
      option('t-m', 'M', { price: 25000, capacity: 100 }),
      option('t-l', 'L', { price: 25000, capacity: 2, used: 1 }),
    ],
  }),
  breakfast: field('breakfast', CardValueType.CHECKBOX, { hasPrice: true, price: 15000, isAdditional: true }),
  diet: field('diet', CardValueType.CHECKBOX_LIST, {
    items: [option('d-veg', 'vegetarian'), option('d-gf', 'gluten', { price: 5000 })],
  }),
  transport: field('transport', CardValueType.RADIO_WITH_COMPONENTS, {
    items: [
      option('tr-pub', 'public'),
      option('tr-car', 'car', {
        price: 10000,
        subComponentType: 1,
        subComponentName: 'plate',
        subComponentLabel: 'SPZ',
      }),
    ],
  }),
  note: field('note', CardValueType.TEXT_EDITOR, { validations: [{ kind: 'maxLength', value: 5 }] }),
  hiddenSource: field('source', CardValueType.INPUT, { hidden: true, defaultValue: 'web' }),
  elitesOnly: field('elite', CardValueType.INPUT, { waveGuids: [G(99)] }),
};

export function card(guid: string, values: CardValueView[], o: Partial<CardView> = {}): CardView {
  return { guid, name: guid, order: 1, type: CardType.REGULAR, limit: 0, values, translations: {}, ...o };
}

export function item(o: Partial<CheckoutItemData> = {}): CheckoutItemData {
  return {
    index: 0,
    seriesGuid: G(1),
    seriesEventGuid: G(2),
    eventName: 'Desítka Stromovka',
    subEventGuid: G(3),
    subEventName: '10 km',
    subEventType: SubEventType.REGULAR,
    subEventDate: '2027-06-01T09:00:00.000Z',
    categoryGuid: G(4),
    categoryName: 'Muži',
    category: { gender: 1, minAge: 18, maxAge: null, validateAgeToSubEventYear: false },
    subcategories: [],
    waveGuid: G(5),
    waveName: 'Vlna A',
    price: 45000,
    pricingName: null,
    availability: 'open',
    registrationFrom: '2027-01-01T00:00:00.000Z',
    registrationTo: '2027-05-30T00:00:00.000Z',
    forbidBankTransferFrom: null,
    membersFrom: null,
    membersTo: null,
    cards: [card('runner', Object.values(fields))],
    termsAndConditions: { guid: G(6), name: 'Podmínky', label: 'Souhlasím s [[podmínkami]].' },
    ...o,
  };
}

export function data(items: CheckoutItemData[], o: Partial<CheckoutData> = {}): CheckoutData {
  return {
    currency: 'CZK',
    serverTime: '2027-05-01T10:00:00.000Z',
    items,
    bankTransferAllowed: items.length === 1,
    ...o,
  };
}
