import { fieldAppliesTo } from '@shared/checkout/field-scope';
import type { CardValueView, CardView, FilledCard } from '@shared/checkout/card-schemas';
import type {
  CheckoutData,
  CheckoutItemData,
  CheckoutItemRef,
  DiscountPerson,
  RegisterBody,
} from '@shared/checkout/checkout-schemas';
import {
  CardType,
  CardValueType,
  SubEventType,
  type CurrencyCode,
  type Locale,
} from '@shared/codelists/enums';
import {
  chosenValues,
  defaultFieldValue,
  encodeFieldValue,
  fieldPrice,
  hasOptions,
  initialValues,
  isValueSubActive,
  SubComponentType,
  subComponentAnswer,
  subValueKey,
  toEditDate,
  valueSubKey,
  toIsoDate,
  type FieldValues,
} from './field-values';
import { isOptionDisabled, usageWithCart, type FieldUsage } from './option-capacity';

/**
 * The checkout form (spec §2 "Checkout", §5): registrator details, payment method, one set of forms
 * per cart item built from its cards, team names, terms and consents. Pure: the page keeps the state
 * in a reducer and renders from here.
 */

/** One form to fill for an item: a card, repeated for relay racers. */
export interface CardInstance {
  /** Key within the item: the card guid, `<cardGuid>#<n>` for the n-th repeat (n ≥ 1). */
  localKey: string;
  card: CardView;
  /** 1-based position among the repeats of the same card. */
  ordinal: number;
  repeat: number;
  /** The card's fields asked for this item (category and wave restrictions applied). */
  fields: CardValueView[];
}

export interface ItemFormState {
  /** Which cart item the state belongs to (subevent, category, wave): rebuilt when it changes. */
  signature: string;
  teamName: string;
  termsAccepted: boolean;
  cards: Record<string, FieldValues>;
}

export interface RegistratorForm {
  firstName: string;
  lastName: string;
  email: string;
  /** Edit format DD/MM/YYYY. */
  birthDate: string;
  gender: '' | '1' | '2';
}

export interface CheckoutForm {
  registrator: RegistratorForm;
  paymentMethod: '' | '1' | '2';
  items: ItemFormState[];
  termsAccepted: boolean;
  personalDataConsent: boolean;
}

export const EMPTY_REGISTRATOR: RegistratorForm = {
  firstName: '',
  lastName: '',
  email: '',
  birthDate: '',
  gender: '',
};

export function emptyCheckoutForm(): CheckoutForm {
  return {
    registrator: { ...EMPTY_REGISTRATOR },
    paymentMethod: '',
    items: [],
    termsAccepted: false,
    personalDataConsent: false,
  };
}

export function isTeamItem(item: Pick<CheckoutItemData, 'subEventType'>): boolean {
  return item.subEventType === SubEventType.TEAM || item.subEventType === SubEventType.RELAY;
}

/** Relay-athlete cards are filled `limit` times for relay items; every other card once. */
export function cardRepeat(
  card: Pick<CardView, 'type' | 'limit'>,
  item: Pick<CheckoutItemData, 'subEventType' | 'membersTo'>,
): number {
  if (card.type === CardType.RELAY_ATHLETE && item.subEventType === SubEventType.RELAY) {
    return Math.max(1, card.limit > 0 ? card.limit : (item.membersTo ?? 1));
  }
  return 1;
}

export function instanceKey(cardGuid: string, ordinal: number): string {
  return ordinal <= 1 ? cardGuid : `${cardGuid}#${ordinal - 1}`;
}

export function itemInstances(item: CheckoutItemData): CardInstance[] {
  const cards = [...item.cards].sort((a, b) => a.order - b.order);
  const out: CardInstance[] = [];
  for (const card of cards) {
    const repeat = cardRepeat(card, item);
    const fields = card.values.filter((field) =>
      fieldAppliesTo(field, item.categoryGuid, item.waveGuid || null),
    );
    for (let ordinal = 1; ordinal <= repeat; ordinal += 1) {
      out.push({ localKey: instanceKey(card.guid, ordinal), card, ordinal, repeat, fields });
    }
  }
  return out;
}

