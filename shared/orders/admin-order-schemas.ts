import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { guidSchema, pagingQuery } from '../api/common-schemas';
import { discountCodeSchema } from '../back-office/discount-schemas';
import { cardAttemptSchema, gatewayAnswerFields } from '../payments/card-attempt-schemas';
import {
  itemAmountFields,
  orderAmountFields,
  orderRegistratorSchema,
  orderStateFields,
  registeredValueSchema,
} from './order-fields';

/**
 * Admin registrations (spec §7, orders list and detail of §2): the list filter of §3 and the
 * answers. Money in integer minor units of the order's currency; times ISO UTC.
 */

const isoDay = z.iso.date();

/** The orders list filter (spec §3 "registrations (admin)"); unset fields do not filter. */
export const orderListFilterSchema = z
  .object({
    /** Variable symbol, registrator's name or e-mail (case- and accent-insensitive, substring). */
    searchText: z.string().trim().max(100).optional(),
    /** Created on or after / on or before this day (yyyy-mm-dd, UTC). */
    dateFrom: isoDay.optional(),
    dateTo: isoDay.optional(),
    paid: z.boolean().optional(),
    deleted: z.boolean().optional(),
    expired: z.boolean().optional(),
    cancelled: z.boolean().optional(),
    issued: z.boolean().optional(),
    seriesId: guidSchema.optional(),
    seriesEventId: guidSchema.optional(),
    seriesSubEventId: guidSchema.optional(),
    seriesCategoryId: guidSchema.optional(),
    seriesWaveId: guidSchema.optional(),
  })
  .strict();
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

export const orderListBodySchema = z.object({
  filter: orderListFilterSchema.default({}),
  take: z.number().int().min(1).max(100).default(30),
  skip: z.number().int().min(0).max(100_000).default(0),
});
export type OrderListBody = z.infer<typeof orderListBodySchema>;

/** The export of the filtered orders (every page). */
export const orderExportBodySchema = z.object({ filter: orderListFilterSchema.default({}) });
export type OrderExportBody = z.infer<typeof orderExportBodySchema>;

export const orderFlagsSchema = z.object({
  ...orderStateFields,
  deleted: z.boolean(),
  issued: z.boolean(),
});

export const orderRowSchema = orderFlagsSchema.extend({
  id: z.string(),
  variableSymbol: z.string(),
  seriesGuid: z.string(),
  registrator: orderRegistratorSchema,
  calculatedPrice: z.number().int(),
  currency: z.string(),
  /** 1 card, 2 bank transfer. */
  paymentMethod: z.number().int(),
  itemCount: z.number().int(),
  dateCreated: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderListSchema = envelopeSchema(orderRowSchema);

export const orderItemDetailSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  kind: z.enum(['regular', 'team', 'relay']),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  gender: z.number().int(),
  club: z.string().nullable(),
  /** The event (the item change dialog starts from where the item is). */
  seriesEventGuid: z.string(),
  eventName: z.string(),
  subEventName: z.string(),
  /** The race (the teams an item can move to are the race's). */
  subEventGuid: z.string(),
  categoryGuid: z.string(),
  categoryName: z.string(),
  waveGuid: z.string().nullable(),
  subcategoryName: z.string().nullable(),
  waveName: z.string().nullable(),
  teamName: z.string().nullable(),
  teamGuid: z.string().nullable(),
  /** A relay racer's leg (null: not a relay racer, or removed from the relay). */
  track: z.number().int().nullable(),
  /** When the team manager removed this racer from the relay (null: not removed). */
  relayRemoved: z.string().nullable(),
  startNumber: z.number().int().nullable(),
  ...itemAmountFields,
  paid: z.boolean(),
  /** Cancelled or expired alone (not with the order), issued at the event. */
  cancelled: z.boolean(),
  dateCancelled: z.string().nullable(),
  expired: z.boolean(),
  issued: z.boolean(),
  dateIssued: z.string().nullable(),
  values: z.array(registeredValueSchema.extend({ price: z.number().int() })),
});

export const orderHistoryEntrySchema = z.object({
  date: z.string(),
  /** Who: a user id, 'registrator', 'gateway', 'system:expiry'… */
  by: z.string(),
  /** The back-office user's name, when one made the change. */
  byName: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
});
export const orderHistorySchema = z.object({ rows: z.array(orderHistoryEntrySchema) });

