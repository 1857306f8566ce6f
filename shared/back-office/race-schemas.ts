import { z } from 'zod';
import { CURRENCY_CODES, SubEventType } from '../codelists/enums';
import { eventPlaceAndTimeFields, instantSchema, instantToIsNotBeforeFrom } from './series-editor-schemas';

/**
 * The race structure below an event (spec §3 Subevent, Category with subcategories, Pricing, Wave;
 * §5 dates and ages; §7 "Admin series" sub-events, categories, sub-categories, pricings, waves):
 * one schema per record, used by the admin-series Lambda and by the races tab's forms.
 * Prices are integer minor units (haléře, cents) per currency.
 */
const guid = z.uuid({ version: undefined });
const text = (max: number) => z.string().trim().max(max);
const optionalInstant = instantSchema.nullable();
const optionalCount = z.number().int().min(0).max(1_000_000).nullable();
/** Places of a scope; 0 = unlimited (spec §9). */
const capacity = z.number().int().min(0).max(1_000_000);
const age = z.number().int().min(0).max(150).nullable();
/**
 * The admin confirmed closing sales: the capacity becomes the places sold, this many as the form
 * showed them (the server refuses when more or fewer are sold by the time it writes). Replaces
 * `capacity`. At least 1: with nothing sold any capacity is allowed (and 0 means unlimited).
 */
const closeSales = { closeSalesAt: z.number().int().min(1).max(1_000_000).optional() };
const gender = z.union([z.literal(1), z.literal(2)]).nullable();

/** Minor units (1 CZK = 100). At most 10 million a place. */
export const priceSchema = z.number().int().min(0).max(1_000_000_000);
/** A price in each currency the event sells in (absent currency: no price in it). */
export const pricesSchema = z.partialRecord(z.enum(CURRENCY_CODES), priceSchema);
export type Prices = z.infer<typeof pricesSchema>;

/** Spec §5 "Date To after Date From" for optional instants: only when both are set. */
const laterOrEqual = (from: string | null | undefined, to: string | null | undefined) =>
  instantToIsNotBeforeFrom({ dateFrom: from ?? undefined, dateTo: to ?? undefined });

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [path] });

// ——— subevents (races) ———

export const SUBEVENT_TYPES = [SubEventType.REGULAR, SubEventType.TEAM, SubEventType.RELAY] as const;

/** Spec §3 Subevent: the event fields plus the race's own. */
export const subeventFieldsSchema = z.object({
  ...eventPlaceAndTimeFields,
  capacity,
  daysTillExpiration: z.number().int().min(1).max(365).nullable(),
  registrationFrom: instantSchema,
  registrationTo: instantSchema,
  startListFrom: optionalInstant,
  startListTo: optionalInstant,
  /** 1 regular, 2 team, 3 relay. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  membersFrom: optionalCount,
  membersTo: optionalCount,
  allowIndividuals: z.boolean(),
  /** Team races: the price is the team's, not each member's. */
  teamPricing: z.boolean(),
  relayChangesFrom: optionalInstant,
  relayChangesTo: optionalInstant,
  /** From this instant bank transfer is no longer offered (not after Registration To). */
  forbidBankTransferFrom: optionalInstant,
  allowRegistrationValueChange: z.boolean(),
  /** What a registrant pays for changing the registration (minor units of the order's currency). */
  registrationValueChangePrice: priceSchema.nullable(),
});
export type SubeventFields = z.infer<typeof subeventFieldsSchema>;

/** Spec §5 rules of a race, on the field that is wrong. */
export function checkSubeventRules(s: Partial<SubeventFields>, ctx: z.RefinementCtx): void {
  if (!laterOrEqual(s.dateFrom, s.dateTo)) issue(ctx, 'dateTo', 'seriesEditor.dateToBeforeDateFrom');
  if (
    s.registrationFrom &&
    s.registrationTo &&
    Date.parse(s.registrationTo) <= Date.parse(s.registrationFrom)
  )
    issue(ctx, 'registrationTo', 'raceEditor.registrationToBeforeFrom');
  if (!laterOrEqual(s.startListFrom, s.startListTo))
    issue(ctx, 'startListTo', 'raceEditor.startListToBeforeFrom');
  if (!laterOrEqual(s.relayChangesFrom, s.relayChangesTo))
    issue(ctx, 'relayChangesTo', 'raceEditor.relayChangesToBeforeFrom');
  if (
    s.forbidBankTransferFrom &&
    s.registrationTo &&
    !laterOrEqual(s.forbidBankTransferFrom, s.registrationTo)
  )
    issue(ctx, 'forbidBankTransferFrom', 'raceEditor.bankTransferAfterRegistration');
  if (s.type !== undefined && s.type !== SubEventType.REGULAR) {
    if (s.membersFrom === null || s.membersFrom === undefined || s.membersFrom < 1)
      issue(ctx, 'membersFrom', 'raceEditor.membersRequired');
    if (s.membersTo === null || s.membersTo === undefined || s.membersTo < 1)
      issue(ctx, 'membersTo', 'raceEditor.membersRequired');
  }
  if (s.membersFrom != null && s.membersTo != null && s.membersTo < s.membersFrom)
    issue(ctx, 'membersTo', 'raceEditor.membersToBelowFrom');
}

