import { describe, expect, it } from 'vitest';
import { CardValueType } from '@shared/codelists/enums';
import { emptyCheckoutForm, syncItems, type CheckoutForm } from './form-model';
import { formReducer } from './form-reducer';
import { mapServerErrors, normalizeServerField } from './server-errors';
import { card, data, field, fields, item } from './test-fixtures';
import { itemInstances } from './form-model';
import { orderedErrorKeys, validateCardField, validateCheckout, validateRegistrator } from './validate';

const today = new Date('2027-05-01T10:00:00Z');
const ctx = { registrationDate: today };
const codes = (list: ReturnType<typeof validateCardField>) =>
  list.map((e) => ('code' in e ? e.code : e.message));

describe('registrator rules', () => {
  it('requires every detail and checks the e-mail and the birth date', () => {
    const errors = validateRegistrator(
      { firstName: '', lastName: ' ', email: 'jana@', birthDate: '31/02/1990', gender: '' },
      today,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'registrator.birthDate',
      'registrator.email',
      'registrator.firstName',
      'registrator.gender',
      'registrator.lastName',
    ]);
    expect(errors['registrator.email']).toEqual([{ code: 'validation.invalidEmail' }]);
    expect(errors['registrator.birthDate']).toEqual([{ code: 'validation.invalidDate' }]);
    expect(
      validateRegistrator(
        { firstName: 'J', lastName: 'N', email: 'j@n.cz', birthDate: '01/01/2030', gender: '1' },
        today,
      ),
    ).toEqual({
      'registrator.birthDate': [{ code: 'form.birthDateInFuture', ns: 'checkout' }],
    });
    expect(
      validateRegistrator(
        { firstName: 'J', lastName: 'N', email: 'j@n.cz', birthDate: '24/05/1990', gender: '1' },
        today,
      ),
    ).toEqual({});
  });
});

describe('card field rules (the shared ones)', () => {
  it('required, e-mail, max length', () => {
    expect(codes(validateCardField(fields.firstName, '', ctx))).toEqual(['validation.required']);
    expect(codes(validateCardField(fields.email, 'x@y', ctx))).toEqual(['validation.invalidEmail']);
    expect(codes(validateCardField(fields.note, 'příliš dlouhé', ctx))).toEqual(['validation.tooLong']);
    expect(validateCardField(fields.note, '', ctx)).toEqual([]);
  });

  it('dates in the edit format', () => {
    expect(validateCardField(fields.birthDate, '24/05/1990', ctx)).toEqual([]);
    expect(codes(validateCardField(fields.birthDate, '45/05/1990', ctx))).toEqual(['validation.invalidDate']);
  });

  it('a phone that is just the prefix is empty; a short one is refused', () => {
    expect(validateCardField(fields.phone, 'CZE|+420|', ctx)).toEqual([]);
    expect(codes(validateCardField({ ...fields.phone, required: true }, 'CZE|+420|', ctx))).toEqual([
      'validation.required',
    ]);
    expect(codes(validateCardField(fields.phone, 'CZE|+420|7771', ctx))).toEqual([
      'validation.phoneTooShort',
    ]);
    expect(validateCardField(fields.phone, 'CZE|+420|777123456', ctx)).toEqual([]);
  });

  it('personal ids of Czechia and Slovakia only', () => {
    expect(validateCardField(fields.personalId, 'CZE|', ctx)).toEqual([]);
    expect(validateCardField(fields.personalId, 'CZE|710319/2745', ctx)).toEqual([]);
    expect(codes(validateCardField(fields.personalId, 'CZE|710319/2746', ctx))).toEqual([
      'validation.invalidPersonalId',
    ]);
    expect(codes(validateCardField(fields.personalId, 'CZE|7103192745', ctx))).toEqual([
      'validation.personalIdSlashRequired',
    ]);
    expect(validateCardField(fields.personalId, 'AUT|', ctx)).toEqual([]);
  });

  it('a required checkbox must be ticked; a chosen option that is sold out is refused', () => {
    const consent = field('c', CardValueType.CHECKBOX, { required: true });
    expect(codes(validateCardField(consent, 'false', ctx))).toEqual(['validation.required']);
    expect(validateCardField(consent, 'true', ctx)).toEqual([]);
    expect(validateCardField(fields.tshirt, 'L', ctx, { disabledOptionGuids: new Set(['t-l']) })).toEqual([
      { code: 'registration.capacityCardItem', params: { name: 'L' } },
    ]);
  });
});

