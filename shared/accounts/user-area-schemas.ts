import { myRefundSchema } from '../refunds/refund-schemas';
import { z } from 'zod';
import { CURRENCY_CODES } from '../codelists/enums';
import { parseDateOnly, formatIsoDate } from '../validation/date-only';
import {
  itemAmountFields,
  orderAmountFields,
  orderRegistratorSchema,
  orderStateFields,
  registeredValueSchema,
} from '../orders/order-fields';

/**
 * The user area (spec §7 "User area"): My orders (user/my-registrations), My registrations
 * (user/my-registration-items), My teams, My templates. Lists answer the spec's envelope
 * (page, maxPage, total, rows) with page size 30; filters of spec §3.
 */
export const USER_AREA_PAGE_SIZE = 30;
/** Templates a user may keep. */
export const MAX_TEMPLATES = 50;

const guid = z.uuid({ version: undefined });
const text = z.string().trim().max(100);
/** A calendar day (Europe/Prague): `YYYY-MM-DD`, also `D. M. YYYY` or `DD/MM/YYYY`; answered as `YYYY-MM-DD`. */
const day = z
  .string()
  .max(40)
  .refine((v) => v.trim() === '' || parseDateOnly(v) !== undefined, { message: 'validation.invalidDate' })
  .transform((v) => {
    const d = parseDateOnly(v);
    return d ? formatIsoDate(d) : undefined;
  });
/** Query booleans arrive as text; an empty value means "any". */
const queryBool = z.enum(['true', 'false', '']).transform((v) => (v === '' ? undefined : v === 'true'));
const bodyBool = z
  .boolean()
  .nullable()
  .transform((v) => v ?? undefined);