export function itemSignature(
  item: Pick<CheckoutItemData, 'subEventGuid' | 'categoryGuid' | 'waveGuid'>,
): string {
  return `${item.subEventGuid}|${item.categoryGuid}|${item.waveGuid ?? ''}`;
}

export function initialItemState(item: CheckoutItemData): ItemFormState {
  const cards: Record<string, FieldValues> = {};
  for (const instance of itemInstances(item)) cards[instance.localKey] = initialValues(instance.fields);
  return { signature: itemSignature(item), teamName: '', termsAccepted: false, cards };
}

/** Keeps what was filled for the same cart items, starts fresh forms for new or changed ones. */
export function syncItems(
  current: readonly ItemFormState[],
  items: readonly CheckoutItemData[],
): ItemFormState[] {
  return items.map((item, index) => {
    const existing = current[index];
    if (existing && existing.signature === itemSignature(item)) {
      const fresh = initialItemState(item);
      // Forms added to the item since (a refetch with changed cards) get their defaults.
      return { ...existing, cards: { ...fresh.cards, ...existing.cards } };
    }
    return initialItemState(item);
  });
}

// ── keys of fields and errors (the register call's paths) ────────────────────────────────────────

export const fieldKey = (itemIndex: number, localKey: string, valueKey: string) =>
  `items.${itemIndex}.cards.${localKey}.${valueKey}`;
export const teamNameKey = (itemIndex: number) => `items.${itemIndex}.teamName`;
export const itemTermsKey = (itemIndex: number) => `items.${itemIndex}.termsAccepted`;
export const itemKey = (itemIndex: number) => `items.${itemIndex}`;

