import { describe, expect, it } from 'vitest';
import { CardType, CardValueType, SubEventType } from '@shared/codelists/enums';
import {
  chosenValues,
  defaultFieldValue,
  fieldPrice,
  initialValues,
  localized,
  SubComponentType,
  toEditDate,
  toIsoDate,
  toggleListValue,
} from './field-values';
import {
  additionalsPerItem,
  discountPersons,
  disabledOptions,
  emptyCheckoutForm,
  fieldUsage,
  itemInstances,
  syncItems,
  type CheckoutForm,
} from './form-model';
import { applyTemplateInto, copyRegistratorInto } from './registrant-templates';
import { buildRegisterBody, errorKeyOrder } from './register-body';
import { formReducer } from './form-reducer';
import { card, data, field, fields, G, item } from './test-fixtures';

function formFor(items = [item()]): CheckoutForm {
  return { ...emptyCheckoutForm(), items: syncItems([], items) };
}

describe('field values', () => {
  it('start from the defaults of spec §9', () => {
    expect(defaultFieldValue(fields.phone)).toBe('CZE|+420|');
    expect(defaultFieldValue(fields.country)).toBe('CZE');
    expect(defaultFieldValue(fields.personalId)).toBe('CZE|');
    expect(defaultFieldValue(fields.breakfast)).toBe('false');
    expect(defaultFieldValue({ ...fields.birthDate, defaultValue: '1990-05-24' })).toBe('24/05/1990');
    const values = initialValues([fields.transport]);
    expect(values).toEqual({ transport: '', 'transport/tr-car': '' });
  });

  it('convert dates between the edit format and ISO', () => {
    expect(toEditDate('2000-05-01')).toBe('01/05/2000');
    expect(toIsoDate('01/05/2000')).toBe('2000-05-01');
    expect(toIsoDate('1. 5. 2000')).toBe('2000-05-01');
    expect(toIsoDate('31/02/2000')).toBeUndefined();
  });

  it('join checkbox lists with "|" in the options order', () => {
    const order = ['vegetarian', 'gluten'];
    expect(toggleListValue('', 'gluten', true, order)).toBe('gluten');
    expect(toggleListValue('gluten', 'vegetarian', true, order)).toBe('vegetarian|gluten');
    expect(toggleListValue('vegetarian|gluten', 'vegetarian', false, order)).toBe('gluten');
    expect(chosenValues(fields.diet, 'vegetarian|gluten')).toEqual(['vegetarian', 'gluten']);
  });

  it('price chosen options, ticked priced checkboxes and filled priced fields', () => {
    expect(fieldPrice(fields.tshirt, 'L')).toBe(25000);
    expect(fieldPrice(fields.tshirt, 'none')).toBe(0);
    expect(fieldPrice(fields.breakfast, 'true')).toBe(15000);
    expect(fieldPrice(fields.breakfast, 'false')).toBe(0);
    expect(fieldPrice(fields.diet, 'vegetarian|gluten')).toBe(5000);
    expect(fieldPrice(field('p', 7, { hasPrice: true, price: 100 }), 'CZE|+420|')).toBe(0);
    expect(fieldPrice(field('p', 7, { hasPrice: true, price: 100 }), 'CZE|+420|777123456')).toBe(100);
  });

  it('use the translation of the interface language, else the base text', () => {
    expect(localized('Tričko', { en: { label: 'T-shirt' } }, 'en', 'label')).toBe('T-shirt');
    expect(localized('Tričko', { en: { label: 'T-shirt' } }, 'cs', 'label')).toBe('Tričko');
    expect(localized('Tričko', { en: { label: '' } }, 'en', 'label')).toBe('Tričko');
  });
});

