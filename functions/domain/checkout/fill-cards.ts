import { isCheckboxTicked } from '@shared/checkout/field-price';
import {
  subComponentAnswer,
  subValueKey,
  valueSubKey,
  type SubComponentFields,
} from '@shared/checkout/card-keys';
import { rulesForCardValue } from '@shared/checkout/card-rules';
import type { FilledCard } from '@shared/checkout/card-schemas';
import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';
import { COUNTRY_ROWS } from '@shared/codelists/countries-data';
import { fieldAppliesTo, type FieldScope } from '@shared/checkout/field-scope';
import { CardType, CardValueType, type CurrencyCode, type Locale } from '@shared/codelists/enums';
import { formatMessage } from '@shared/errors/messages';
import type { ValidationError } from '@shared/errors/error-body';
import { isFieldValueEmpty, validateField, type FieldRule } from '@shared/validation/field-rules';
import { sanitizeRichText } from '../rich-text';
import { chosenValues, isOptionField, valuePrice } from '../catalog/card-prices';
import { counterOf, type CheckoutContext } from './checkout-context';
import type { UsageTie } from '../orders/counter-ledger';
import { entryTie } from './option-usage';
import type { OrderItemValue } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';
import type { ResolvedItem } from './resolve-item';
import { maxCardFills } from '../catalog/subevent-cards';

const COUNTRIES = new Set(COUNTRY_ROWS.map((r) => r[0].toUpperCase()));

/** The person a filled card group describes (predefined templates). */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  gender: number | null;
  club: string | null;
  values: OrderItemValue[];
  additionalsPrice: number;
}

export interface CardIncrement {
  scope: 'cardValue' | 'cardItem';
  guid: string;
  capacity: number;
  name: string;
  /** The group (card value) whose categories and waves decide what its usage counts (§4). */
  group: FieldScope & { guid: string };
  /** The category or wave this usage entry is tied to (option-usage.ts). */
  tie?: UsageTie;
}

export interface FilledItem {
  persons: Person[];
  increments: CardIncrement[];
  errors: ValidationError[];
  failure?: { reason: RegistrationFailureReason; params: Record<string, string> };
}

const visibleFor = (v: CardValueRecord, item: ResolvedItem) =>
  fieldAppliesTo(v, item.category.guid, item.wave?.guid ?? null);

/**
 * Checks an item's filled forms against its cards with the shared field rules (the same the SPA
 * runs), prices the chosen extras and lists the option counters the order will take.
 */
