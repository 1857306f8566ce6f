import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { PREDEFINED_TEMPLATES, translationsSchema } from '../checkout/card-schemas';
import { CardType, CardValueType, CURRENCY_CODES } from '../codelists/enums';
import { fieldRuleSchema } from '../validation/field-rule-schema';

/**
 * The form builder (spec §3 Card, Card value, Card item, Card value group; §7 admin series cards):
 * one schema per concept for the calls, their Lambda and the back-office editor. Prices are integer
 * minor units per currency; capacity 0 = unlimited; a value or option that registrations already
 * answered is archived instead of deleted (the checkout no longer offers it, stored answers stay).
 */

/** Fields whose answer is one (or, for a checkbox list, several) of their options. */
export const OPTION_FIELD_TYPES: readonly number[] = [
  CardValueType.SELECT,
  CardValueType.RADIO,
  CardValueType.CHECKBOX_LIST,
  CardValueType.RADIO_WITH_COMPONENTS,
];
export const isOptionFieldType = (type: number) => OPTION_FIELD_TYPES.includes(type);

const CARD_TYPES = Object.values(CardType) as number[];
const MAX_CAPACITY = 1_000_000;
/** Far above any real extra, in minor units (a million crowns). */
const MAX_PRICE = 100_000_000;

/** A card value's `name` keys its answers in exports and e-mail variables: letters, digits, _ . - */
const fieldNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_.-]+$/, 'cardEditor.invalidName');
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).optional();

export const currencyPricesSchema = z.partialRecord(
  z.enum(CURRENCY_CODES),
  z.number().int().min(0).max(MAX_PRICE),
);
export type CurrencyPrices = z.infer<typeof currencyPricesSchema>;

const capacitySchema = z.number().int().min(0).max(MAX_CAPACITY);

/** An option of a select / radio / checkbox list (spec "card item"). `guid` absent = new. */
export const cardOptionInputSchema = z.object({
  guid: guidSchema.optional(),
  value: text(100)
    .min(1)
    .refine((v) => !v.includes('|'), 'cardEditor.optionValuePipe'),
  label: text(200).min(1),
  currencyPrices: currencyPricesSchema.default({}),
  capacity: capacitySchema.default(0),
  addToCardValueUsage: z.boolean().default(false),
  /** SubComponentType: 0 none, 1 input, 2 checkbox. */
  subComponentType: z.number().int().min(0).max(2).default(0),
  subComponentName: optionalText(80),
  subComponentLabel: optionalText(200),
  subComponentPlaceholder: optionalText(200),
  translations: translationsSchema.default({}),
});
export type CardOptionInput = z.input<typeof cardOptionInputSchema>;

/** One field of a form (spec "card value", with its group: options, categories, waves). */
export const cardValueInputSchema = z
  .object({
    guid: guidSchema.optional(),
    name: fieldNameSchema,
    label: text(200).min(1),
    placeholder: optionalText(200),
    /** CardValueType 1–11. */
    type: z.number().int().min(1).max(11),
    required: z.boolean().default(false),
    hasPrice: z.boolean().default(false),
    currencyPrices: currencyPricesSchema.default({}),
    defaultValue: optionalText(2000),
    /** Rich text, sanitised by the server. */
    description: z.string().max(20_000).optional(),
    readOnly: z.boolean().default(false),
    isAdditional: z.boolean().default(false),
    hidden: z.boolean().default(false),
    registrationOnSite: z.boolean().default(false),
    /** Shown to the volunteers at the packet-pickup desk with the runner's answer (docs/check-in.md). */
    showAtPickup: z.boolean().default(false),
    capacity: capacitySchema.default(0),
    predefinedTemplate: z.enum(PREDEFINED_TEMPLATES).nullable().default(null),
    validations: z.array(fieldRuleSchema).max(20).default([]),
    /** The value's own sub-input (spec §3 card value sub-component): 0 none, 1 input, 2 checkbox. */
    subComponentType: z.number().int().min(0).max(2).default(0),
    subComponentName: optionalText(80),
    subComponentLabel: optionalText(200),
    subComponentPlaceholder: optionalText(200),
    options: z.array(cardOptionInputSchema).max(200).default([]),
    /** The group is asked only for these categories / waves (empty = all). */
    categoryGuids: z.array(guidSchema).max(500).default([]),
    waveGuids: z.array(guidSchema).max(500).default([]),
    translations: translationsSchema.default({}),
  })
  .superRefine((v, ctx) => {
    if (isOptionFieldType(v.type) && v.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'cardEditor.optionsRequired' });
    if (!isOptionFieldType(v.type) && v.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'cardEditor.optionsNotAllowed' });
    const seen = new Set<string>();
    v.options.forEach((o, i) => {
      if (seen.has(o.value))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'value'],
          message: 'cardEditor.duplicateOption',
        });
      seen.add(o.value);
    });
    if (v.hasPrice && !Object.values(v.currencyPrices).some((p) => (p ?? 0) > 0))
      ctx.addIssue({ code: 'custom', path: ['currencyPrices'], message: 'cardEditor.priceRequired' });
    if (v.hidden && v.required && !v.defaultValue)
      ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'cardEditor.hiddenNeedsDefault' });
    const minMax = (min: string, max: string) => {
      const lo = v.validations.find((r) => r.kind === min);
      const hi = v.validations.find((r) => r.kind === max);
      if (lo && hi && 'value' in lo && 'value' in hi && lo.value > hi.value)
        ctx.addIssue({ code: 'custom', path: ['validations'], message: 'cardEditor.minAboveMax' });
    };
    minMax('minLength', 'maxLength');
    minMax('minAge', 'maxAge');
    minMax('minAgeInSubeventYear', 'maxAgeInSubeventYear');
    minMax('minNumber', 'maxNumber');
  });