export const subeventFormSchema = subeventFieldsSchema.superRefine(checkSubeventRules);
/** POST admin/series/sub-events: the race and its event. */
export const createSubeventBodySchema = subeventFieldsSchema
  .extend({ eventGuid: guid })
  .superRefine(checkSubeventRules);
export type CreateSubeventBody = z.infer<typeof createSubeventBodySchema>;
/** PUT admin/series/sub-events/{id}: the fields and the version read. */
export const updateSubeventBodySchema = subeventFieldsSchema
  .extend({ version: z.number().int().min(0), ...closeSales })
  .superRefine(checkSubeventRules);
export type UpdateSubeventBody = z.infer<typeof updateSubeventBodySchema>;

// ——— categories and subcategories ———

/** Spec §5 "Max age greater than Min age". */
function checkAges(c: { minAge?: number | null; maxAge?: number | null }, ctx: z.RefinementCtx) {
  if (c.minAge != null && c.maxAge != null && c.maxAge <= c.minAge)
    issue(ctx, 'maxAge', 'raceEditor.maxAgeNotAboveMin');
}

export const categoryFieldsSchema = z.object({
  name: text(200).min(1),
  minAge: age,
  maxAge: age,
  /** 1 male, 2 female, null both. */
  gender,
  /** The category's base price per currency (pricing tiers may lower it by date or places sold). */
  prices: pricesSchema,
  teamPricing: z.boolean(),
  capacity,
  /** Ages counted at the end of the race's year instead of on its day. */
  validateAgeToSubEventYear: z.boolean(),
});
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;
export const categoryFormSchema = categoryFieldsSchema.superRefine(checkAges);

/** The race a record belongs to (spec §7: each call carries seriesEventSubEventId). */
const inRace = { seriesEventSubEventId: guid };
const version = { version: z.number().int().min(0) };

export const createCategoryBodySchema = categoryFieldsSchema.extend(inRace).superRefine(checkAges);
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;
export const updateCategoryBodySchema = categoryFieldsSchema
  .extend({ ...inRace, ...version, ...closeSales })
  .superRefine(checkAges);
export type UpdateCategoryBody = z.infer<typeof updateCategoryBodySchema>;

export const subcategoryFieldsSchema = z.object({
  name: text(200).min(1),
  minAge: age,
  maxAge: age,
  gender,
  capacity,
});
export type SubcategoryFields = z.infer<typeof subcategoryFieldsSchema>;
export const subcategoryFormSchema = subcategoryFieldsSchema.superRefine(checkAges);
export const createSubcategoryBodySchema = subcategoryFieldsSchema
  .extend({ ...inRace, categoryId: guid })
  .superRefine(checkAges);
export type CreateSubcategoryBody = z.infer<typeof createSubcategoryBodySchema>;
export const updateSubcategoryBodySchema = subcategoryFieldsSchema
  .extend({ ...inRace, ...version, ...closeSales })
  .superRefine(checkAges);
export type UpdateSubcategoryBody = z.infer<typeof updateSubcategoryBodySchema>;

// ——— pricings ———

function checkPricing(
  p: {
    dateFrom?: string | null;
    dateTo?: string | null;
    capacityFrom?: number | null;
    capacityTo?: number | null;
  },
  ctx: z.RefinementCtx,
) {
  if (!laterOrEqual(p.dateFrom, p.dateTo)) issue(ctx, 'dateTo', 'seriesEditor.dateToBeforeDateFrom');
  if (p.capacityFrom != null && p.capacityTo != null && p.capacityTo <= p.capacityFrom)
    issue(ctx, 'capacityTo', 'raceEditor.capacityToNotAboveFrom');
}

/** Spec §3 Pricing: a price tier of a category, by date and by places sold. */
export const pricingFieldsSchema = z.object({
  name: text(200).min(1),
  prices: pricesSchema,
  dateFrom: optionalInstant,
  dateTo: optionalInstant,
  /** Applies while capacityFrom ≤ places sold < capacityTo. */
  capacityFrom: optionalCount,
  capacityTo: optionalCount,
});
export type PricingFields = z.infer<typeof pricingFieldsSchema>;
export const pricingFormSchema = pricingFieldsSchema.superRefine(checkPricing);
export const createPricingBodySchema = pricingFieldsSchema
  .extend({ ...inRace, categoryId: guid })
  .superRefine(checkPricing);
export type CreatePricingBody = z.infer<typeof createPricingBodySchema>;
export const updatePricingBodySchema = pricingFieldsSchema
  .extend({ ...inRace, ...version })
  .superRefine(checkPricing);
export type UpdatePricingBody = z.infer<typeof updatePricingBodySchema>;

// ——— waves ———

