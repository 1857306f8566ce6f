import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { EmailType, LOCALES, PaymentMethod } from '../codelists/enums';
import { historyEntrySchema } from './series-editor-schemas';

/**
 * Event e-mails and e-mail layouts (spec §3 E-mail, E-mail template; §7 admin series emails,
 * email-layouts): one schema per concept, used by the calls, their Lambdas and the back-office
 * screens. Bodies are HTML that the server sanitises before storing (functions/domain/rich-text.ts).
 */

export const EMAIL_TYPE_VALUES = Object.values(EmailType) as [number, ...number[]];
export const emailTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => EMAIL_TYPE_VALUES.includes(v), 'validation.invalidOption');

const headerSchema = z.string().trim().max(250);
/** Rich text; 100 kB is far above any real e-mail and keeps a DynamoDB item well under its limit. */
const bodySchema = z.string().max(100_000);

const translationSchema = z.object({ header: headerSchema.default(''), body: bodySchema.default('') });

/** When the e-mail applies: every listed condition must hold; an empty list always does. */
export const emailConditionsSchema = z.object({
  paymentMethods: z
    .array(z.union([z.literal(PaymentMethod.CARD), z.literal(PaymentMethod.TRANSFER)]))
    .max(2)
    .default([]),
  subEventGuids: z.array(guidSchema).max(200).default([]),
  categoryGuids: z.array(guidSchema).max(500).default([]),
});
export type EmailConditionsInput = z.input<typeof emailConditionsSchema>;

/** Create / update of an event e-mail (the base text is Czech; `en` is its translation). */
export const eventEmailBodySchema = z.object({
  eventGuid: guidSchema,
  type: emailTypeSchema,
  header: headerSchema.min(1),
  body: bodySchema.refine((b) => b.trim().length > 0, 'validation.required'),
  translations: z.object({ en: translationSchema.default({ header: '', body: '' }) }).default({
    en: { header: '', body: '' },
  }),
  conditions: emailConditionsSchema.default({ paymentMethods: [], subEventGuids: [], categoryGuids: [] }),
  /** Lower first when several e-mails of one kind exist (the first whose conditions hold is sent). */
  order: z.coerce.number().int().min(0).max(999).default(0),
});
export type EventEmailBody = z.output<typeof eventEmailBodySchema>;
export type EventEmailBodyInput = z.input<typeof eventEmailBodySchema>;

export const eventEmailSchema = z.object({
  guid: guidSchema,
  eventGuid: guidSchema,
  type: z.number().int(),
  header: z.string(),
  body: z.string(),
  translations: z.object({ en: z.object({ header: z.string(), body: z.string() }) }),
  conditions: z.object({
    paymentMethods: z.array(z.number().int()),
    subEventGuids: z.array(z.string()),
    categoryGuids: z.array(z.string()),
  }),
  order: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type EventEmail = z.infer<typeof eventEmailSchema>;
export const eventEmailsSchema = z.array(eventEmailSchema);

export const emailIdParams = z.object({ id: guidSchema });
export const eventIdParams = z.object({ id: guidSchema });
export const emailEventQuery = z.object({ eventGuid: guidSchema });

/** Many at once (create-many / update-many): one event, up to one e-mail per kind and condition set. */
export const eventEmailsManyBodySchema = z.object({
  eventGuid: guidSchema,
  emails: z
    .array(eventEmailBodySchema.omit({ eventGuid: true }))
    .min(1)
    .max(50),
});
export const eventEmailsUpdateManyBodySchema = z.object({
  eventGuid: guidSchema,
  emails: z
    .array(eventEmailBodySchema.omit({ eventGuid: true }).extend({ guid: guidSchema }))
    .min(1)
    .max(50),
});

// ——— preview and test ———

/** What to render: an event e-mail as edited (not yet saved) or a layout as edited. */
export const emailPreviewBodySchema = z.object({
  eventGuid: guidSchema,
  type: emailTypeSchema,
  header: headerSchema.default(''),
  body: bodySchema.default(''),
  translations: z.object({ en: translationSchema.default({ header: '', body: '' }) }).default({
    en: { header: '', body: '' },
  }),
});
export type EmailPreviewBodyInput = z.input<typeof emailPreviewBodySchema>;

export const renderedEmailSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** Variables the text uses that the product does not know (they render empty). */
  unknownVariables: z.array(z.string()),
});
export type RenderedEmailPreview = z.infer<typeof renderedEmailSchema>;
export const emailPreviewSchema = z.object({ cs: renderedEmailSchema, en: renderedEmailSchema });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