describe('forms of an item', () => {
  it('asks a regular card once, and fields restricted to other waves not at all', () => {
    const instances = itemInstances(item());
    expect(instances.map((i) => i.localKey)).toEqual(['runner']);
    expect(instances[0]?.fields.map((f) => f.guid)).not.toContain('elite');
    const elite = itemInstances(item({ waveGuid: G(99) }));
    expect(elite[0]?.fields.map((f) => f.guid)).toContain('elite');
  });

  it('repeats relay-athlete cards `limit` times for relay items, team-athlete cards once', () => {
    const relay = item({
      subEventType: SubEventType.RELAY,
      cards: [card('relay', [fields.firstName], { type: CardType.RELAY_ATHLETE, limit: 4 })],
    });
    expect(itemInstances(relay).map((i) => i.localKey)).toEqual(['relay', 'relay#1', 'relay#2', 'relay#3']);
    const team = item({
      subEventType: SubEventType.TEAM,
      cards: [card('team', [fields.firstName], { type: CardType.TEAM_ATHLETE })],
    });
    expect(itemInstances(team)).toHaveLength(1);
  });

  it('keeps what was filled when the same items come again, and resets changed ones', () => {
    const form = formReducer(formFor(), {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'firstName',
      value: 'Jana',
    });
    expect(syncItems(form.items, [item()])[0]?.cards.runner?.firstName).toBe('Jana');
    expect(syncItems(form.items, [item({ categoryGuid: G(44) })])[0]?.cards.runner?.firstName).toBe('');
  });

  it('removing an item shifts the later forms', () => {
    const two = formFor([item(), item({ subEventName: '5 km', subEventGuid: G(33) })]);
    const filled = formReducer(two, { type: 'teamName', itemIndex: 1, value: 'Rychlíci' });
    const removed = formReducer(filled, { type: 'remove', index: 0 });
    expect(removed.items).toHaveLength(1);
    expect(removed.items[0]?.teamName).toBe('Rychlíci');
  });

  it('counts the extras of each item', () => {
    let form = formFor([item(), item()]);
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'tshirt',
      value: 'M',
    });
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'breakfast',
      value: 'true',
    });
    form = formReducer(form, {
      type: 'field',
      itemIndex: 1,
      localKey: 'runner',
      valueKey: 'transport',
      value: 'car',
    });
    expect(additionalsPerItem(form, [item(), item()])).toEqual([40000, 10000]);
  });

  it('disables an option the other forms of the cart have used up', () => {
    const items = [item(), item()];
    let form = formFor(items);
    const at = { itemIndex: 1, localKey: 'runner' };
    expect(disabledOptions(fieldUsage(form, items, fields.tshirt, at)).has('t-l')).toBe(false);
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'tshirt',
      value: 'L',
    });
    expect(disabledOptions(fieldUsage(form, items, fields.tshirt, at)).has('t-l')).toBe(true);
    // The form holding it keeps it selectable.
    expect(
      disabledOptions(fieldUsage(form, items, fields.tshirt, { itemIndex: 0, localKey: 'runner' })).has(
        't-l',
      ),
    ).toBe(false);
  });

  it('copies the registrator into fields with predefined templates', () => {
    const [instance] = itemInstances(item());
    const copied = copyRegistratorInto(instance!, initialValues(instance!.fields), {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana@example.cz',
      birthDate: '24/05/1990',
      gender: '2',
    });
    expect(copied).toMatchObject({
      firstName: 'Jana',
      email: 'jana@example.cz',
      birthDate: '24/05/1990',
      gender: '2',
    });
  });

  it('fills predefined fields from a saved registrant, keeping what does not fit', () => {
    const [instance] = itemInstances(item());
    const start: Record<string, string> = { ...initialValues(instance!.fields), email: 'kept@example.cz' };
    const filled = applyTemplateInto(instance!, start, {
      values: { firstName: 'Petr', lastName: 'Svoboda', birthDate: '1988-02-03', gender: '3', email: '' },
    });
    expect(filled).toMatchObject({ firstName: 'Petr', birthDate: '03/02/1988' });
    // An unknown option and an empty value leave the field as it was.
    expect(filled.gender).toBe(start.gender);
    expect(filled.email).toBe('kept@example.cz');
  });

  it('lists the error keys in page order', () => {
    const keys = errorKeyOrder([item()]);
    expect(keys.indexOf('registrator.email')).toBeLessThan(keys.indexOf('items.0.cards.runner.firstName'));
    expect(keys.indexOf('items.0.cards.runner.note')).toBeLessThan(keys.indexOf('items.0.termsAccepted'));
    expect(keys.at(-1)).toBe('personalDataConsent');
  });
});

