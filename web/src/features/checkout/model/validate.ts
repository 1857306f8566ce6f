import type { CardValueView } from '@shared/checkout/card-schemas';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import type { CheckoutData, CheckoutItemData } from '@shared/checkout/checkout-schemas';
import { compareDateOnly, parseDateOnly, toDateOnly } from '@shared/validation/date-only';
import { validateField, type FieldRule, type FieldRuleContext } from '@shared/validation/field-rules';
import { chosenValues, defaultFieldValue, encodeFieldValue, hasOptions, localized } from './field-values';
import {
  disabledOptions,
  fieldUsage,
  isTeamItem,
  itemInstances,
  type CheckoutForm,
  type RegistratorForm,
} from './form-model';
import { fieldKey, itemTermsKey, teamNameKey } from './form-keys';
import type { Locale } from '@shared/codelists/enums';

/**
 * Client-side validation before submitting (spec §5 "Checkout" and the card field rules): the card
 * fields run the same shared rules the server runs (shared/validation/field-rules), so the runner
 * gets the server's verdict at once; the server checks again.
 */

/** A problem shown under a field: a code of the `errors` (or `checkout`) namespace, or a server text. */
export type FieldError =
  | { code: string; ns?: 'errors' | 'checkout'; params?: Record<string, string | number | boolean> }
  | { message: string };

export type ErrorMap = Record<string, FieldError[]>;

export const REGISTRATOR_KEYS = {
  firstName: 'registrator.firstName',
  lastName: 'registrator.lastName',
  email: 'registrator.email',
  birthDate: 'registrator.birthDate',
  gender: 'registrator.gender',
} as const satisfies Record<keyof RegistratorForm, string>;
export const PAYMENT_METHOD_KEY = 'paymentMethod';
export const TERMS_KEY = 'termsAccepted';
export const CONSENT_KEY = 'personalDataConsent';

const NAME_RULES: FieldRule[] = [{ kind: 'required' }, { kind: 'maxLength', value: 100 }];
const EMAIL_RULES: FieldRule[] = [{ kind: 'required' }, { kind: 'email' }, { kind: 'maxLength', value: 254 }];

function add(errors: ErrorMap, key: string, issues: FieldError[]): void {
  if (issues.length > 0) errors[key] = [...(errors[key] ?? []), ...issues];
}

/** The registrator's details (spec §2: first name, last name, e-mail, birth date, gender). */
export function validateRegistrator(registrator: RegistratorForm, today: Date | string): ErrorMap {
  const errors: ErrorMap = {};
  const ctx: FieldRuleContext = { registrationDate: today };
  add(errors, REGISTRATOR_KEYS.firstName, validateField(registrator.firstName, NAME_RULES, ctx));
  add(errors, REGISTRATOR_KEYS.lastName, validateField(registrator.lastName, NAME_RULES, ctx));
  add(errors, REGISTRATOR_KEYS.email, validateField(registrator.email, EMAIL_RULES, ctx));
  const birth = registrator.birthDate.trim();
  if (!birth) add(errors, REGISTRATOR_KEYS.birthDate, [{ code: 'validation.required' }]);
  else {
    const date = parseDateOnly(birth);
    const day = toDateOnly(today);
    if (!date || date.year < 1900)
      add(errors, REGISTRATOR_KEYS.birthDate, [{ code: 'validation.invalidDate' }]);
    else if (day && compareDateOnly(date, day) > 0)
      add(errors, REGISTRATOR_KEYS.birthDate, [{ code: 'form.birthDateInFuture', ns: 'checkout' }]);
  }
  if (!registrator.gender) add(errors, REGISTRATOR_KEYS.gender, [{ code: 'validation.required' }]);
  return errors;
}

/** The shared rules of a card field (required, the organiser's validations, what the type implies). */
export function rulesOf(field: Pick<CardValueView, 'required' | 'validations' | 'type'>): FieldRule[] {
  return rulesForCardValue(field);
}