const paging = {
  take: z.coerce.number().int().min(1).max(100).default(USER_AREA_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
};
const queryDescending = z
  .enum(['true', 'false'])
  .default('true')
  .transform((v) => v === 'true');

export const ORDER_SORTS = ['dateCreated', 'calculatedPrice', 'variableSymbol'] as const;
export const ITEM_SORTS = ['dateCreated', 'lastName', 'eventName', 'startNumber'] as const;
export const TEAM_SORTS = ['name', 'dateCreated', 'eventName'] as const;
export const TEMPLATE_SORTS = ['lastName', 'firstName', 'birthYear', 'dateCreated', 'dateUpdated'] as const;

/** GET user/my-registrations (My orders): filter searchText, dateFrom, dateTo, paid (spec §3). */
export const myOrdersQuerySchema = z.object({
  searchText: text.optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  paid: queryBool.optional(),
  sortBy: z.enum(ORDER_SORTS).default('dateCreated'),
  descending: queryDescending,
  ...paging,
});
export type MyOrdersQuery = z.infer<typeof myOrdersQuerySchema>;

/** POST user/my-registration-items (My registrations): the same filter, in the body. */
export const myItemsBodySchema = z.object({
  filter: z
    .object({
      searchText: text.nullable().optional(),
      dateFrom: day.nullable().optional(),
      dateTo: day.nullable().optional(),
      paid: bodyBool.optional(),
    })
    .default({}),
  sortBy: z.enum(ITEM_SORTS).default('dateCreated'),
  descending: z.boolean().default(true),
  take: paging.take,
  skip: paging.skip,
});
export type MyItemsBody = z.infer<typeof myItemsBodySchema>;

/** GET user/my-teams and GET user/my-templates: filter searchText (spec §3). */
export const myTeamsQuerySchema = z.object({
  searchText: text.optional(),
  sortBy: z.enum(TEAM_SORTS).default('name'),
  descending: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ...paging,
});
export type MyTeamsQuery = z.infer<typeof myTeamsQuerySchema>;

export const myTemplatesQuerySchema = z.object({
  searchText: text.optional(),
  sortBy: z.enum(TEMPLATE_SORTS).default('lastName'),
  descending: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  ...paging,
});
export type MyTemplatesQuery = z.infer<typeof myTemplatesQuerySchema>;

export const idParams = z.object({ id: guid });

const envelope = <T extends z.ZodType>(row: T) =>
  z.object({
    page: z.number().int(),
    maxPage: z.number().int(),
    total: z.number().int(),
    rows: z.array(row),
  });

const currency = z.enum(CURRENCY_CODES);

/** One row of My orders. Money in minor units of `currency`. */
export const myOrderRowSchema = z.object({
  id: z.string(),
  variableSymbol: z.string(),
  dateCreated: z.string(),
  currency,
  calculatedPrice: z.number().int(),
  /** PaymentMethod: 1 card, 2 bank transfer. */
  paymentMethod: z.number().int(),
  ...orderStateFields,
  /** Payment deadline of an unpaid order. */
  expiresAt: z.string().nullable(),
  registrator: orderRegistratorSchema,
  itemCount: z.number().int(),
  /** Distinct event – race pairs of the order. */
  events: z.array(z.object({ eventName: z.string(), subEventName: z.string() })),
});
export type MyOrderRow = z.infer<typeof myOrderRowSchema>;
export const myOrdersSchema = envelope(myOrderRowSchema);

/** One row of My registrations (an order item = one registered racer). */
export const myItemRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  variableSymbol: z.string(),
  kind: z.enum(['regular', 'team', 'relay']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthYear: z.number().int().nullable(),
  gender: z.number().int(),
  seriesEventGuid: z.string(),
  eventName: z.string(),
  subEventGuid: z.string(),
  subEventName: z.string(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  waveName: z.string().nullable(),
  teamGuid: z.string().nullable(),
  teamName: z.string().nullable(),
  startNumber: z.number().int().nullable(),
  currency,
  ...itemAmountFields,
  /** basePrice + additionalsPrice − discount. */
  price: z.number().int(),
  paid: z.boolean(),
  expired: z.boolean(),
  cancelled: z.boolean(),
  dateCreated: z.string(),
});
export type MyItemRow = z.infer<typeof myItemRowSchema>;
export const myItemsSchema = envelope(myItemRowSchema);

export const myItemValueSchema = registeredValueSchema;

/** GET user/my-registration-items/{id}. */
export const myItemDetailSchema = myItemRowSchema.extend({
  birthDate: z.string(),
  club: z.string().nullable(),
  categoryGuid: z.string(),
  waveGuid: z.string().nullable(),
  pricingName: z.string().nullable(),
  values: z.array(myItemValueSchema),
  paymentMethod: z.number().int(),
});
export type MyItemDetail = z.infer<typeof myItemDetailSchema>;

/** GET user/my-registrations/{id}: the order with its items. */
export const myOrderDetailSchema = myOrderRowSchema.extend({
  ...orderAmountFields,
  issued: z.boolean(),
  dateUpdated: z.string(),
  language: z.string(),
  /** Bank data for a bank transfer (null for card payments). */
  bankTransfer: z
    .object({
      bankAccount: z.string(),
      bankCode: z.string(),
      iban: z.string(),
      swift: z.string().nullable(),
      constantSymbol: z.string().nullable(),
    })
    .nullable(),
  items: z.array(myItemDetailSchema),
  /** Money given back (functions/domain/refunds). */
  refunds: z.array(myRefundSchema),
});
export type MyOrderDetail = z.infer<typeof myOrderDetailSchema>;

/** One row of My teams: teams the user registered in (or founded). */
export const myTeamRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'relay']),
  seriesEventGuid: z.string(),
  eventName: z.string(),
  subEventGuid: z.string(),
  subEventName: z.string(),
  /** The user is the team's manager (its manager e-mail is theirs): they may manage it. */
  isManager: z.boolean(),
  /** The team PIN, shown to its manager only. */
  pin: z.string().nullable(),
  managerEmail: z.string().nullable(),
  /** The user's own registrations in the team. */
  myMembers: z.number().int(),
  dateCreated: z.string(),
});
export type MyTeamRow = z.infer<typeof myTeamRowSchema>;
export const myTeamsSchema = envelope(myTeamRowSchema);

/**
 * Values of a registrant template, keyed by the card field's predefined template name (gender,
 * birthDate, email, club, phone, country, city, street, streetNumber, zipcode) or another field
 * name; checkout fills the fields of any event's forms from them.
 */
export const templateValuesSchema = z
  .record(z.string().trim().min(1).max(100), z.string().max(2000))
  .refine((v) => Object.keys(v).length <= 50, { message: 'validation.tooBig', params: { maximum: 50 } });

/** Template (registrant) columns of spec §3. */
export const myTemplateRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthYear: z.number().int().nullable(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
});
export type MyTemplateRow = z.infer<typeof myTemplateRowSchema>;
export const myTemplatesSchema = envelope(myTemplateRowSchema);
export const myTemplateDetailSchema = myTemplateRowSchema.extend({
  values: z.record(z.string(), z.string()),
});
export type MyTemplateDetail = z.infer<typeof myTemplateDetailSchema>;

/** POST user/my-templates: creates a template, or updates the user's own one when `id` is given. */
export const saveTemplateBodySchema = z.object({
  id: guid.optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  birthYear: z.number().int().min(1900).max(2100).nullable().optional(),
  values: templateValuesSchema.default({}),
});
export type SaveTemplateBody = z.infer<typeof saveTemplateBodySchema>;