export function fillCards(input: {
  item: ResolvedItem;
  filled: FilledCard[];
  currency: CurrencyCode;
  locale: Locale;
  now: Date;
}): FilledItem {
  const { item, currency, locale, now } = input;
  const errors: ValidationError[] = [];
  const increments: CardIncrement[] = [];
  const count = (
    v: CardValueRecord,
    scope: CardIncrement['scope'],
    of: { guid: string; capacity: number; name: string },
  ) => {
    // Tied entries only where a capacity is counted: unlimited ones would add writes nobody reads.
    const tie = of.capacity > 0 ? entryTie(v, item.category.guid, item.wave?.guid ?? null) : undefined;
    increments.push({ scope, ...of, group: v, ...(tie ? { tie } : {}) });
  };
  const persons: Person[] = [];
  const subeventYear = new Date(item.sub.dateFrom).getUTCFullYear();
  const byGuid = new Map(item.cards.map((c) => [c.guid, c]));
  const seen = new Map<string, number>();
  let failure: FilledItem['failure'];

  for (const filled of input.filled) {
    const card = byGuid.get(filled.cardGuid);
    if (!card) {
      return {
        persons,
        increments,
        errors,
        failure: { reason: RegistrationFailure.INVALID_VALIDATION_CARD, params: { name: filled.cardGuid } },
      };
    }
    const repeat = seen.get(card.guid) ?? 0;
    seen.set(card.guid, repeat + 1);
    if (repeat >= maxCardFills(card, item.sub)) {
      return {
        persons,
        increments,
        errors,
        failure: { reason: RegistrationFailure.INVALID_VALIDATION_CARD, params: { name: card.name } },
      };
    }
    const cardPath = `items.${item.index}.cards.${card.guid}${repeat ? `#${repeat}` : ''}`;
    const person = fillOne(card, filled, cardPath);
    // Relay athletes are one person each; other cards describe the item's one registrant.
    if (card.type === CardType.RELAY_ATHLETE || persons.length === 0) persons.push(person);
    else mergeInto(persons[0] as Person, person);
  }

  for (const card of item.cards) {
    const needed = card.values.some((v) => v.required && !v.hidden && visibleFor(v, item));
    const count = seen.get(card.guid) ?? 0;
    const minimum = card.type === CardType.RELAY_ATHLETE ? Math.max(1, item.sub.membersFrom ?? 1) : 1;
    if (needed && count < minimum && !failure) {
      failure = { reason: RegistrationFailure.VALIDATION_CARD_WITHOUT_VALUES, params: { name: card.name } };
    }
  }
  return { persons, increments, errors, ...(failure ? { failure } : {}) };

  function fillOne(card: CardRecord, filled: FilledCard, cardPath: string): Person {
    const person: Person = {
      firstName: '',
      lastName: '',
      email: '',
      birthDate: '',
      gender: null,
      club: null,
      values: [],
      additionalsPrice: 0,
    };
    for (const v of card.values) {
      if (!visibleFor(v, item)) continue;
      const path = `${cardPath}.${v.guid}`;
      const raw = v.hidden || v.readOnly ? (v.defaultValue ?? '') : (filled.values[v.guid] ?? '');
      const rules: FieldRule[] = rulesForCardValue(v);
      const issues = validateField(raw, rules, { registrationDate: now, subeventYear, fieldType: v.type });
      if (issues.length) {
        errors.push({
          field: path,
          errors: issues.map((i) => formatMessage(i.code, locale, i.params) ?? i.code),
        });
        continue;
      }
      let value = raw.trim();
      const itemGuids: string[] = [];
      if (isOptionField(v) && value !== '') {
        const options = chosenValues(v, value).map((c) => (v.items ?? []).find((o) => o.value === c));
        if (options.some((o) => !o)) {
          errors.push({ field: path, errors: [formatMessage('validation.invalidOption', locale) as string] });
          continue;
        }
        let countsTowardGroup = false;
        for (const option of options as NonNullable<(typeof options)[number]>[]) {
          itemGuids.push(option.guid);
          count(v, 'cardItem', { guid: option.guid, capacity: option.capacity, name: option.label });
          countsTowardGroup ||= option.addToCardValueUsage;
          const sub = subAnswerValue(card, v, option, subValueKey(v.guid, option.guid), filled, {
            name: option.value,
            label: option.label,
            itemGuids: [option.guid],
          });
          if (sub) person.values.push(sub);
        }
        if (countsTowardGroup) count(v, 'cardValue', { guid: v.guid, capacity: v.capacity, name: v.label });
      } else if (v.type === CardValueType.CHECKBOX) {
        value = isCheckboxTicked(value) ? 'true' : 'false';
        if (value === 'true') {
          if (v.hasPrice || v.capacity > 0)
            count(v, 'cardValue', { guid: v.guid, capacity: v.capacity, name: v.label });
        }
      } else if (v.type === CardValueType.COUNTRY_SELECT && value && !COUNTRIES.has(value.toUpperCase())) {
        errors.push({ field: path, errors: [formatMessage('validation.invalidOption', locale) as string] });
        continue;
      } else if (v.type === CardValueType.TEXT_EDITOR) {
        value = sanitizeRichText(value);
      } else if (v.hasPrice && value) {
        count(v, 'cardValue', { guid: v.guid, capacity: v.capacity, name: v.label });
      }
      const price = valuePrice(v, value, currency);
      person.additionalsPrice += price;
      person.values.push({
        cardGuid: card.guid,
        cardValueGuid: v.guid,
        name: v.name,
        label: v.label,
        value,
        itemGuids,
        price,
      });
      // The value's own sub-input, asked only while the field is answered (like an option's).
      if (v.subComponentType && !v.hidden && !isFieldValueEmpty(value, v.type)) {
        const sub = subAnswerValue(card, v, v, valueSubKey(v.guid), filled, {
          name: 'detail',
          label: v.label,
          itemGuids: [],
        });
        if (sub) person.values.push(sub);
      }
      applyTemplate(person, v, value);
    }
    return person;
  }

  /**
   * The answer of a sub-input (of an option or of the value itself) as a value of its own:
   * `<value name>.<sub-component name>`, no price; an empty text sub-input stores nothing.
   */
  function subAnswerValue(
    card: CardRecord,
    v: CardValueRecord,
    sub: SubComponentFields,
    key: string,
    filled: FilledCard,
    fallback: { name: string; label: string; itemGuids: string[] },
  ): OrderItemValue | undefined {
    if (!sub.subComponentType) return undefined;
    const answer = subComponentAnswer(sub.subComponentType, filled.values[key]);
    if (!answer) return undefined;
    return {
      cardGuid: card.guid,
      cardValueGuid: v.guid,
      name: `${v.name}.${sub.subComponentName ?? fallback.name}`,
      label: sub.subComponentLabel ?? fallback.label,
      value: answer.slice(0, 500),
      itemGuids: fallback.itemGuids,
      price: 0,
    };
  }

  function mergeInto(target: Person, from: Person) {
    for (const key of ['firstName', 'lastName', 'email', 'birthDate'] as const)
      if (!target[key]) target[key] = from[key];
    target.gender ??= from.gender;
    target.club ??= from.club;
    target.values.push(...from.values);
    target.additionalsPrice += from.additionalsPrice;
  }
}