/** Problems of one card field's (raw, as edited) value. */
export function validateCardField(
  field: CardValueView,
  raw: string | undefined,
  ctx: FieldRuleContext,
  options: { disabledOptionGuids?: ReadonlySet<string>; locale?: Locale } = {},
): FieldError[] {
  const value = encodeFieldValue(field, raw ?? defaultFieldValue(field));
  const issues: FieldError[] = validateField(value, rulesOf(field), { ...ctx, fieldType: field.type });
  if (hasOptions(field) && options.disabledOptionGuids && options.disabledOptionGuids.size > 0) {
    const chosen = new Set(chosenValues(field, value));
    for (const item of field.items) {
      if (chosen.has(item.value) && options.disabledOptionGuids.has(item.guid)) {
        const name = localized(item.label, item.translations, options.locale ?? 'cs', 'label');
        issues.push({ code: 'registration.capacityCardItem', params: { name } });
      }
    }
  }
  return issues;
}

export function fieldRuleContext(
  data: Pick<CheckoutData, 'serverTime'>,
  item: Pick<CheckoutItemData, 'subEventDate'>,
): FieldRuleContext {
  const subeventDay = toDateOnly(new Date(item.subEventDate));
  return {
    registrationDate: new Date(data.serverTime),
    ...(subeventDay ? { subeventYear: subeventDay.year } : {}),
  };
}

/** Every problem of the form, keyed like the register call's error paths. */
export function validateCheckout(
  form: CheckoutForm,
  data: Pick<CheckoutData, 'items' | 'serverTime' | 'bankTransferAllowed'>,
  locale: Locale,
  options: { teamRefs?: ReadonlyArray<string | null | undefined> } = {},
): ErrorMap {
  const errors: ErrorMap = validateRegistrator(form.registrator, new Date(data.serverTime));
  if (!form.paymentMethod) add(errors, PAYMENT_METHOD_KEY, [{ code: 'checkout.paymentMethodRequired' }]);
  else if (form.paymentMethod === '2' && !data.bankTransferAllowed)
    add(errors, PAYMENT_METHOD_KEY, [{ code: 'form.transferNotAllowed', ns: 'checkout' }]);

  data.items.forEach((item, itemIndex) => {
    const state = form.items[itemIndex];
    if (!state) return;
    const ctx = fieldRuleContext(data, item);
    if (isTeamItem(item) && !options.teamRefs?.[itemIndex] && state.teamName.trim() === '')
      add(errors, teamNameKey(itemIndex), [{ code: 'validation.required' }]);
    if (item.termsAndConditions && !state.termsAccepted)
      add(errors, itemTermsKey(itemIndex), [{ code: 'checkout.itemTermsNotAccepted' }]);
    for (const instance of itemInstances(item)) {
      const values = state.cards[instance.localKey] ?? {};
      const at = { itemIndex, localKey: instance.localKey };
      for (const field of instance.fields) {
        if (field.hidden || field.readOnly) continue;
        const disabledOptionGuids = hasOptions(field)
          ? disabledOptions(fieldUsage(form, data.items, field, at))
          : undefined;
        add(
          errors,
          fieldKey(itemIndex, instance.localKey, field.guid),
          validateCardField(field, values[field.guid], ctx, { disabledOptionGuids, locale }),
        );
      }
    }
  });

  if (!form.termsAccepted) add(errors, TERMS_KEY, [{ code: 'checkout.termsNotAccepted' }]);
  if (!form.personalDataConsent) add(errors, CONSENT_KEY, [{ code: 'checkout.personalDataConsentMissing' }]);
  return errors;
}

/** Error keys in the order the page shows them (the first one gets the focus). */
export function orderedErrorKeys(errors: ErrorMap, order: readonly string[]): string[] {
  const known = order.filter((key) => errors[key]?.length);
  const rest = Object.keys(errors).filter((key) => !order.includes(key) && errors[key]?.length);
  return [...known, ...rest];
}