describe('the register body', () => {
  it('encodes every field asked for the item, hidden ones with their default', () => {
    const items = [item()];
    let form = formFor(items);
    const set = (valueKey: string, value: string) => {
      form = formReducer(form, { type: 'field', itemIndex: 0, localKey: 'runner', valueKey, value });
    };
    set('firstName', '  Jana ');
    set('birthDate', '24/05/1990');
    set('diet', 'vegetarian|gluten');
    set('transport', 'car');
    set('transport/tr-car', ' 1AB 2345 ');
    set('phone', 'CZE|+420|777123456');
    form = {
      ...form,
      registrator: {
        firstName: 'Jana',
        lastName: 'Nováková',
        email: ' jana@example.cz ',
        birthDate: '24/05/1990',
        gender: '2',
      },
      paymentMethod: '2',
      termsAccepted: true,
      personalDataConsent: true,
    };
    form = formReducer(form, { type: 'itemTerms', itemIndex: 0, checked: true });
    const body = buildRegisterBody(
      form,
      data(items),
      [{ seriesEventGuid: G(2), subEventGuid: G(3), categoryGuid: G(4), waveGuid: G(5), teamGuid: null }],
      {
        idempotencyKey: G(100),
        currency: 'CZK',
        language: 'cs',
        discounts: ['JARO10'],
      },
    );
    expect(body).toMatchObject({
      idempotencyKey: G(100),
      currency: 'CZK',
      language: 'cs',
      registrator: { firstName: 'Jana', email: 'jana@example.cz', birthDate: '1990-05-24', gender: 2 },
      paymentMethod: 2,
      discounts: ['JARO10'],
      termsAccepted: true,
      personalDataConsent: true,
    });
    const [sent] = body.items;
    expect(sent).toMatchObject({
      subEventGuid: G(3),
      waveGuid: G(5),
      teamGuid: null,
      termsAccepted: true,
      teamName: null,
    });
    expect(sent?.cards).toHaveLength(1);
    expect(sent?.cards[0]?.cardGuid).toBe('runner');
    expect(sent?.cards[0]?.values).toMatchObject({
      firstName: 'Jana',
      birthDate: '1990-05-24',
      country: 'CZE',
      personalId: 'CZE|',
      phone: 'CZE|+420|777123456',
      breakfast: 'false',
      diet: 'vegetarian|gluten',
      transport: 'car',
      'transport/tr-car': '1AB 2345',
      source: 'web',
    });
    expect(sent?.cards[0]?.values).not.toHaveProperty('elite');
  });

  it('sends a team name for team items and the sub-input only of the chosen option', () => {
    const team = item({
      subEventType: SubEventType.TEAM,
      cards: [card('c', [fields.transport])],
      termsAndConditions: null,
    });
    let form = formFor([team]);
    form = formReducer(form, { type: 'teamName', itemIndex: 0, value: ' Rychlíci ' });
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'c',
      valueKey: 'transport/tr-car',
      value: 'X',
    });
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'c',
      valueKey: 'transport',
      value: 'public',
    });
    const body = buildRegisterBody(form, data([team]), [], {
      idempotencyKey: G(1),
      currency: 'CZK',
      language: 'en',
      discounts: [],
    });
    expect(body.items[0]).toMatchObject({ teamName: 'Rychlíci', termsAccepted: true });
    expect(body.items[0]?.cards[0]?.values).toEqual({ transport: 'public' });
  });
});

describe("a value's own sub-input (spec §3 card value sub-component)", () => {
  const club = field('club', CardValueType.INPUT, { subComponentType: SubComponentType.CHECKBOX });
  const sentFor = (clubValue: string) => {
    const it0 = item({ cards: [card('c', [club])], termsAndConditions: null });
    let form = formFor([it0]);
    for (const [valueKey, value] of [
      ['club/sub', 'true'],
      ['club', clubValue],
    ] as const)
      form = formReducer(form, { type: 'field', itemIndex: 0, localKey: 'c', valueKey, value });
    return buildRegisterBody(form, data([it0]), [], {
      idempotencyKey: G(1),
      currency: 'CZK',
      language: 'cs',
      discounts: [],
    }).items[0]?.cards[0]?.values;
  };

  it('starts unticked, is sent while the field is answered and left out while it is empty', () => {
    expect(initialValues([club])).toEqual({ club: '', 'club/sub': 'false' });
    expect(sentFor('SK Praha')).toEqual({ club: 'SK Praha', 'club/sub': 'true' });
    expect(sentFor('  ')).toEqual({ club: '' });
  });
});

describe('discount persons', () => {
  it('take the runner of each item from its form, else the registrator', () => {
    const items = [item(), item({ cards: [] })];
    let form = formFor(items);
    form = { ...form, registrator: { ...form.registrator, birthDate: '01.02.1980', gender: '1' } };
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'birthDate',
      value: '12.04.2009',
    });
    form = formReducer(form, {
      type: 'field',
      itemIndex: 0,
      localKey: 'runner',
      valueKey: 'gender',
      value: '2',
    });
    expect(discountPersons(form, items)).toEqual([
      { birthDate: '2009-04-12', gender: 2 },
      { birthDate: '1980-02-01', gender: 1 },
    ]);
  });
});
