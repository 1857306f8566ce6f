import { z } from 'zod';
import LABELS from './codelist-labels.json' with { type: 'json' };
import { COUNTRY_ROWS } from './countries-data';
import {
  CardValueType,
  Currency,
  CustomClient,
  DiscountRange,
  DocumentType,
  EmailType,
  Gender,
  PriceModifier,
  TemplateType,
} from './enums';

export const localizedTextSchema = z.object({ cs: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const codeListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  label: localizedTextSchema,
});
export type CodeListItem = z.infer<typeof codeListItemSchema>;

export const currencyItemSchema = codeListItemSchema.extend({ description: localizedTextSchema });
export const countrySchema = z.object({
  code: z.string().length(3),
  alpha2: z.string().length(2),
  callingCode: z.string(),
  name: localizedTextSchema,
  flagUrl: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const codeListsSchema = z.object({
  currencies: z.array(currencyItemSchema),
  genders: z.array(codeListItemSchema),
  priceModifiers: z.array(codeListItemSchema),
  cardValueTypes: z.array(codeListItemSchema),
  emailTypes: z.array(codeListItemSchema),
  discountRanges: z.array(codeListItemSchema),
  documentTypes: z.array(codeListItemSchema),
  templateTypes: z.array(codeListItemSchema),
  customClients: z.array(codeListItemSchema),
  countries: z.array(countrySchema),
});
export type CodeLists = z.infer<typeof codeListsSchema>;

type Labels<T extends Record<string, number>> = { [K in keyof T]: LocalizedText };

function list<T extends Record<string, number>>(values: T, labels: Labels<T>): CodeListItem[] {
  return (Object.keys(values) as Array<keyof T & string>).map((code) => ({
    id: values[code] as number,
    code,
    label: labels[code],
  }));
}

/** Public path of a country's flag (served by the app itself, no external CDN). */
export const flagUrl = (alpha2: string): string => `/flags/${alpha2.toLowerCase()}.svg`;

export const COUNTRIES: Country[] = COUNTRY_ROWS.map(([code, alpha2, callingCode, cs, en]) => ({
  code,
  alpha2,
  callingCode,
  name: { cs, en },
  flagUrl: flagUrl(alpha2),
}));

/** Labels come from codelist-labels.json keyed by each enum's codes: a code without a label fails tsc. */
export function buildCodeLists(): CodeLists {
  return {
    currencies: list(Currency, LABELS.currencies).map((c) => ({
      ...c,
      description: LABELS.currencyDescriptions[c.code as keyof typeof Currency],
    })),
    genders: list(Gender, LABELS.genders),
    priceModifiers: list(PriceModifier, LABELS.priceModifiers),
    cardValueTypes: list(CardValueType, LABELS.cardValueTypes),
    emailTypes: list(EmailType, LABELS.emailTypes),
    discountRanges: list(DiscountRange, LABELS.discountRanges),
    documentTypes: list(DocumentType, LABELS.documentTypes),
    templateTypes: list(TemplateType, LABELS.templateTypes),
    customClients: list(CustomClient, LABELS.customClients),
    countries: COUNTRIES,
  };
}
