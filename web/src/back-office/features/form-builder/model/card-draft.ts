import type { Card, CardFieldsInput, CardOption, CardValue } from '@shared/back-office/card-editor-schemas';
import type { CardItemView, CardValueView, Translations } from '@shared/checkout/card-schemas';
import type { FieldRule } from '@shared/validation/field-rules';
import type { CurrencyCode } from '@shared/codelists/enums';

/**
 * The form builder's working copy of a card: the editor's body (shared card-editor schemas) plus,
 * for the usage badges and the preview, what the server said about each value and option.
 */

/** The sub-input of a value or option (spec §3 card value sub-component): 0 none, 1 input, 2 checkbox. */
export interface SubComponentDraft {
  subComponentType: number;
  subComponentName: string;
  subComponentLabel: string;
  subComponentPlaceholder: string;
}

export interface OptionDraft extends SubComponentDraft {
  /** Stable React key (the stored guid, or a temporary one until saved). */
  key: string;
  guid?: string;
  value: string;
  label: string;
  currencyPrices: Partial<Record<CurrencyCode, number>>;
  capacity: number;
  used: number;
  addToCardValueUsage: boolean;
  translations: Translations;
}

export interface ValueDraft extends SubComponentDraft {
  key: string;
  guid?: string;
  name: string;
  label: string;
  placeholder: string;
  type: number;
  required: boolean;
  hasPrice: boolean;
  currencyPrices: Partial<Record<CurrencyCode, number>>;
  defaultValue: string;
  description: string;
  readOnly: boolean;
  isAdditional: boolean;
  hidden: boolean;
  registrationOnSite: boolean;
  showAtPickup: boolean;
  capacity: number;
  used: number;
  predefinedTemplate: CardValue['predefinedTemplate'];
  validations: FieldRule[];
  options: OptionDraft[];
  categoryGuids: string[];
  waveGuids: string[];
  translations: Translations;
}

export interface CardDraft {
  guid?: string;
  version?: number;
  name: string;
  type: number;
  limit: number;
  subEventGuids: string[];
  translations: Translations;
  values: ValueDraft[];
}

const NO_SUB_COMPONENT: SubComponentDraft = {
  subComponentType: 0,
  subComponentName: '',
  subComponentLabel: '',
  subComponentPlaceholder: '',
};

let seq = 0;
const tempKey = () => `new-${++seq}`;

export const newOption = (index: number): OptionDraft => ({
  key: tempKey(),
  value: `option${index}`,
  label: '',
  currencyPrices: {},
  capacity: 0,
  used: 0,
  addToCardValueUsage: false,
  ...NO_SUB_COMPONENT,
  translations: {},
});

export const newValue = (index: number): ValueDraft => ({
  key: tempKey(),
  name: `field${index}`,
  label: '',
  placeholder: '',
  type: 1,
  required: false,
  hasPrice: false,
  currencyPrices: {},
  defaultValue: '',
  description: '',
  readOnly: false,
  isAdditional: false,
  hidden: false,
  registrationOnSite: false,
  showAtPickup: false,
  capacity: 0,
  used: 0,
  predefinedTemplate: null,
  validations: [],
  ...NO_SUB_COMPONENT,
  options: [],
  categoryGuids: [],
  waveGuids: [],
  translations: {},
});

export const newCard = (): CardDraft => ({
  name: '',
  type: 1,
  limit: 0,
  subEventGuids: [],
  translations: {},
  values: [],
});

const opt = (s: string) => (s.trim() ? s : undefined);

/** The sub-input of a value or option (types *_WITH_COMPONENTS), as the server stores and sends it. */
interface StoredSubComponent {
  subComponentType: number;
  subComponentName?: string | null;
  subComponentLabel?: string | null;
  subComponentPlaceholder?: string | null;
}

/** A sub-input's texts as the editor holds them: empty text where there is none. */
const subComponentDraft = (s: StoredSubComponent): SubComponentDraft => ({
  subComponentType: s.subComponentType,
  subComponentName: s.subComponentName ?? '',
  subComponentLabel: s.subComponentLabel ?? '',
  subComponentPlaceholder: s.subComponentPlaceholder ?? '',
});

/** A sub-input of the working copy as the calls take it: an empty text is left out. */
const subComponentFields = (s: SubComponentDraft) => ({
  subComponentType: s.subComponentType,
  subComponentName: opt(s.subComponentName),
  subComponentLabel: opt(s.subComponentLabel),
  subComponentPlaceholder: opt(s.subComponentPlaceholder),
});

/** A sub-input of the working copy as the checkout's field shows it: null for an empty text. */
const subComponentView = (s: SubComponentDraft) => ({
  subComponentType: s.subComponentType,
  subComponentName: opt(s.subComponentName) ?? null,
  subComponentLabel: opt(s.subComponentLabel) ?? null,
  subComponentPlaceholder: opt(s.subComponentPlaceholder) ?? null,
});