export const testSendBodySchema = emailPreviewBodySchema.extend({ locale: z.enum(LOCALES).default('cs') });
export const testSentSchema = z.object({ to: z.string() });

// ——— layouts ———

export const LAYOUT_PAGE_SIZE = 30;

export const layoutBodySchema = z.object({
  name: z.string().trim().min(1).max(200),
  content: z
    .string()
    .max(200_000)
    .refine((c) => c.includes('{{content}}'), 'emails.layoutWithoutContent'),
});
export type LayoutBody = z.output<typeof layoutBodySchema>;
export type LayoutBodyInput = z.input<typeof layoutBodySchema>;

export const layoutSchema = z.object({
  guid: guidSchema,
  name: z.string(),
  content: z.string(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type EmailLayout = z.infer<typeof layoutSchema>;
export const layoutRowSchema = layoutSchema.omit({ content: true });
export const layoutsSchema = envelopeSchema(layoutRowSchema);
export type EmailLayouts = z.infer<typeof layoutsSchema>;

export const layoutsQuerySchema = z.object({
  searchText: z.string().trim().max(200).optional(),
  take: z.coerce.number().int().min(1).max(100).default(LAYOUT_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const layoutPreviewBodySchema = layoutBodySchema.pick({ content: true });

export const emailHistorySchema = envelopeSchema(historyEntrySchema);

// ——— e-mails across series (admin) ———

export const emailsQuerySchema = z.object({
  seriesGuid: guidSchema.optional(),
  type: emailTypeSchema.optional(),
  /** Subject (either language), case and accents ignored. */
  searchText: z.string().trim().max(200).optional(),
  take: z.coerce.number().int().min(1).max(100).default(LAYOUT_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const emailRowSchema = eventEmailSchema
  .omit({ body: true, translations: true })
  .extend({ seriesGuid: z.string(), seriesName: z.string(), eventName: z.string() });
export type EmailRow = z.infer<typeof emailRowSchema>;
export const emailsSchema = envelopeSchema(emailRowSchema);

// ——— global e-mails (admin: every series) ———

/**
 * A global e-mail (`admin/emails/{id}`): the text of a trigger kind for every series, used when the
 * event has no e-mail of that kind whose conditions hold, before the product's built-in text. Only
 * the payment method can be a condition (races and categories belong to one event).
 */
export const globalEmailBodySchema = z.object({
  type: emailTypeSchema,
  header: headerSchema.min(1),
  body: bodySchema.refine((b) => b.trim().length > 0, 'validation.required'),
  translations: z.object({ en: translationSchema.default({ header: '', body: '' }) }).default({
    en: { header: '', body: '' },
  }),
  conditions: z
    .object({
      paymentMethods: z
        .array(z.union([z.literal(PaymentMethod.CARD), z.literal(PaymentMethod.TRANSFER)]))
        .max(2)
        .default([]),
    })
    .default({ paymentMethods: [] }),
  order: z.coerce.number().int().min(0).max(999).default(0),
});
export type GlobalEmailBody = z.output<typeof globalEmailBodySchema>;
export type GlobalEmailBodyInput = z.input<typeof globalEmailBodySchema>;

export const globalEmailSchema = z.object({
  guid: guidSchema,
  type: z.number().int(),
  header: z.string(),
  body: z.string(),
  translations: z.object({ en: z.object({ header: z.string(), body: z.string() }) }),
  conditions: z.object({ paymentMethods: z.array(z.number().int()) }),
  order: z.number().int(),
  dateCreated: z.string().nullable(),
  dateUpdated: z.string().nullable(),
});
export type GlobalEmail = z.infer<typeof globalEmailSchema>;
export const globalEmailsSchema = z.array(globalEmailSchema);

/** A global e-mail as edited, rendered in the product layout with sample data. */
export const globalEmailPreviewBodySchema = emailPreviewBodySchema.omit({ eventGuid: true });
export type GlobalEmailPreviewBodyInput = z.input<typeof globalEmailPreviewBodySchema>;
export const globalTestSendBodySchema = globalEmailPreviewBodySchema.extend({
  locale: z.enum(LOCALES).default('cs'),
});