describe('the whole form', () => {
  function filled(): CheckoutForm {
    let form: CheckoutForm = { ...emptyCheckoutForm(), items: syncItems([], [item()]) };
    const set = (valueKey: string, value: string) => {
      form = formReducer(form, { type: 'field', itemIndex: 0, localKey: 'runner', valueKey, value });
    };
    set('firstName', 'Jana');
    set('gender', '2');
    set('birthDate', '24/05/1990');
    set('email', 'jana@example.cz');
    form = formReducer(form, { type: 'itemTerms', itemIndex: 0, checked: true });
    return {
      ...form,
      registrator: {
        firstName: 'Jana',
        lastName: 'Nováková',
        email: 'jana@example.cz',
        birthDate: '24/05/1990',
        gender: '2',
      },
      paymentMethod: '2',
      termsAccepted: true,
      personalDataConsent: true,
    };
  }

  it('passes when everything required is there', () => {
    expect(validateCheckout(filled(), data([item()]), 'cs')).toEqual({});
  });

  it('names every missing consent, the payment method and the fields', () => {
    const form = { ...emptyCheckoutForm(), items: syncItems([], [item()]) };
    const errors = validateCheckout(form, data([item()]), 'cs');
    expect(errors).toMatchObject({
      paymentMethod: [{ code: 'checkout.paymentMethodRequired' }],
      termsAccepted: [{ code: 'checkout.termsNotAccepted' }],
      personalDataConsent: [{ code: 'checkout.personalDataConsentMissing' }],
      'items.0.termsAccepted': [{ code: 'checkout.itemTermsNotAccepted' }],
      'items.0.cards.runner.firstName': [{ code: 'validation.required' }],
    });
    const order = orderedErrorKeys(errors, [
      'registrator.firstName',
      'items.0.cards.runner.firstName',
      'paymentMethod',
    ]);
    expect(order[0]).toBe('registrator.firstName');
  });

  it('refuses a bank transfer the order does not allow, and asks team items for a name', () => {
    const team = item({ subEventType: 2, cards: [], termsAndConditions: null });
    const form = { ...filled(), items: syncItems([], [item(), team]) };
    const errors = validateCheckout(
      { ...form, items: [filled().items[0]!, form.items[1]!] },
      data([item(), team]),
      'cs',
    );
    expect(errors.paymentMethod).toEqual([{ code: 'form.transferNotAllowed', ns: 'checkout' }]);
    expect(errors['items.1.teamName']).toEqual([{ code: 'validation.required' }]);
    const joined = validateCheckout(
      { ...form, items: [filled().items[0]!, form.items[1]!] },
      data([item(), team]),
      'cs',
      {
        teamRefs: [null, 'team-guid'],
      },
    );
    expect(joined['items.1.teamName']).toBeUndefined();
  });
});

describe('server errors', () => {
  const relay = item({ subEventType: 3, cards: [card('relay', [fields.firstName], { type: 2, limit: 2 })] });
  const byItem = [itemInstances(item()), itemInstances(relay)];

  it('maps the register call paths to the fields', () => {
    expect(normalizeServerField('items.0.cards.runner.email', byItem)).toBe('items.0.cards.runner.email');
    expect(normalizeServerField('body.registrator.email', byItem)).toBe('registrator.email');
    expect(normalizeServerField('items.1.cards.1.firstName', byItem)).toBe('items.1.cards.relay#1.firstName');
    expect(normalizeServerField('items.1.cards.relay.firstName', byItem)).toBe(
      'items.1.cards.relay.firstName',
    );
    expect(normalizeServerField('items.0', byItem)).toBe('items.0');
  });

  it('keeps messages of unknown fields for the alert', () => {
    const shown = new Set(['registrator.email', 'items.0.cards.runner.email']);
    const mapped = mapServerErrors(
      [
        { field: 'registrator.email', errors: ['Neplatný formát e-mailu.'] },
        { field: 'items.0.cards.runner.email', errors: ['Neplatný formát e-mailu.'] },
        { field: 'something.else', errors: ['Něco je špatně.', 'Něco je špatně.'] },
      ],
      byItem,
      (key) => shown.has(key),
    );
    expect(mapped.fields).toEqual({
      'registrator.email': [{ message: 'Neplatný formát e-mailu.' }],
      'items.0.cards.runner.email': [{ message: 'Neplatný formát e-mailu.' }],
    });
    expect(mapped.general).toEqual(['Něco je špatně.']);
  });
});
