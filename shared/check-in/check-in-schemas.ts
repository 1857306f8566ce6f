import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';

/**
 * A QR ticket as printed: base64url of the order guid (16 bytes), the item's index (2 bytes) and a
 * 16-byte MAC. The shape is checked here; the signature only on the server.
 */
export const ticketTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{46}$/);

export const checkInParamsSchema = z.object({ eventId: guidSchema });
export const checkInBodySchema = z.object({ token: ticketTokenSchema });

/** Who checked a runner in and when (UTC ISO instant; shown in Prague time). */
export const checkInMarkSchema = z.object({ at: z.string(), by: z.string(), byName: z.string() });
export type CheckInMark = z.infer<typeof checkInMarkSchema>;

/** A card answer the organiser marked "show at pickup": label and answer in the desk's language. */
export const pickupFieldSchema = z.object({ label: z.string(), value: z.string() });
export type PickupField = z.infer<typeof pickupFieldSchema>;

/** What the volunteer sees after a scan. `already`: someone checked this runner in before. */
export const checkInAnswerSchema = z.object({
  status: z.enum(['checkedIn', 'alreadyCheckedIn', 'undone']),
  runner: z.object({
    orderGuid: z.string(),
    itemGuid: z.string(),
    name: z.string(),
    raceName: z.string(),
    categoryName: z.string(),
    startNumber: z.number().int().nullable(),
    paid: z.boolean(),
  }),
  checkIn: checkInMarkSchema.nullable(),
  /** The runner's answers to the card fields marked "show at pickup" (T-shirt size, club …). */
  pickupFields: z.array(pickupFieldSchema),
});
export type CheckInAnswer = z.infer<typeof checkInAnswerSchema>;

/**
 * Per race of the event: checked-in runners (counters the check-in writes) and paid registrations
 * (the race's start list), so the back office shows "checked in / paid".
 */
export const checkInCountsSchema = z.object({
  races: z.array(
    z.object({
      subEventGuid: z.string(),
      name: z.string(),
      checkedIn: z.number().int(),
      paid: z.number().int(),
    }),
  ),
});
export type CheckInCounts = z.infer<typeof checkInCountsSchema>;

export const orderTicketsParamsSchema = z.object({ orderId: guidSchema });

/** The QR tickets of an order's registrations (cancelled or expired ones are left out: revoked). */
export const orderTicketsSchema = z.object({
  tickets: z.array(
    z.object({ itemGuid: z.string(), name: z.string(), raceName: z.string(), token: z.string() }),
  ),
});
export type OrderTickets = z.infer<typeof orderTicketsSchema>;

/** Search at the pickup desk: a start number (digits) or words of the runner's name. */
export const runnerSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });

/** Runners found, each with their ticket so the screen checks them in like a scan. */
export const runnerSearchSchema = z.object({
  runners: z.array(
    z.object({
      token: z.string(),
      runner: checkInAnswerSchema.shape.runner,
      checkIn: checkInMarkSchema.nullable(),
    }),
  ),
  /** More matched than are listed: the volunteer should type more of the name. */
  more: z.boolean(),
});
export type RunnerSearch = z.infer<typeof runnerSearchSchema>;