export type CardValueInput = z.input<typeof cardValueInputSchema>;
export type CardValueFields = z.output<typeof cardValueInputSchema>;

/** The card's own fields and its values in their order (the form of the editor). */
const cardFieldsObject = z.object({
  name: text(200).min(1),
  /** CardType: 1 regular, 2 relay athlete, 3 team athlete, 4 base athlete. */
  type: z
    .number()
    .int()
    .refine((t) => CARD_TYPES.includes(t), 'validation.invalidOption'),
  /** How many times one item fills the card (relay racers); 0 = as the race says / once. */
  limit: z.number().int().min(0).max(100).default(0),
  /** Races the card applies to (empty = every race of the event whose type fits). */
  subEventGuids: z.array(guidSchema).max(200).default([]),
  translations: translationsSchema.default({}),
  values: z.array(cardValueInputSchema).max(100).default([]),
});

function uniqueValueNames(c: { values: ReadonlyArray<{ name: string }> }, ctx: z.RefinementCtx) {
  const names = new Set<string>();
  c.values.forEach((v, i) => {
    if (names.has(v.name))
      ctx.addIssue({ code: 'custom', path: ['values', i, 'name'], message: 'cardEditor.duplicateName' });
    names.add(v.name);
  });
}

export const cardFieldsSchema = cardFieldsObject.superRefine(uniqueValueNames);
export type CardFieldsInput = z.input<typeof cardFieldsSchema>;
export type CardFields = z.output<typeof cardFieldsSchema>;

/** Position in the event's list (1…); absent = at the end (create) or unchanged (update). */
const orderSchema = z.number().int().min(1).max(1000).optional();
/** The version the editor read (a change since then is refused). */
const versionSchema = z.number().int().min(0);

export const createCardBodySchema = cardFieldsObject
  .extend({ eventGuid: guidSchema, order: orderSchema })
  .superRefine(uniqueValueNames);
export type CreateCardBody = z.output<typeof createCardBodySchema>;

export const updateCardBodySchema = cardFieldsObject
  .extend({ eventGuid: guidSchema, order: orderSchema, version: versionSchema })
  .superRefine(uniqueValueNames);
export type UpdateCardBody = z.output<typeof updateCardBodySchema>;

export const createCardsBodySchema = z.object({
  eventGuid: guidSchema,
  cards: z.array(cardFieldsSchema).min(1).max(20),
});
export const updateCardsBodySchema = z.object({
  eventGuid: guidSchema,
  cards: z
    .array(
      cardFieldsObject
        .extend({ guid: guidSchema, order: orderSchema, version: versionSchema })
        .superRefine(uniqueValueNames),
    )
    .min(1)
    .max(20),
});

export const cardIdParams = z.object({ id: guidSchema });
export const cardEventQuery = z.object({ eventGuid: guidSchema });

// ——— answers ———

const usageSchema = { capacity: z.number().int(), used: z.number().int() };

export const cardOptionSchema = z.object({
  guid: guidSchema,
  value: z.string(),
  label: z.string(),
  currencyPrices: currencyPricesSchema,
  addToCardValueUsage: z.boolean(),
  subComponentType: z.number().int(),
  subComponentName: z.string().nullable(),
  subComponentLabel: z.string().nullable(),
  subComponentPlaceholder: z.string().nullable(),
  translations: translationsSchema,
  /** Kept for the answers registrations gave; the checkout no longer offers it. */
  archived: z.boolean(),
  ...usageSchema,
});
export type CardOption = z.infer<typeof cardOptionSchema>;

export const cardValueSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
  type: z.number().int(),
  required: z.boolean(),
  hasPrice: z.boolean(),
  currencyPrices: currencyPricesSchema,
  defaultValue: z.string().nullable(),
  description: z.string().nullable(),
  readOnly: z.boolean(),
  isAdditional: z.boolean(),
  hidden: z.boolean(),
  registrationOnSite: z.boolean(),
  showAtPickup: z.boolean(),
  predefinedTemplate: z.enum(PREDEFINED_TEMPLATES).nullable(),
  validations: z.array(fieldRuleSchema),
  subComponentType: z.number().int(),
  subComponentName: z.string().nullable(),
  subComponentLabel: z.string().nullable(),
  subComponentPlaceholder: z.string().nullable(),
  options: z.array(cardOptionSchema),
  categoryGuids: z.array(z.string()),
  waveGuids: z.array(z.string()),
  translations: translationsSchema,
  archived: z.boolean(),
  ...usageSchema,
});
export type CardValue = z.infer<typeof cardValueSchema>;

export const cardSchema = z.object({
  guid: guidSchema,
  eventGuid: guidSchema,
  name: z.string(),
  order: z.number().int(),
  type: z.number().int(),
  limit: z.number().int(),
  subEventGuids: z.array(z.string()),
  translations: translationsSchema,
  values: z.array(cardValueSchema),
  /** Deleted after registrations answered it: kept for their answers, no longer asked. */
  archived: z.boolean(),
  version: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;
export const cardsSchema = z.array(cardSchema);

export const cardDeletedSchema = z.object({
  /** true: removed; false: archived (registrations answered it). */
  deleted: z.boolean(),
  archived: z.boolean(),
});