function checkWave(w: { dateFrom?: string | null; dateTo?: string | null }, ctx: z.RefinementCtx) {
  if (!laterOrEqual(w.dateFrom, w.dateTo)) issue(ctx, 'dateTo', 'seriesEditor.dateToBeforeDateFrom');
}

/** Spec §3 Wave: a start wave of a race; its own price replaces the category's where set. */
export const waveFieldsSchema = z.object({
  name: text(200).min(1),
  prices: pricesSchema,
  dateFrom: optionalInstant,
  dateTo: optionalInstant,
  capacity,
});
export type WaveFields = z.infer<typeof waveFieldsSchema>;
export const waveFormSchema = waveFieldsSchema.superRefine(checkWave);
export const createWaveBodySchema = waveFieldsSchema.extend(inRace).superRefine(checkWave);
export type CreateWaveBody = z.infer<typeof createWaveBodySchema>;
export const updateWaveBodySchema = waveFieldsSchema
  .extend({ ...inRace, ...version, ...closeSales })
  .superRefine(checkWave);
export type UpdateWaveBody = z.infer<typeof updateWaveBodySchema>;

// ——— ids, answers ———

export const raceRecordIdParams = z.object({ id: guid });
/** GET/DELETE of a category, subcategory, pricing or wave: the race it belongs to. */
export const inRaceQuerySchema = z.object(inRace);

const stamps = {
  guid: z.string(),
  order: z.number().int(),
  version: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
};

export const subcategorySchema = subcategoryFieldsSchema.extend({
  ...stamps,
  categoryGuid: z.string(),
  /** Places sold (the capacity counter's `used`). */
  used: z.number().int(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const pricingSchema = pricingFieldsSchema.extend({ ...stamps, categoryGuid: z.string() });
export type Pricing = z.infer<typeof pricingSchema>;

export const categorySchema = categoryFieldsSchema.extend({
  ...stamps,
  subEventGuid: z.string(),
  used: z.number().int(),
  subcategories: z.array(subcategorySchema),
  pricings: z.array(pricingSchema),
});
export type Category = z.infer<typeof categorySchema>;

export const waveSchema = waveFieldsSchema.extend({
  ...stamps,
  subEventGuid: z.string(),
  used: z.number().int(),
});
export type Wave = z.infer<typeof waveSchema>;

export const subeventSchema = subeventFieldsSchema.extend({
  ...stamps,
  eventGuid: z.string(),
  /** Card values a registrant may change (set by admin/series/registration-change). */
  changeableValueNames: z.array(z.string()),
  used: z.number().int(),
  categories: z.array(categorySchema),
  waves: z.array(waveSchema),
});
export type Subevent = z.infer<typeof subeventSchema>;
export const subeventListSchema = z.array(subeventSchema);

/** Reorder races of an event, or categories / waves of a race: every one once, in the new order. */
const guidList = z
  .array(guid)
  .min(1)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, 'seriesEditor.reorderMismatch');
export const reorderSubeventsBodySchema = z.object({ eventGuid: guid, guids: guidList });
export const reorderInRaceBodySchema = z.object({
  ...inRace,
  kind: z.enum(['categories', 'waves']),
  guids: guidList,
});

// ——— create-many / update-many (spec §7): one parent, up to 50 records, each as its single call ———

const many = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(50);
const withId = { id: guid, ...version };
/** Updates of records with a capacity may close sales, each as its single update does. */
const withIdClosing = { ...withId, ...closeSales };

export const createSubeventsBodySchema = z.object({ eventGuid: guid, items: many(subeventFormSchema) });
export const updateSubeventsBodySchema = z.object({
  eventGuid: guid,
  items: many(subeventFieldsSchema.extend(withIdClosing).superRefine(checkSubeventRules)),
});
export const createCategoriesBodySchema = z.object({ ...inRace, items: many(categoryFormSchema) });
export const updateCategoriesBodySchema = z.object({
  ...inRace,
  items: many(categoryFieldsSchema.extend(withIdClosing).superRefine(checkAges)),
});
export const createSubcategoriesBodySchema = z.object({
  ...inRace,
  items: many(subcategoryFieldsSchema.extend({ categoryId: guid }).superRefine(checkAges)),
});
export const updateSubcategoriesBodySchema = z.object({
  ...inRace,
  items: many(subcategoryFieldsSchema.extend(withIdClosing).superRefine(checkAges)),
});
export const createPricingsBodySchema = z.object({
  ...inRace,
  items: many(pricingFieldsSchema.extend({ categoryId: guid }).superRefine(checkPricing)),
});
export const updatePricingsBodySchema = z.object({
  ...inRace,
  items: many(pricingFieldsSchema.extend(withId).superRefine(checkPricing)),
});
export const createWavesBodySchema = z.object({ ...inRace, items: many(waveFormSchema) });
export const updateWavesBodySchema = z.object({
  ...inRace,
  items: many(waveFieldsSchema.extend(withIdClosing).superRefine(checkWave)),
});
