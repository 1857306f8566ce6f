import { z } from 'zod';

/**
 * Pieces of an order as the calls answer it, shared by the registrator's view (checkout), the
 * user area and the back office, so that a field reads the same wherever an order is shown.
 * Money in integer minor units of the order's currency; times ISO UTC.
 */

/** Spec §3 Registration: the state flags with when each was set. */
export const orderStateFields = {
  paid: z.boolean(),
  datePaid: z.string().nullable(),
  expired: z.boolean(),
  dateExpired: z.string().nullable(),
  cancelled: z.boolean(),
  dateCancelled: z.string().nullable(),
};

/** Who placed the order. */
export const orderRegistratorSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** An order's sums of its items, the discounts by code and what was given back. */
export const orderAmountFields = {
  basePrice: z.number().int(),
  additionalsPrice: z.number().int(),
  discountAmount: z.number().int(),
  cancelledAmount: z.number().int(),
  discounts: z.array(z.object({ code: z.string(), amount: z.number().int() })),
};

/** One item's (registered racer's) price parts and what was given back of it. */
export const itemAmountFields = {
  basePrice: z.number().int(),
  additionalsPrice: z.number().int(),
  discount: z.number().int(),
  cancelledAmount: z.number().int(),
};

/** A filled form field of a registration (label and value as registered). */
export const registeredValueSchema = z.object({ name: z.string(), label: z.string(), value: z.string() });