const optionDraft = (o: CardOption): OptionDraft => ({
  key: o.guid,
  guid: o.guid,
  value: o.value,
  label: o.label,
  currencyPrices: o.currencyPrices,
  capacity: o.capacity,
  used: o.used,
  addToCardValueUsage: o.addToCardValueUsage,
  ...subComponentDraft(o),
  translations: o.translations,
});

/** The stored card as a working copy; archived values and options are not edited (kept for answers). */
export function toDraft(card: Card): CardDraft {
  return {
    guid: card.guid,
    version: card.version,
    name: card.name,
    type: card.type,
    limit: card.limit,
    subEventGuids: card.subEventGuids,
    translations: card.translations,
    values: card.values
      .filter((v) => !v.archived)
      .map((v) => ({
        key: v.guid,
        guid: v.guid,
        name: v.name,
        label: v.label,
        placeholder: v.placeholder ?? '',
        type: v.type,
        required: v.required,
        hasPrice: v.hasPrice,
        currencyPrices: v.currencyPrices,
        defaultValue: v.defaultValue ?? '',
        description: v.description ?? '',
        readOnly: v.readOnly,
        isAdditional: v.isAdditional,
        hidden: v.hidden,
        registrationOnSite: v.registrationOnSite,
        showAtPickup: v.showAtPickup,
        capacity: v.capacity,
        used: v.used,
        predefinedTemplate: v.predefinedTemplate,
        validations: v.validations,
        ...subComponentDraft(v),
        options: v.options.filter((o) => !o.archived).map(optionDraft),
        categoryGuids: v.categoryGuids,
        waveGuids: v.waveGuids,
        translations: v.translations,
      })),
  };
}

/** The body of the create / update calls (validated with the shared schema before sending). */
export function toFields(draft: CardDraft): CardFieldsInput {
  return {
    name: draft.name,
    type: draft.type,
    limit: draft.limit,
    subEventGuids: draft.subEventGuids,
    translations: draft.translations,
    values: draft.values.map((v) => ({
      ...(v.guid ? { guid: v.guid } : {}),
      name: v.name,
      label: v.label,
      placeholder: opt(v.placeholder),
      type: v.type,
      required: v.required,
      hasPrice: v.hasPrice,
      currencyPrices: v.currencyPrices,
      defaultValue: opt(v.defaultValue),
      description: opt(v.description),
      readOnly: v.readOnly,
      isAdditional: v.isAdditional,
      hidden: v.hidden,
      registrationOnSite: v.registrationOnSite,
      showAtPickup: v.showAtPickup,
      capacity: v.capacity,
      predefinedTemplate: v.predefinedTemplate,
      validations: v.validations,
      ...subComponentFields(v),
      options: v.options.map((o) => ({
        ...(o.guid ? { guid: o.guid } : {}),
        value: o.value,
        label: o.label,
        currencyPrices: o.currencyPrices,
        capacity: o.capacity,
        addToCardValueUsage: o.addToCardValueUsage,
        ...subComponentFields(o),
        translations: o.translations,
      })),
      categoryGuids: v.categoryGuids,
      waveGuids: v.waveGuids,
      translations: v.translations,
    })),
  };
}

/** A value as the checkout's CardField receives it (prices in `currency`, usage as the server said). */
export function toFieldView(v: ValueDraft, currency: CurrencyCode): CardValueView {
  return {
    guid: v.key,
    name: v.name,
    label: v.label,
    placeholder: opt(v.placeholder) ?? null,
    type: v.type,
    required: v.required,
    hasPrice: v.hasPrice,
    price: v.hasPrice ? (v.currencyPrices[currency] ?? 0) : 0,
    defaultValue: opt(v.defaultValue) ?? null,
    description: opt(v.description) ?? null,
    readOnly: v.readOnly,
    isAdditional: v.isAdditional,
    hidden: v.hidden,
    registrationOnSite: v.registrationOnSite,
    capacity: v.capacity,
    used: v.used,
    predefinedTemplate: v.predefinedTemplate,
    validations: v.validations,
    ...subComponentView(v),
    items: v.options.map((o): CardItemView => ({
      guid: o.key,
      value: o.value,
      label: o.label,
      price: o.currencyPrices[currency] ?? 0,
      capacity: o.capacity,
      used: o.used,
      addToCardValueUsage: o.addToCardValueUsage,
      ...subComponentView(o),
      translations: o.translations,
    })),
    categoryGuids: v.categoryGuids,
    waveGuids: v.waveGuids,
    translations: v.translations,
  };
}

/** Moves one entry of a list by one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves one entry of a list from one place to another (a drag and drop). */
export function movedTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next;
}
