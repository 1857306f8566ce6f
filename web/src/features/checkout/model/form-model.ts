import { fieldAppliesTo } from '@shared/checkout/field-scope';
import type { CardValueView, CardView } from '@shared/checkout/card-schemas';
import type { CheckoutItemData, DiscountPerson } from '@shared/checkout/checkout-schemas';
import { CardType, SubEventType } from '@shared/codelists/enums';
import {
  chosenValues,
  defaultFieldValue,
  fieldPrice,
  hasOptions,
  initialValues,
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