/**
 * A runner's priced change of registration values and its own GP webpay payment (spec §3 Subevent
 * registrationValueChangePrice): `pending` waits for the gateway's answer, `expired` was never
 * answered in time (nothing applied), `failed` was declined or cancelled, `paid` was applied with its
 * fee, `notApplied` was paid but the registration could not take it any more (to be refunded).
 */
export const VALUE_CHANGE_PAYMENT_STATES = ['pending', 'paid', 'expired', 'failed', 'notApplied'] as const;
export const valueChangePaymentSchema = z.object({
  id: z.string(),
  /** The item whose values it changes. */
  itemId: z.string(),
  dateCreated: z.string(),
  dateAnswered: z.string().nullable(),
  /** The fee, minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  state: z.enum(VALUE_CHANGE_PAYMENT_STATES),
  /** The gateway's ORDERNUMBER of the payment and its answer. */
  orderNumber: z.string(),
  ...gatewayAnswerFields,
  values: z.array(registeredValueSchema),
});
export type ValueChangePayment = z.infer<typeof valueChangePaymentSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  language: z.string(),
  dateUpdated: z.string(),
  expiresAt: z.string(),
  ...orderAmountFields,
  providerCommandId: z.string().nullable(),
  chargedAmount: z.number().int().nullable(),
  paymentAttempts: z.array(cardAttemptSchema),
  /** Payments of priced value changes, oldest first. */
  valueChangePayments: z.array(valueChangePaymentSchema),
  items: z.array(orderItemDetailSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Money an admin enters: integer minor units, not negative. */
const amountSchema = z.number().int().min(0).max(100_000_000);

export const itemIdParams = z.object({ itemId: guidSchema });

/** An item action names the order the item belongs to (the item is found in the order's partition). */
export const itemActionBodySchema = z.object({ registrationId: guidSchema }).strict();

/** Cancel an item (spec §7: registrationItemId, returnedAmount); the amount returned to the payer. */
export const cancelItemBodySchema = z
  .object({
    registrationId: guidSchema,
    registrationItemId: guidSchema.optional(),
    returnedAmount: amountSchema,
  })
  .strict();

/**
 * Move an item to another event, race, category and wave of the order's series (spec §7 item
 * change). `price`: keep what the item costs (default) or take the target's current price.
 */
export const itemChangeBodySchema = z
  .object({
    registrationId: guidSchema,
    seriesEventId: guidSchema,
    seriesSubEventId: guidSchema,
    seriesCategoryId: guidSchema,
    seriesWaveId: guidSchema.nullable().optional(),
    price: z.enum(['keep', 'target']).default('keep'),
  })
  .strict();
export type ItemChangeBody = z.infer<typeof itemChangeBodySchema>;

export const cancelOrderBodySchema = z.object({ returnedAmount: amountSchema }).strict();

const nameSchema = z.string().trim().min(1).max(100);
const emailSchema = z.email().max(254);

/** Correct a registrant (update item): only the fields sent change; values by their name. */
export const updateItemBodySchema = z
  .object({
    registrationId: guidSchema,
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    email: emailSchema.optional(),
    birthDate: isoDay.optional(),
    gender: z.union([z.literal(1), z.literal(2)]).optional(),
    club: z.string().trim().max(200).nullable().optional(),
    values: z
      .array(z.object({ name: z.string().min(1).max(200), value: z.string().max(500) }).strict())
      .max(100)
      .optional(),
  })
  .strict();
export type UpdateItemBody = z.infer<typeof updateItemBodySchema>;

/** Edit prices: per item base, additionals and discount (minor units); totals are recomputed. */
export const changePriceBodySchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: guidSchema,
            basePrice: amountSchema,
            additionalsPrice: amountSchema,
            discount: amountSchema,
          })
          .strict(),
      )
      .min(1)
      .max(200),
  })
  .strict();
export type ChangePriceBody = z.infer<typeof changePriceBodySchema>;

export const registratorChangeBodySchema = z
  .object({ firstName: nameSchema, lastName: nameSchema, email: emailSchema })
  .strict();

/** E-mails an admin can resend: those of the order as a whole (registration, payment, expiry, cancellation, team). */
export const RESENDABLE_EMAIL_TYPES = [1, 2, 3, 4, 6, 7, 8] as const;
export const resendEmailBodySchema = z.object({ emailType: z.literal(RESENDABLE_EMAIL_TYPES) }).strict();

/** Orders using a discount code: `{discountId}` is the code (as the discount calls name it), in a series. */
export const byDiscountParams = z.object({ discountId: discountCodeSchema });
export const byDiscountQuery = pagingQuery.extend({ seriesGuid: guidSchema });
