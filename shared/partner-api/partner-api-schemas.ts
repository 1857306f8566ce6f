import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/**
 * What partners (timing companies, organisers' sites) read with an API key: one row per
 * registration, shaped for start lists and timing software. Runners' e-mails and birth dates stay
 * out (birth year only).
 */
export const partnerRegistrationSchema = z.object({
  registrationId: z.string(),
  orderId: z.string(),
  startNumber: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** `M` or `F`. */
  gender: z.enum(['M', 'F']).nullable(),
  birthYear: z.number().int().nullable(),
  club: z.string().nullable(),
  raceId: z.string(),
  raceName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  waveId: z.string().nullable(),
  waveName: z.string().nullable(),
  teamName: z.string().nullable(),
  paid: z.boolean(),
  /** `active`, or why the registration no longer starts. */
  state: z.enum(['active', 'cancelled', 'expired']),
  /** UTC ISO instant. */
  createdAt: z.string(),
});
export type PartnerRegistration = z.infer<typeof partnerRegistrationSchema>;

export const partnerStartListParams = z.object({ seriesId: guidSchema, subEventId: guidSchema });
export const partnerStartListSchema = z.object({
  raceId: z.string(),
  raceName: z.string(),
  /** By start number, runners without one after them by name. */
  items: z.array(partnerRegistrationSchema),
});

export const PARTNER_PAGE_MAX = 200;
export const partnerSeriesParams = z.object({ seriesId: guidSchema });
export const partnerRegistrationsQuery = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .max(2000)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  /**
   * Registrations changed at or after this UTC instant (payment, cancellation, runner data, race
   * change, start number).
   */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
  /** Orders per page; with `updatedSince`, changes per page (an order's or one registration's). */
  limit: z.coerce.number().int().min(1).max(PARTNER_PAGE_MAX).default(50),
});
export const partnerRegistrationsSchema = z.object({
  items: z.array(
    partnerRegistrationSchema.extend({
      /** UTC ISO instant this registration last changed as a partner sees it (poll by this). */
      updatedAt: z.string(),
      /** UTC ISO instant its order or any of the order's registrations last changed. */
      orderUpdatedAt: z.string(),
    }),
  ),
  /** Pass as `cursor` for the next page; null: no more. */
  nextCursor: z.string().nullable(),
});
export type PartnerRegistrationsPage = z.infer<typeof partnerRegistrationsSchema>;
