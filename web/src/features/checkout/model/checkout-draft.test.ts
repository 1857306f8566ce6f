import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, hasEntries, loadDraft, restoreDraft, saveDraft } from './checkout-draft';
import { emptyCheckoutForm, syncItems, type CheckoutForm } from './form-model';
import { formReducer } from './form-reducer';
import { G, item } from './test-fixtures';

const fresh = (items = [item()]): CheckoutForm => ({ ...emptyCheckoutForm(), items: syncItems([], items) });

/** A runner half-way through: a name typed, a form field filled, payment and consents chosen. */
function halfFilled(items = [item()]): CheckoutForm {
  let form = fresh(items);
  form = formReducer(form, { type: 'registrator', field: 'firstName', value: 'Eva' });
  form = formReducer(form, {
    type: 'field',
    itemIndex: 0,
    localKey: 'runner',
    valueKey: 'firstName',
    value: 'Jana',
  });
  form = formReducer(form, { type: 'payment', value: '1' });
  form = formReducer(form, { type: 'terms', checked: true });
  return formReducer(form, { type: 'consent', checked: true });
}

afterEach(() => sessionStorage.clear());

describe('the checkout draft (entries kept for the session)', () => {
  it('keeps the entries and gives them back, never the payment method or the consents', () => {
    saveDraft(halfFilled());
    const stored = sessionStorage.getItem('checkout-draft') ?? '';
    expect(stored).toContain('Eva');
    expect(stored).not.toContain('paymentMethod');
    expect(stored).not.toContain('Consent');

    const back = restoreDraft(fresh(), loadDraft());
    expect(back.registrator.firstName).toBe('Eva');
    expect(back.items[0]?.cards.runner?.firstName).toBe('Jana');
    expect(back.paymentMethod).toBe('');
    expect(back.termsAccepted).toBe(false);
    expect(back.personalDataConsent).toBe(false);
  });

  it('puts an item’s entries back only into the same race, category and wave', () => {
    saveDraft(halfFilled());
    const otherCategory = restoreDraft(fresh([item({ categoryGuid: G(40) })]), loadDraft());
    expect(otherCategory.items[0]?.cards.runner?.firstName).toBe('');
    // The registrator is the same person whatever the cart holds.
    expect(otherCategory.registrator.firstName).toBe('Eva');
  });

  it('is gone once cleared (the order was placed) and ignores what it did not write', () => {
    saveDraft(halfFilled());
    clearDraft();
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem('checkout-draft', '{"version":9,"items":[]}');
    expect(loadDraft()).toBeNull();
    sessionStorage.setItem('checkout-draft', 'not json');
    expect(loadDraft()).toBeNull();
  });

  it('has entries only when the runner typed something the fresh form does not hold', () => {
    expect(hasEntries(fresh(), fresh())).toBe(false);
    expect(hasEntries(halfFilled(), fresh())).toBe(true);
    // Choosing how to pay alone is nothing to keep.
    expect(hasEntries(formReducer(fresh(), { type: 'payment', value: '2' }), fresh())).toBe(false);
  });
});
