import { z } from 'zod';
import { currencyCodeSchema } from '../catalog/catalog-schemas';

/**
 * Billing settlements (spec §3 Billing, §9 summary formula). Amounts in minor units (haléře,
 * cents); every total is per currency, currencies are never added together.
 */
export const BILLING_TYPES = ['orders', 'externalPayments'] as const;
export const billingTypeSchema = z.enum(BILLING_TYPES);
export type BillingType = z.infer<typeof billingTypeSchema>;

export const BILLING_STATES = ['created', 'accepted'] as const;

const day = z.iso.date();
const amount = z.number().int().min(0).max(10_000_000_000);

/**
 * A provision in one currency: `amount` per paid registration (type orders) or once (type
 * externalPayments, which has no registrations), `taxRate` in percent (VAT of the provision).
 */
export const billingProvisionSchema = z.object({
  currency: currencyCodeSchema,
  amount,
  taxRate: z.number().min(0).max(100),
});
export type BillingProvision = z.infer<typeof billingProvisionSchema>;

/** An amount in one currency entered by the admin (external: paid to the organizer elsewhere; outside: deducted). */
export const billingAmountSchema = z.object({ currency: currencyCodeSchema, amount });
export type BillingAmount = z.infer<typeof billingAmountSchema>;

const perCurrency = <T extends { currency: string }>(schema: z.ZodType<T>) =>
  z
    .array(schema)
    .max(3)
    .refine((lines) => new Set(lines.map((l) => l.currency)).size === lines.length, {
      message: 'billing.duplicateCurrency',
    });

/** POST admin/billing (and its preview): the organizer, the period of payment dates and the settings. */
export const billingCreateBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    organizerId: z.uuid({ version: undefined }),
    type: billingTypeSchema,
    /** Payment days (Europe/Prague), both included. */
    dateFrom: day,
    dateTo: day,
    /** Variable symbols of orders left out of the settlement. */
    exceptions: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/),
      )
      .max(1000)
      .default([]),
    provisions: perCurrency(billingProvisionSchema).default([]),
    external: perCurrency(billingAmountSchema).default([]),
    outside: perCurrency(billingAmountSchema).default([]),
  })
  .refine((b) => b.dateFrom <= b.dateTo, { message: 'billing.dateRange', path: ['dateTo'] });
export type BillingCreateBody = z.infer<typeof billingCreateBodySchema>;

/** The totals of one currency (spec §3 amounts/totals). `returned` is ≤ 0: money given back to runners. */
export const billingTotalsSchema = z.object({
  currency: currencyCodeSchema,
  orders: z.number().int(),
  registrations: z.number().int(),
  expected: z.number().int(),
  paid: z.number().int(),
  returned: z.number().int(),
  gatewayFees: z.number().int(),
  provision: z.number().int(),
  tax: z.number().int(),
  external: z.number().int(),
  outside: z.number().int(),
  summary: z.number().int(),
});
export type BillingTotals = z.infer<typeof billingTotalsSchema>;

export const billingIdParams = z.object({ id: z.coerce.number().int().min(1).max(1_000_000_000) });

export const billingRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  organizerId: z.string(),
  organizerName: z.string(),
  type: billingTypeSchema,
  dateFrom: z.string(),
  dateTo: z.string(),
  exceptions: z.array(z.string()),
  provisions: z.array(billingProvisionSchema),
  external: z.array(billingAmountSchema),
  outside: z.array(billingAmountSchema),
  confirmed: z.boolean(),
  totals: z.array(billingTotalsSchema),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});
export type BillingRow = z.infer<typeof billingRowSchema>;

export const billingListSchema = z.object({
  page: z.number().int(),
  maxPage: z.number().int(),
  total: z.number().int(),
  rows: z.array(billingRowSchema),
});

/** Spec §2 billing filters: searchText, dateFrom, dateTo and the five series ids; page size 30. */
export const billingQuerySchema = z.object({
  searchText: z.string().trim().max(200).optional(),
  dateFrom: day.optional(),
  dateTo: day.optional(),
  seriesId: z.uuid({ version: undefined }).optional(),
  seriesEventId: z.uuid({ version: undefined }).optional(),
  seriesSubEventId: z.uuid({ version: undefined }).optional(),
  seriesCategoryId: z.uuid({ version: undefined }).optional(),
  seriesWaveId: z.uuid({ version: undefined }).optional(),
  take: z.coerce.number().int().min(1).max(100).default(30),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BillingQuery = z.infer<typeof billingQuerySchema>;

/** The fee of one paid priced value change (spec §3 Subevent registrationValueChangePrice). */
export const billingValueChangeFeeSchema = z.object({
  changeGuid: z.string(),
  /** The GP webpay ORDERNUMBER the fee was paid with. */
  orderNumber: z.string(),
  amount: z.number().int(),
  datePaid: z.string(),
});
export type BillingValueChangeFee = z.infer<typeof billingValueChangeFeeSchema>;

/**
 * One line of a settlement (the detail's registrations): `order` bills the order's payment with
 * the value-change fees paid by the end of the period; `valueChangeFees` bills only fees paid after
 * the order was billed (or outside the period of its order's line): no registrations, the fees'
 * sum as expected and paid (functions/domain/billing/billing-sums.ts).
 */
export const billingOrderSchema = z.object({
  kind: z.enum(['order', 'valueChangeFees']),
  orderId: z.string(),
  variableSymbol: z.string(),
  registratorName: z.string(),
  email: z.string(),
  seriesName: z.string(),
  paymentMethod: z.number().int(),
  currency: currencyCodeSchema,
  dateCreated: z.string(),
  datePaid: z.string().nullable(),
  registrations: z.number().int(),
  expected: z.number().int(),
  paid: z.number().int(),
  returned: z.number().int(),
  gatewayFee: z.number().int(),
  /** The value-change fees this line bills (in `expected` and `paid`). */
  valueChangeFees: z.array(billingValueChangeFeeSchema),
});
export type BillingOrder = z.infer<typeof billingOrderSchema>;

export const billingHistorySchema = z.object({
  date: z.string(),
  by: z.string(),
  byName: z.string().nullable(),
  action: z.enum(['created', 'accepted', 'rejected']),
  changes: z.record(z.string(), z.unknown()),
});

export const billingDetailSchema = billingRowSchema.extend({
  orders: z.array(billingOrderSchema),
  history: z.array(billingHistorySchema),
});
export type BillingDetail = z.infer<typeof billingDetailSchema>;

/** The preview: what `create` would record, nothing saved. */
export const billingPreviewSchema = z.object({
  totals: z.array(billingTotalsSchema),
  orders: z.array(billingOrderSchema),
});
export type BillingPreview = z.infer<typeof billingPreviewSchema>;

export const billingExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });
