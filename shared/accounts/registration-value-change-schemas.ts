import { z } from 'zod';
import { CURRENCY_CODES } from '../codelists/enums';

/**
 * A runner's own change of registration values (beyond spec §7's user calls; spec §3 Subevent
 * allowRegistrationValueChange, registrationValueChangePrice): the values the race's organiser
 * offered (admin/series/registration-change), each change in the order's history. A priced change
 * (registrationValueChangePrice > 0) is paid first by card, then applied with its fee added to the
 * order (functions/domain/user-area/priced-value-change.ts).
 */

/** Why a registration offers no change (null: it does). */
export const VALUE_CHANGE_CLOSED_REASONS = [
  'notAllowed',
  /** A priced change of a registration not paid yet: pay the registration first. */
  'unpaid',
  'raceStarted',
  'registrationInactive',
] as const;
export type ValueChangeClosedReason = (typeof VALUE_CHANGE_CLOSED_REASONS)[number];

export const changeableValueSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** CardValueType: 1 input, 3 date, 5 checkbox, 7 phone. */
  type: z.number().int(),
  required: z.boolean(),
  value: z.string(),
});
export type ChangeableValue = z.infer<typeof changeableValueSchema>;

/** The price of one change in the order's currency (minor units); null: the change is free. */
export const valueChangePriceSchema = z.object({
  amount: z.number().int().positive(),
  currency: z.enum(CURRENCY_CODES),
});

/**
 * A priced change's payment as the server knows it: `pending` while the runner is at the card
 * gateway (or never came back: after 60 minutes it is `expired`), `paid` once the gateway's
 * verified answer applied it, `failed` when the payment was declined or cancelled (nothing
 * changed), `notApplied` when it was paid but the registration could no longer be changed.
 */
export const VALUE_CHANGE_PAYMENT_STATUSES = ['pending', 'expired', 'paid', 'failed', 'notApplied'] as const;
export type ValueChangePaymentStatus = (typeof VALUE_CHANGE_PAYMENT_STATUSES)[number];
export const valueChangePaymentSchema = z.object({
  id: z.string(),
  status: z.enum(VALUE_CHANGE_PAYMENT_STATUSES),
  amount: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  values: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
});
export type ValueChangePayment = z.infer<typeof valueChangePaymentSchema>;

/** GET user/my-registration-items/{id}/values (`payment`: a change's payment to report on). */
export const myValueChangeQuerySchema = z.object({ payment: z.uuid().optional() });

/** GET user/my-registration-items/{id}/values. */
export const myValueChangeSchema = z.object({
  closedReason: z.enum(VALUE_CHANGE_CLOSED_REASONS).nullable(),
  values: z.array(changeableValueSchema),
  price: valueChangePriceSchema.nullable(),
  /** The payment named by the `payment` query (null when none was asked or it is not this item's). */
  payment: valueChangePaymentSchema.nullable(),
});
export type MyValueChange = z.infer<typeof myValueChangeSchema>;

/** POST user/my-registration-items/{id}/values: the changed values by name. */
export const myValueChangeBodySchema = z.object({
  values: z
    .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(500) }))
    .min(1)
    .max(50)
    .refine((v) => new Set(v.map((x) => x.name)).size === v.length, 'raceEditor.duplicateChangeableValue'),
});
export type MyValueChangeBody = z.infer<typeof myValueChangeBodySchema>;

/** POST user/my-registration-items/{id}/value-change-payment: where the runner pays the change. */
export const valueChangePaymentStartSchema = z.object({
  id: z.string(),
  redirectUrl: z.string(),
  orderNumber: z.string(),
});
export type ValueChangePaymentStart = z.infer<typeof valueChangePaymentStartSchema>;

/** The card gateway's answer (signed fields, checked by the handler). */
export const valueChangePaymentCallbackQuerySchema = z.record(z.string(), z.string());
