import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { CURRENCY_CODES } from '../codelists/enums';
import { parseCzechAccount } from '../payments/czech-account';
import { checkIban } from '../payments/iban';

/**
 * Payment details of a series (spec §3 Payment detail, §7 admin series payment-details): the bank
 * account a bank transfer is paid to, per currency and optionally per event, race, category or
 * wave (checkout takes the most specific match). The account is Czech, checked like the organizer's.
 */
export const PAYMENT_DETAIL_PAGE_SIZE = 5;
const guid = z.uuid({ version: undefined });
const optionalGuid = z.union([guid, z.literal('')]);

export const paymentDetailFieldsSchema = z
  .object({
    /** `prefix-number` or `number` (the bank code apart). */
    bankAccount: z
      .string()
      .trim()
      .regex(/^(\d{1,6}-)?\d{1,10}$/, 'bankAccount.invalidFormat'),
    bankCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'seriesEditor.invalidBankCode'),
    currency: z.enum(CURRENCY_CODES),
    swift: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'validation.invalidFormat'),
    ]),
    /** Empty: derived from the Czech account. */
    iban: z.string().trim().max(42),
    constantSymbol: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, 'validation.invalidFormat'),
    ]),
    eventGuid: optionalGuid,
    subEventGuid: optionalGuid,
    categoryGuid: optionalGuid,
    waveGuid: optionalGuid,
  })
  .superRefine((d, ctx) => {
    if (/^(\d{1,6}-)?\d{1,10}$/.test(d.bankAccount) && /^\d{4}$/.test(d.bankCode)) {
      const checked = parseCzechAccount(`${d.bankAccount}/${d.bankCode}`);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.code, path: ['bankAccount'] });
    }
    if (d.iban) {
      const checked = checkIban(d.iban);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.code, path: ['iban'] });
    }
    if (d.subEventGuid && !d.eventGuid)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['eventGuid'] });
    if ((d.categoryGuid || d.waveGuid) && !d.subEventGuid)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['subEventGuid'] });
  });
export type PaymentDetailFields = z.infer<typeof paymentDetailFieldsSchema>;

export const createPaymentDetailBodySchema = paymentDetailFieldsSchema.safeExtend({ seriesGuid: guid });
export type CreatePaymentDetailBody = z.infer<typeof createPaymentDetailBodySchema>;
export const paymentDetailIdParams = z.object({ id: guid });
export const paymentDetailSeriesQuery = z.object({ seriesGuid: guid });
export const paymentDetailsQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(PAYMENT_DETAIL_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const paymentDetailSchema = z.object({
  guid: z.string(),
  seriesGuid: z.string(),
  bankAccount: z.string(),
  bankCode: z.string(),
  currency: z.enum(CURRENCY_CODES),
  swift: z.string(),
  iban: z.string(),
  constantSymbol: z.string(),
  eventGuid: z.string(),
  subEventGuid: z.string(),
  categoryGuid: z.string(),
  waveGuid: z.string(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;
export const paymentDetailsSchema = envelopeSchema(paymentDetailSchema);
