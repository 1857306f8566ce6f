import { z } from 'zod';

/**
 * Terms and conditions of a series (spec §3 "Terms and conditions: name, label, conditions"; §7
 * admin series terms-and-conditions). An event names the terms its runners accept at checkout
 * (`termsAndConditionsId`); the public page /terms-and-conditions/:guid shows `conditions`.
 * The same schemas check the editor's form and the admin-series Lambda.
 */
const guid = z.uuid({ version: undefined });

/** Longest conditions text kept (HTML): a long legal text fits, a pasted document with images does not. */
export const TERMS_CONDITIONS_MAX = 100_000;

export const termsFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  /** The checkout checkbox's text; text in [[double brackets]] becomes the link to the terms page. */
  label: z.string().trim().min(1).max(500),
  /** Rich text (HTML), sanitised by the server before it is stored. */
  conditions: z.string().trim().min(1).max(TERMS_CONDITIONS_MAX),
});
export type TermsFields = z.infer<typeof termsFieldsSchema>;

export const createTermsBodySchema = termsFieldsSchema.extend({ seriesGuid: guid });
export type CreateTermsBody = z.infer<typeof createTermsBodySchema>;
export const termsIdParams = z.object({ id: guid });
export const termsSeriesQuery = z.object({ seriesGuid: guid });

export const termsSchema = z.object({
  guid: z.string(),
  seriesGuid: z.string(),
  name: z.string(),
  label: z.string(),
  /** Sanitised HTML. */
  conditions: z.string(),
  /** Events of the series that ask their runners to accept these terms (a delete is refused while any do). */
  usedBy: z.array(z.object({ guid: z.string(), name: z.string() })),
});
export type TermsView = z.infer<typeof termsSchema>;
export const termsListSchema = z.array(termsSchema);
