import { z } from 'zod';
import { currencyCodeSchema } from '@shared/catalog/catalog-schemas';
import { parseMajorAmount } from '@shared/money';
import { BILLING_TYPES, type BillingCreateBody } from '@shared/payments/billing-schemas';

/** An amount typed in crowns (empty = none). */
const crowns = z
  .string()
  .trim()
  .refine((s) => s === '' || parseMajorAmount(s) !== null, { message: 'validation.notNumber' });
const rate = z
  .string()
  .trim()
  .refine((s) => s === '' || (/^\d{1,3}([.,]\d{1,2})?$/.test(s) && Number(s.replace(',', '.')) <= 100), {
    message: 'billing.taxRate',
  });

/** Variable symbols separated by commas, spaces or lines. */
export const exceptionTokens = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The new-billing form as typed (amounts in crowns, exceptions as text), checked on every change
 * with the messages the server uses; `toBillingBody` makes the call's body of it.
 */
export const billingFormSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    organizerId: z.string().min(1),
    type: z.enum(BILLING_TYPES),
    dateFrom: z.iso.date(),
    dateTo: z.iso.date(),
    exceptions: z.string().refine((s) => exceptionTokens(s).every((vs) => /^\d{1,10}$/.test(vs)), {
      message: 'billing.exceptionsFormat',
    }),
    currency: currencyCodeSchema,
    provision: crowns,
    taxRate: rate,
    external: crowns,
    outside: crowns,
  })
  .refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    message: 'billing.dateRange',
    path: ['dateTo'],
  });
export type BillingForm = z.input<typeof billingFormSchema>;

export const EMPTY_BILLING_FORM: BillingForm = {
  name: '',
  organizerId: '',
  type: 'orders',
  dateFrom: '',
  dateTo: '',
  exceptions: '',
  currency: 'CZK',
  provision: '',
  taxRate: '21',
  external: '',
  outside: '',
};

const minor = (s: string) => (s.trim() ? (parseMajorAmount(s) ?? 0) : 0);

export function toBillingBody(f: z.output<typeof billingFormSchema>): BillingCreateBody {
  const provision = minor(f.provision);
  const taxRate = f.taxRate ? Number(f.taxRate.replace(',', '.')) : 0;
  const amountLine = (s: string) => (minor(s) > 0 ? [{ currency: f.currency, amount: minor(s) }] : []);
  return {
    name: f.name,
    organizerId: f.organizerId,
    type: f.type,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
    exceptions: exceptionTokens(f.exceptions),
    provisions: provision > 0 ? [{ currency: f.currency, amount: provision, taxRate }] : [],
    external: amountLine(f.external),
    outside: amountLine(f.outside),
  };
}
