import { CardType, CardValueType } from '@shared/codelists/enums';
import { DEMO, demoGuid } from './demo-ids';

const czk = (minor: number) => ({ CZK: minor, EUR: Math.round((minor * 40) / 1000) });
const val = (cardKey: string, name: string, v: Record<string, unknown>) => ({
  guid: demoGuid(`cardvalue:${cardKey}:${name}`),
  name,
  required: false,
  hasPrice: false,
  capacity: 0,
  validations: [],
  ...v,
});
const opt = (cardKey: string, name: string, value: string, o: Record<string, unknown>) => ({
  guid: demoGuid(`carditem:${cardKey}:${name}:${value}`),
  value,
  currencyPrices: {},
  capacity: 0,
  addToCardValueUsage: true,
  subComponentType: 0,
  ...o,
});

/**
 * A field the registrant's template fills (`predefinedTemplate` is its name), labelled in cs and
 * en; `en` adds further English texts.
 */
const templated = (
  cardKey: string,
  name: string,
  type: number,
  [cs, en]: [string, string],
  v: Record<string, unknown> = {},
  enMore: Record<string, string> = {},
) =>
  val(cardKey, name, {
    label: cs,
    type,
    predefinedTemplate: name,
    ...v,
    translations: { en: { label: en, ...enMore } },
  });

/** A registration form of an event (`key` names its guid; `en` is the English name). */
const card = <V>(
  key: string,
  eventGuid: string,
  c: {
    name: string;
    en: string;
    order: number;
    type: number;
    limit: number;
    subEventGuids: string[];
    values: V[];
  },
) => ({
  guid: demoGuid(`card:${key}`),
  eventGuid,
  name: c.name,
  order: c.order,
  type: c.type,
  limit: c.limit,
  subEventGuids: c.subEventGuids,
  translations: { en: { name: c.en } },
  values: c.values,
});

/** An event's first form, the racer's own details (regular races, no limit). */
const runnerCard = <V>(key: string, eventGuid: string, c: { subEventGuids: string[]; values: V[] }) =>
  card(key, eventGuid, {
    name: 'Údaje závodníka',
    en: 'Runner details',
    order: 1,
    type: CardType.REGULAR,
    limit: 0,
    ...c,
  });

/**
 * Registration forms of the demo events: the Desítka card shows all 11 field types, predefined
 * templates, validations, priced and capacity-limited options, a sub-input and translations.
 */
export function demoCards() {
  const k = 'spring';
  const person = (key: string) => [
    templated(key, 'firstName', CardValueType.INPUT, ['Jméno', 'First name'], {
      required: true,
      validations: [{ kind: 'maxLength', value: 50 }],
    }),
    templated(key, 'lastName', CardValueType.INPUT, ['Příjmení', 'Last name'], {
      required: true,
      validations: [{ kind: 'maxLength', value: 50 }],
    }),
    {
      ...templated(key, 'gender', CardValueType.RADIO, ['Pohlaví', 'Gender'], { required: true }),
      items: [
        opt(key, 'gender', '1', { label: 'Muž', translations: { en: { label: 'Male' } } }),
        opt(key, 'gender', '2', { label: 'Žena', translations: { en: { label: 'Female' } } }),
      ],
    },
    templated(key, 'birthDate', CardValueType.DATE, ['Datum narození', 'Date of birth'], { required: true }),
  ];
  return [
    runnerCard('spring-regular', DEMO.eventSpring, {
      subEventGuids: [DEMO.sub10k, DEMO.sub5k, DEMO.subKids],
      values: [
        ...person(k),
        templated(k, 'email', CardValueType.INPUT, ['E-mail', 'E-mail'], {
          required: true,
          validations: [{ kind: 'email' }],
        }),
        templated(k, 'phone', CardValueType.PHONE, ['Telefon', 'Phone'], {
          required: false,
          validations: [{ kind: 'phone' }],
        }),
        templated(k, 'country', CardValueType.COUNTRY_SELECT, ['Stát', 'Country'], {
          required: true,
          defaultValue: 'CZE',
        }),
        val(k, 'personalId', {
          label: 'Rodné číslo',
          type: CardValueType.COUNTRY_WITH_PERSONAL_ID,
          required: false,
          defaultValue: 'CZE|',
          validations: [{ kind: 'personalIdWithSlash' }],
          description: 'Jen pro pojištění účastníků; nepovinné.',
          translations: {
            en: { label: 'Personal number', description: 'Only for the participants’ insurance; optional.' },
          },
        }),
        templated(
          k,
          'club',
          CardValueType.INPUT,
          ['Klub', 'Club'],
          { placeholder: 'např. SK Stromovka' },
          { placeholder: 'e.g. SK Stromovka' },
        ),
        val(k, 'tshirt', {
          label: 'Tričko',
          type: CardValueType.SELECT,
          isAdditional: true,
          hasPrice: true,
          capacity: 150,
          // The pickup desk shows the runner's choice (the volunteer hands out the right size).
          showAtPickup: true,
          translations: { en: { label: 'T-shirt' } },
          items: [
            opt(k, 'tshirt', 'none', {
              label: 'Bez trička',
              addToCardValueUsage: false,
              translations: { en: { label: 'No T-shirt' } },
            }),
            opt(k, 'tshirt', 'M', {
              label: 'Tričko M',
              currencyPrices: czk(25000),
              capacity: 100,
              translations: { en: { label: 'T-shirt M' } },
            }),
            opt(k, 'tshirt', 'L', {
              label: 'Tričko L',
              currencyPrices: czk(25000),
              capacity: 2,
              translations: { en: { label: 'T-shirt L' } },
            }),
          ],
        }),
        val(k, 'breakfast', {
          label: 'Snídaně po závodě (150 Kč)',
          type: CardValueType.CHECKBOX,
          isAdditional: true,
          hasPrice: true,
          currencyPrices: czk(15000),
          translations: { en: { label: 'Breakfast after the race (150 CZK)' } },
        }),
        val(k, 'diet', {
          label: 'Stravovací omezení',
          type: CardValueType.CHECKBOX_LIST,
          translations: { en: { label: 'Dietary needs' } },
          items: [
            opt(k, 'diet', 'vegetarian', {
              label: 'Vegetarián',
              translations: { en: { label: 'Vegetarian' } },
            }),
            opt(k, 'diet', 'gluten', { label: 'Bez lepku', translations: { en: { label: 'Gluten-free' } } }),
          ],
        }),
        val(k, 'transport', {
          label: 'Jak přijedete',
          type: CardValueType.RADIO_WITH_COMPONENTS,
          translations: { en: { label: 'How will you arrive' } },
          items: [
            opt(k, 'transport', 'public', {
              label: 'MHD / pěšky',
              translations: { en: { label: 'Public transport / on foot' } },
            }),
            opt(k, 'transport', 'car', {
              label: 'Autem (parkování 100 Kč)',
              currencyPrices: czk(10000),
              capacity: 30,
              subComponentType: 1,
              subComponentName: 'plate',
              subComponentLabel: 'SPZ',
              subComponentPlaceholder: '1AB 2345',
              translations: {
                en: { label: 'By car (parking 100 CZK)', subComponentLabel: 'Licence plate' },
              },
            }),
          ],
        }),
        val(k, 'note', {
          label: 'Vzkaz pořadateli',
          type: CardValueType.TEXT_EDITOR,
          validations: [{ kind: 'maxLength', value: 500 }],
          translations: { en: { label: 'Message to the organiser' } },
        }),
        val(k, 'newsletter', {
          label: 'Chci dostávat novinky série',
          type: CardValueType.CHECKBOX,
          translations: { en: { label: 'Send me news of the series' } },
        }),
      ],
    }),
    card('spring-relay', DEMO.eventSpring, {
      name: 'Člen štafety',
      en: 'Relay member',
      order: 2,
      type: CardType.RELAY_ATHLETE,
      limit: 4,
      subEventGuids: [DEMO.subRelay],
      values: person('spring-relay'),
    }),
    card('spring-team', DEMO.eventSpring, {
      name: 'Člen týmu',
      en: 'Team member',
      order: 3,
      type: CardType.TEAM_ATHLETE,
      limit: 0,
      subEventGuids: [DEMO.subTeam],
      values: person('spring-team'),
    }),
    runnerCard('trail', DEMO.eventTrail, {
      subEventGuids: [],
      values: [
        ...person('trail'),
        templated(
          'trail',
          'phone',
          CardValueType.PHONE,
          ['Telefon (povinná výbava)', 'Phone (mandatory kit)'],
          { required: true, validations: [{ kind: 'phone' }] },
        ),
      ],
    }),
    runnerCard('night', DEMO.eventNight, {
      subEventGuids: [],
      values: person('night'),
    }),
  ];
}
