import { z } from 'zod';
import { LOCALES } from '../codelists/enums';
import { fieldRuleSchema } from '../validation/field-rule-schema';

export { SubComponentType, subValueKey, valueSubKey } from './card-keys';

/** Registrant fields a card value can pre-fill and feed (spec §3 "predefined templates"). */
export const PREDEFINED_TEMPLATES = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'email',
  'club',
  'phone',
  'country',
  'city',
  'street',
  'streetNumber',
  'zipcode',
] as const;
export type PredefinedTemplate = (typeof PREDEFINED_TEMPLATES)[number];

const guid = z.string().min(1).max(64);

/** Per-language texts; the base text is used where a translation is missing. */
const textTranslationSchema = z.object({
  label: z.string().optional(),
  placeholder: z.string().optional(),
  description: z.string().optional(),
  subComponentLabel: z.string().optional(),
  subComponentPlaceholder: z.string().optional(),
  name: z.string().optional(),
});
export const translationsSchema = z.partialRecord(z.enum(LOCALES), textTranslationSchema);
export type Translations = z.infer<typeof translationsSchema>;

/** An option of a select / radio / checkbox list (spec "card item"). */
export const cardItemViewSchema = z.object({
  guid,
  value: z.string(),
  label: z.string(),
  /** Extra price of choosing this option in the checkout currency, minor units; 0 = free. */
  price: z.number().int(),
  /** 0 or less = unlimited. */
  capacity: z.number().int(),
  used: z.number().int(),
  /** Whether choosing it counts toward the group's (card value's) usage. */
  addToCardValueUsage: z.boolean(),
  subComponentType: z.number().int().min(0).max(2),
  subComponentName: z.string().nullable(),
  subComponentLabel: z.string().nullable(),
  subComponentPlaceholder: z.string().nullable(),
  translations: translationsSchema,
});
export type CardItemView = z.infer<typeof cardItemViewSchema>;

/** One field of a registration form (spec "card value"). */
export const cardValueViewSchema = z.object({
  guid,
  name: z.string(),
  label: z.string(),
  placeholder: z.string().nullable(),
  /** CardValueType 1–11. */
  type: z.number().int().min(1).max(11),
  required: z.boolean(),
  hasPrice: z.boolean(),
  /** Price of a ticked checkbox / filled field when hasPrice, checkout currency, minor units. */
  price: z.number().int(),
  defaultValue: z.string().nullable(),
  /** Sanitised HTML shown under the field. */
  description: z.string().nullable(),
  readOnly: z.boolean(),
  /** Additional (priced extras) rather than registrant data. */
  isAdditional: z.boolean(),
  hidden: z.boolean(),
  registrationOnSite: z.boolean(),
  /** Group capacity; 0 or less = unlimited. */
  capacity: z.number().int(),
  used: z.number().int(),
  predefinedTemplate: z.enum(PREDEFINED_TEMPLATES).nullable(),
  validations: z.array(fieldRuleSchema),
  /** The value's own sub-input (0 none, 1 input, 2 checkbox), active while the field is answered. */
  subComponentType: z.number().int().min(0).max(2),
  subComponentName: z.string().nullable(),
  subComponentLabel: z.string().nullable(),
  subComponentPlaceholder: z.string().nullable(),
  items: z.array(cardItemViewSchema),
  /** When non-empty the field is asked only for these categories / waves. */
  categoryGuids: z.array(guid),
  waveGuids: z.array(guid),
  translations: translationsSchema,
});
export type CardValueView = z.infer<typeof cardValueViewSchema>;

/** A registration form definition of an event (spec "card"). */
export const cardViewSchema = z.object({
  guid,
  name: z.string(),
  order: z.number().int(),
  /** CardType: 1 regular, 2 relay athlete, 3 team athlete, 4 base athlete. */
  type: z.number().int().min(1).max(4),
  /** How many times the card may be filled for one item (relay racers); 0 = once. */
  limit: z.number().int().min(0),
  values: z.array(cardValueViewSchema),
  translations: translationsSchema,
});
export type CardView = z.infer<typeof cardViewSchema>;

/**
 * Filled values of one card: card value guid → value; sub-inputs of options under
 * `<valueGuid>/<itemGuid>`, the value's own sub-input under `<valueGuid>/sub`.
 */
export const filledCardSchema = z.object({
  cardGuid: guid,
  values: z.record(z.string().max(200), z.string().max(2000)),
});
export type FilledCard = z.infer<typeof filledCardSchema>;