/** DOM id of the control behind an error key. */
export function domId(key: string): string {
  return `co-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

// ── values the same cart chooses elsewhere (option capacity) ────────────────────────────────────

/** Option values chosen for `fieldGuid` in every form of the cart except the one given. */
export function otherChoices(
  form: Pick<CheckoutForm, 'items'>,
  items: readonly CheckoutItemData[],
  fieldGuid: string,
  except: { itemIndex: number; localKey: string },
): string[] {
  const out: string[] = [];
  items.forEach((item, itemIndex) => {
    const state = form.items[itemIndex];
    if (!state) return;
    for (const instance of itemInstances(item)) {
      if (itemIndex === except.itemIndex && instance.localKey === except.localKey) continue;
      const field = instance.fields.find((f) => f.guid === fieldGuid);
      if (!field || !hasOptions(field)) continue;
      out.push(...chosenValues(field, state.cards[instance.localKey]?.[fieldGuid]));
    }
  });
  return out;
}

export function fieldUsage(
  form: Pick<CheckoutForm, 'items'>,
  items: readonly CheckoutItemData[],
  field: CardValueView,
  at: { itemIndex: number; localKey: string },
): FieldUsage {
  return usageWithCart(field, otherChoices(form, items, field.guid, at));
}

/** Guids of the field's options that cannot be chosen now (spec §4 option capacity rule). */
export function disabledOptions(usage: FieldUsage): Set<string> {
  const out = new Set<string>();
  for (const [guid, option] of usage.options) if (isOptionDisabled(option, usage.group)) out.add(guid);
  return out;
}

// ── prices ──────────────────────────────────────────────────────────────────────────────────────

/** Sum of the chosen extras of one item's forms, minor units. */
export function itemAdditionals(item: CheckoutItemData, state: ItemFormState | undefined): number {
  if (!state) return 0;
  let sum = 0;
  for (const instance of itemInstances(item)) {
    const values = state.cards[instance.localKey] ?? {};
    for (const field of instance.fields) {
      const value = field.hidden ? defaultFieldValue(field) : values[field.guid];
      sum += fieldPrice(field, value);
    }
  }
  return sum;
}

export function additionalsPerItem(
  form: Pick<CheckoutForm, 'items'>,
  items: readonly CheckoutItemData[],
): number[] {
  return items.map((item, index) => itemAdditionals(item, form.items[index]));
}

/**
 * Who registers on each item, as checkout/register places them: the first form with a birth-date
 * field, else the registrator. Discount checks use it to choose the subcategory.
 */
export function discountPersons(
  form: Pick<CheckoutForm, 'items' | 'registrator'>,
  items: readonly CheckoutItemData[],
): Array<DiscountPerson | null> {
  const fallbackBirth = toIsoDate(form.registrator.birthDate);
  const fallbackGender = form.registrator.gender ? Number(form.registrator.gender) : null;
  return items.map((item, index) => {
    const state = form.items[index];
    for (const instance of itemInstances(item)) {
      const birthField = instance.fields.find((f) => f.predefinedTemplate === 'birthDate');
      if (!birthField) continue;
      const values = state?.cards[instance.localKey] ?? {};
      const genderField = instance.fields.find((f) => f.predefinedTemplate === 'gender');
      const birth = toIsoDate(values[birthField.guid] ?? '') ?? fallbackBirth;
      const gender =
        genderField && values[genderField.guid] ? Number(values[genderField.guid]) : fallbackGender;
      return birth ? { birthDate: birth, gender: Number.isFinite(gender) ? gender : null } : null;
    }
    return fallbackBirth ? { birthDate: fallbackBirth, gender: fallbackGender } : null;
  });
}

// ── registrator templates ───────────────────────────────────────────────────────────────────────

/** "Copy my details": fields with a predefined template get the registrator's value. */
export function templateValue(field: CardValueView, registrator: RegistratorForm): string | undefined {
  switch (field.predefinedTemplate) {
    case 'firstName':
      return registrator.firstName.trim() || undefined;
    case 'lastName':
      return registrator.lastName.trim() || undefined;
    case 'email':
      return registrator.email.trim() || undefined;
    case 'birthDate':
      return registrator.birthDate.trim() || undefined;
    case 'gender': {
      if (!registrator.gender) return undefined;
      if (!hasOptions(field)) return registrator.gender;
      return field.items.some((i) => i.value === registrator.gender) ? registrator.gender : undefined;
    }
    default:
      return undefined;
  }
}

export function copyRegistratorInto(
  instance: CardInstance,
  values: FieldValues,
  registrator: RegistratorForm,
): FieldValues {
  const next = { ...values };
  for (const field of instance.fields) {
    if (field.hidden || field.readOnly) continue;
    const value = templateValue(field, registrator);
    if (value !== undefined) next[field.guid] = value;
  }
  return next;
}

/** A saved registrant (checkout/registration-templates): values keyed by predefined template. */
export interface RegistrantTemplate {
  id: string;
  firstName: string;
  lastName: string;
  birthYear: number | null;
  values: Record<string, string>;
}

/** Fills a form's predefined fields (name, birth date, e-mail, phone, club, …) from a saved registrant. */
export function applyTemplateInto(
  instance: CardInstance,
  values: FieldValues,
  template: Pick<RegistrantTemplate, 'values'>,
): FieldValues {
  const next = { ...values };
  for (const field of instance.fields) {
    if (field.hidden || field.readOnly || !field.predefinedTemplate) continue;
    const value = template.values[field.predefinedTemplate];
    if (value === undefined || value === '') continue;
    if (hasOptions(field) && !field.items.some((i) => i.value === value)) continue;
    next[field.guid] = field.type === CardValueType.DATE ? toEditDate(value) : value;
  }
  return next;
}

export function hasTemplateFields(instance: CardInstance): boolean {
  return instance.fields.some(
    (f) =>
      !f.hidden &&
      !f.readOnly &&
      ['firstName', 'lastName', 'email', 'birthDate', 'gender'].includes(f.predefinedTemplate ?? ''),
  );
}

// ── the register call ───────────────────────────────────────────────────────────────────────────

/** What one form sends: every field asked for the item, hidden ones with their default. */
export function filledCard(instance: CardInstance, values: FieldValues): FilledCard {
  const out: Record<string, string> = {};
  for (const field of instance.fields) {
    const raw = field.hidden ? defaultFieldValue(field) : (values[field.guid] ?? defaultFieldValue(field));
    out[field.guid] = encodeFieldValue(field, raw);
    if (field.type === CardValueType.RADIO_WITH_COMPONENTS) {
      const chosen = field.items.find((item) => item.value === raw);
      if (chosen && chosen.subComponentType !== SubComponentType.NONE) {
        const key = subValueKey(field.guid, chosen.guid);
        out[key] = subComponentAnswer(chosen.subComponentType, values[key]);
      }
    }
    if (!field.hidden && isValueSubActive(field, raw)) {
      const key = valueSubKey(field.guid);
      out[key] = subComponentAnswer(field.subComponentType, values[key]);
    }
  }
  return { cardGuid: instance.card.guid, values: out };
}

export interface RegisterOptions {
  idempotencyKey: string;
  currency: CurrencyCode;
  language: Locale;
  discounts: string[];
  /** Signed-in users may keep the registrants as templates. */
  saveAsTemplate?: boolean;
  /** Per cart item: the PIN of the team it joins, or the reservation of the name it founds. */
  teamApplications?: ReadonlyMap<number, { pin?: string; reservationGuid?: string }>;
  /** Per cart item: the waiting-list offer link whose held place the item takes. */
  waitingListOffers?: ReadonlyMap<number, string>;
}

export function buildRegisterBody(
  form: CheckoutForm,
  data: Pick<CheckoutData, 'items'>,
  refs: readonly CheckoutItemRef[],
  options: RegisterOptions,
): RegisterBody {
  const gender = form.registrator.gender === '2' ? 2 : 1;
  return {
    idempotencyKey: options.idempotencyKey,
    currency: options.currency,
    language: options.language,
    registrator: {
      firstName: form.registrator.firstName.trim(),
      lastName: form.registrator.lastName.trim(),
      email: form.registrator.email.trim(),
      birthDate: toIsoDate(form.registrator.birthDate) ?? form.registrator.birthDate.trim(),
      gender,
    },
    paymentMethod: form.paymentMethod === '2' ? 2 : 1,
    discounts: options.discounts,
    items: data.items.map((item, index) => {
      const state = form.items[index];
      const ref = refs[index];
      const teamName = state?.teamName.trim() ?? '';
      return {
        seriesEventGuid: item.seriesEventGuid,
        subEventGuid: item.subEventGuid,
        categoryGuid: item.categoryGuid,
        waveGuid: item.waveGuid,
        teamGuid: ref?.teamGuid ?? null,
        cards: itemInstances(item).map((instance) =>
          filledCard(instance, state?.cards[instance.localKey] ?? {}),
        ),
        // Items without event terms have nothing to accept.
        termsAccepted: item.termsAndConditions ? (state?.termsAccepted ?? false) : true,
        teamName: isTeamItem(item) && !ref?.teamGuid ? teamName || null : null,
        ...(ref?.teamGuid && options.teamApplications?.get(index)?.pin
          ? { pin: options.teamApplications.get(index)?.pin }
          : {}),
        ...(isTeamItem(item) &&
        !ref?.teamGuid &&
        teamName &&
        options.teamApplications?.get(index)?.reservationGuid
          ? { reservationGuid: options.teamApplications.get(index)?.reservationGuid }
          : {}),
        ...(options.waitingListOffers?.get(index)
          ? { waitingListOffer: options.waitingListOffers.get(index) }
          : {}),
      };
    }),
    termsAccepted: form.termsAccepted,
    personalDataConsent: form.personalDataConsent,
    ...(options.saveAsTemplate ? { saveAsTemplate: true } : {}),
  };
}

/** Every error key in the order the page shows the fields (the first error gets the focus). */
export function errorKeyOrder(items: readonly CheckoutItemData[]): string[] {
  const keys = [
    'registrator.firstName',
    'registrator.lastName',
    'registrator.email',
    'registrator.birthDate',
    'registrator.gender',
  ];
  items.forEach((item, itemIndex) => {
    keys.push(itemKey(itemIndex), teamNameKey(itemIndex));
    for (const instance of itemInstances(item)) {
      for (const field of instance.fields) {
        if (field.hidden) continue;
        keys.push(fieldKey(itemIndex, instance.localKey, field.guid));
        keys.push(fieldKey(itemIndex, instance.localKey, valueSubKey(field.guid)));
        for (const option of field.items)
          keys.push(fieldKey(itemIndex, instance.localKey, subValueKey(field.guid, option.guid)));
      }
    }
    keys.push(itemTermsKey(itemIndex));
  });
  keys.push('paymentMethod', 'termsAccepted', 'personalDataConsent');
  return keys;
}