function applyTemplate(person: Person, v: CardValueRecord, value: string) {
  switch (v.predefinedTemplate) {
    case 'firstName':
    case 'lastName':
    case 'email':
    case 'birthDate':
      person[v.predefinedTemplate] = value;
      break;
    case 'gender':
      person.gender = value === '1' || value === '2' ? Number(value) : null;
      break;
    case 'club':
      person.club = value || null;
      break;
    default:
  }
}

/** The failure reason of a full option (card item) or group (card value), relay variants apart. */
export function cardCapacityReason(scope: CardIncrement['scope'], relay: boolean): RegistrationFailureReason {
  if (scope === 'cardItem')
    return relay ? RegistrationFailure.CAPACITY_RELAY_CARD_ITEM : RegistrationFailure.CAPACITY_CARD_ITEM;
  return relay ? RegistrationFailure.CAPACITY_RELAY_CARD_VALUE : RegistrationFailure.CAPACITY_CARD_VALUE;
}

/** Option / group capacity as the transaction will enforce it, checked early for a precise reason. */
export function optionCapacityFailure(
  ctx: Pick<CheckoutContext, 'counters'>,
  increments: CardIncrement[],
  relay: boolean,
): { reason: RegistrationFailureReason; params: Record<string, string> } | undefined {
  const wanted = new Map<string, CardIncrement & { n: number }>();
  for (const inc of increments) {
    const key = `${inc.scope}#${inc.guid}`;
    const known = wanted.get(key);
    wanted.set(key, { ...inc, n: (known?.n ?? 0) + 1 });
  }
  for (const w of wanted.values()) {
    if (w.capacity <= 0) continue;
    const counter = counterOf(ctx, w.scope, w.guid, w.capacity);
    if (counter.used + w.n > w.capacity)
      return { reason: cardCapacityReason(w.scope, relay), params: { name: w.name } };
  }
  return undefined;
}
