import { z } from 'zod';

/**
 * A runner's own change of registration values (beyond spec §7's user calls; spec §3 Subevent
 * allowRegistrationValueChange, registrationValueChangePrice): the values the race's organiser
 * offered (admin/series/registration-change), free changes only, each change in the order's history.
 */

/** Why a registration offers no change (null: it does). */
export const VALUE_CHANGE_CLOSED_REASONS = [
  'notAllowed',
  'priced',
  'raceStarted',
  'registrationInactive',
] as const;
export type ValueChangeClosedReason = (typeof VALUE_CHANGE_CLOSED_REASONS)[number];

export const changeableValueSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** CardValueType: 1 input, 3 date, 5 checkbox, 7 phone. */
  type: z.number().int(),
  required: z.boolean(),
  value: z.string(),
});
export type ChangeableValue = z.infer<typeof changeableValueSchema>;

/** GET user/my-registration-items/{id}/values. */
export const myValueChangeSchema = z.object({
  closedReason: z.enum(VALUE_CHANGE_CLOSED_REASONS).nullable(),
  values: z.array(changeableValueSchema),
});
export type MyValueChange = z.infer<typeof myValueChangeSchema>;

/** POST user/my-registration-items/{id}/values: the changed values by name. */
export const myValueChangeBodySchema = z.object({
  values: z
    .array(z.object({ name: z.string().trim().min(1).max(100), value: z.string().max(500) }))
    .min(1)
    .max(50)
    .refine((v) => new Set(v.map((x) => x.name)).size === v.length, 'raceEditor.duplicateChangeableValue'),
});
export type MyValueChangeBody = z.infer<typeof myValueChangeBodySchema>;
