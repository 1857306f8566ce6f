import { z } from 'zod';
import { CURRENCY_CODES } from '../codelists/enums';

/** Registration availability of a subevent, category or wave (spec §4). */
export const availabilitySchema = z.enum(['notOpenYet', 'open', 'closed', 'capacityReached']);
export type Availability = z.infer<typeof availabilitySchema>;

/** A race's waiting list as the event page shows it: open to join, or at its limit (absent: none). */
export const publicWaitingListSchema = z.enum(['on', 'full']);
export type PublicWaitingList = z.infer<typeof publicWaitingListSchema>;

export const startListStateSchema = z.enum(['notOpenYet', 'open', 'closed']);
export type StartListState = z.infer<typeof startListStateSchema>;

export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** Capacity as shown to runners: null remaining = unlimited (capacity ≤ 0). */
export const capacityViewSchema = z.object({
  capacity: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int().nullable(),
});
export type CapacityView = z.infer<typeof capacityViewSchema>;

export const documentViewSchema = z.object({
  guid: z.string(),
  name: z.string(),
  type: z.number().int(),
  url: z.string(),
});

export const waveViewSchema = z.object({
  guid: z.string(),
  name: z.string(),
  /** Current price in the requested currency (minor units) when the wave has its own price. */
  price: z.number().int().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  availability: availabilitySchema,
  /** Sanitised HTML of the wave's template (type wave), when it has one: shown where it is chosen. */
  template: z.string().optional(),
  /** The wave's own waiting list (issue 27), when on. */
  waitingList: publicWaitingListSchema.optional(),
  ...capacityViewSchema.shape,
});
export type WaveView = z.infer<typeof waveViewSchema>;

export const subcategoryViewSchema = z.object({
  guid: z.string(),
  name: z.string(),
  gender: z.number().int().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  availability: availabilitySchema,
  /** The sub-category's own waiting list (issue 27), when on. */
  waitingList: publicWaitingListSchema.optional(),
  ...capacityViewSchema.shape,
});
export type SubcategoryView = z.infer<typeof subcategoryViewSchema>;

export const categoryViewSchema = z.object({
  guid: z.string(),
  name: z.string(),
  gender: z.number().int().nullable(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  validateAgeToSubEventYear: z.boolean(),
  /** Current price in the requested currency (pricing tier by date and places sold), minor units. */
  price: z.number().int(),
  /** Name of the pricing tier that gives the current price, when one applies. */
  pricingName: z.string().nullable(),
  availability: availabilitySchema,
  subcategories: z.array(subcategoryViewSchema),
  /** Sanitised HTML of the category's template (type category), when it has one: shown where it is chosen. */
  template: z.string().optional(),
  /** The category's own waiting list (issue 27), when on. */
  waitingList: publicWaitingListSchema.optional(),
  ...capacityViewSchema.shape,
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

/**
 * Priced extras of a race's registration forms for one category/wave scope (spec §3 card value):
 * the most they add to one registration, minor units. The dearest option of each select or radio
 * field, every priced option of a checkbox list, each priced checkbox; relay forms once per racer.
 * Empty lists apply to every category / wave; shared/catalog/priced-extras.ts sums them for a choice.
 */
export const pricedExtrasSchema = z.object({
  categoryGuids: z.array(z.string()),
  waveGuids: z.array(z.string()),
  priceTo: z.number().int(),
});

export const subeventViewSchema = z.object({
  guid: z.string(),
  eventGuid: z.string(),
  name: z.string(),
  /** 1 regular, 2 team, 3 relay */
  type: z.number().int(),
  dateFrom: z.string(),
  dateTo: z.string(),
  registrationFrom: z.string(),
  registrationTo: z.string(),
  startListFrom: z.string().nullable(),
  startListTo: z.string().nullable(),
  forbidBankTransferFrom: z.string().nullable(),
  membersFrom: z.number().int().nullable(),
  membersTo: z.number().int().nullable(),
  allowIndividuals: z.boolean(),
  availability: availabilitySchema,
  /** The race's waiting list (issue 27), absent when it has none switched on. */
  waitingList: publicWaitingListSchema.optional(),
  startListState: startListStateSchema,
  /**
   * Lowest current price over its categories and waves, and the most a registration can cost (the
   * dearest choice with its priced extras at their dearest), minor units.
   */
  price: z.number().int().nullable(),
  priceTo: z.number().int().nullable(),
  /** What the priced extras of its forms can add, by category/wave scope; none when nothing is priced. */
  extras: z.array(pricedExtrasSchema),
  categories: z.array(categoryViewSchema),
  waves: z.array(waveViewSchema),
  templates: z.record(z.string(), z.string()),
  ...capacityViewSchema.shape,
});
export type SubeventView = z.infer<typeof subeventViewSchema>;

export const eventSummarySchema = z.object({
  guid: z.string(),
  seriesGuid: z.string(),
  seriesName: z.string(),
  name: z.string(),
  anotation: z.string(),
  location: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  logoUrl: z.string().nullable(),
  currencies: z.array(currencyCodeSchema),
  registrationFrom: z.string().nullable(),
  registrationTo: z.string().nullable(),
  availability: availabilitySchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventDetailSchema = eventSummarySchema.extend({
  description: z.string(),
  url: z.string().nullable(),
  lattitude: z.number().nullable(),
  longitude: z.number().nullable(),
  currency: currencyCodeSchema,
  termsAndConditionsId: z.string().nullable(),
  documents: z.array(documentViewSchema),
  /** Sanitised HTML of the event's templates by type (eventPage). */
  templates: z.record(z.string(), z.string()),
  stylings: z.record(z.string(), z.string()),
  subevents: z.array(subeventViewSchema),
  ...capacityViewSchema.shape,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const seriesSummarySchema = z.object({
  guid: z.string(),
  name: z.string(),
  anotation: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  url: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type SeriesSummary = z.infer<typeof seriesSummarySchema>;

/** List envelope (spec §3). */
export const envelopeSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    page: z.number().int(),
    maxPage: z.number().int(),
    total: z.number().int(),
    rows: z.array(row),
  });

export const startListRowSchema = z.object({
  startNumber: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int().nullable(),
  club: z.string().nullable(),
  categoryName: z.string(),
  waveName: z.string().nullable(),
  teamName: z.string().nullable(),
  paid: z.boolean(),
});
export type StartListRow = z.infer<typeof startListRowSchema>;

export const relayWarningSchema = z.object({
  teamName: z.string(),
  members: z.number().int(),
  required: z.number().int(),
});

/** A team of a team race that may still fill up: its open places, shown publicly (issue 11). */
export const openTeamSchema = z.object({
  teamName: z.string(),
  members: z.number().int(),
  capacity: z.number().int(),
  open: z.number().int(),
});
export type OpenTeam = z.infer<typeof openTeamSchema>;

export const startListSortSchema = z.enum(['startNumber', 'lastName', 'club', 'category']);
export type StartListSort = z.infer<typeof startListSortSchema>;

export const startListSchema = envelopeSchema(startListRowSchema).extend({
  /** The subevent's event (spec's seriesEventGuid): the page links back to it. */
  seriesEventGuid: z.string(),
  subEventName: z.string(),
  state: startListStateSchema,
  startListFrom: z.string().nullable(),
  startListTo: z.string().nullable(),
  relayWarnings: z.array(relayWarningSchema),
  /** Team races only: teams with open places, by name. */
  openTeams: z.array(openTeamSchema),
});
export type StartList = z.infer<typeof startListSchema>;
