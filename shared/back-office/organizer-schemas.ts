import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { COUNTRY_ROWS } from '../codelists/countries-data';
import { CURRENCY_CODES } from '../codelists/enums';
import { parseCzechAccount } from '../payments/czech-account';
import { isValidIco } from '../validation/ico';
import { SERIES_PAGE_SIZE } from './list-paging';

/** The series organizer (spec §3 Series organizer; §7 admin series organizers). */

const guid = z.uuid({ version: undefined });
const searchText = z.string().trim().max(100).optional();
const text = (max: number) => z.string().trim().max(max);

export const COUNTRY_CODES = COUNTRY_ROWS.map(([code]) => code) as [string, ...string[]];
const countrySchema = z.string().refine((v) => COUNTRY_CODES.includes(v), 'validation.invalidOption');

/** VAT rates of zákon o DPH §47 (standard 21 %, reduced 12 %) and 0 % for supplies without VAT. */
export const ORGANIZER_VAT_RATES = [21, 12, 0] as const;
export const DEFAULT_VAT_RATE = 21;

/**
 * What the organizer's tax documents print (docs/tax-documents.md): the VAT rate of its entry
 * fees and its DIČ (`CZ` + 8–10 digits; empty: `CZ` + IČO for a legal entity).
 */
export const organizerTaxDocumentsSchema = z.object({
  vatRate: z.literal(ORGANIZER_VAT_RATES),
  dic: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => /^CZ\d{8,10}$/.test(v), 'validation.invalidDic'),
  ]),
});
export type OrganizerTaxDocuments = z.infer<typeof organizerTaxDocumentsSchema>;

/**
 * The Series organizer fields of spec §3. The account is a Czech one (`prefix-number` and a
 * four-digit bank code) checked with the Czech National Bank weights; IČO with its check digit.
 */
export const organizerFieldsSchema = z
  .object({
    firstName: text(100),
    lastName: text(100),
    companyName: text(200),
    isLegalEntity: z.boolean(),
    street: text(200),
    city: text(100),
    zipcode: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{3} ?\d{2}$|^[A-Z0-9 -]{3,10}$/i, 'validation.invalidFormat'),
    ]),
    country: countrySchema,
    email: z.union([z.literal(''), z.email().max(254)]),
    phone: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ]{6,20}$/, 'validation.invalidPhone'),
    ]),
    /** IČO: 8 digits with its check digit; required for a legal entity. */
    ic: z.union([z.literal(''), z.string().trim().refine(isValidIco, 'validation.invalidBusinessId')]),
    paysVAT: z.boolean(),
    /** `prefix-number` or `number` (the bank code apart). */
    bankAccountNumber: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^(\d{1,6}-)?\d{1,10}$/, 'bankAccount.invalidFormat'),
    ]),
    bankCode: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'seriesEditor.invalidBankCode'),
    ]),
    currency: z.enum(CURRENCY_CODES),
    taxDocuments: organizerTaxDocumentsSchema.default({ vatRate: DEFAULT_VAT_RATE, dic: '' }),
  })
  .superRefine((o, ctx) => {
    if (o.isLegalEntity && !o.companyName)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['companyName'] });
    if (o.isLegalEntity && !o.ic)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['ic'] });
    if (!o.isLegalEntity && !o.lastName)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['lastName'] });
    if (o.bankAccountNumber && !o.bankCode)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['bankCode'] });
    if (o.bankCode && !o.bankAccountNumber)
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['bankAccountNumber'] });
    if (o.bankAccountNumber && /^\d{4}$/.test(o.bankCode)) {
      const checked = parseCzechAccount(`${o.bankAccountNumber}/${o.bankCode}`);
      if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.code, path: ['bankAccountNumber'] });
    }
  });
export type OrganizerFields = z.infer<typeof organizerFieldsSchema>;

export const organizerIdParams = z.object({ id: guid });

export const organizersQuerySchema = z.object({
  /** Company, first or last name, e-mail or IČO; case and accents ignored. */
  searchText,
  take: z.coerce.number().int().min(1).max(100).default(SERIES_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type OrganizersQuery = z.infer<typeof organizersQuerySchema>;

export const organizerSchema = z.object({
  guid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  isLegalEntity: z.boolean(),
  street: z.string(),
  city: z.string(),
  zipcode: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  ic: z.string(),
  paysVAT: z.boolean(),
  bankAccountNumber: z.string(),
  bankCode: z.string(),
  currency: z.enum(CURRENCY_CODES),
  taxDocuments: z.object({ vatRate: z.literal(ORGANIZER_VAT_RATES), dic: z.string() }),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type Organizer = z.infer<typeof organizerSchema>;
export const organizersSchema = envelopeSchema(organizerSchema);

/** The name an organizer is listed and chosen by: the company, else the person. */
export const organizerDisplayName = (o: {
  companyName?: string;
  firstName?: string;
  lastName?: string;
}): string => o.companyName || `${o.firstName ?? ''} ${o.lastName ?? ''}`.trim();
