import { z } from 'zod';

/**
 * Stylings of a series (spec §1 "stylings of series pages (many colour and background slots for
 * navbar, cart, checkout, start list, root)", §3 Styling: type and value; §7 admin series
 * stylings): each area's background and text colour. The public pages read the same slots
 * (web/src/lib/series-styling-resolve.ts) and keep text readable whatever the organiser picks.
 */
import { STYLING_AREAS, type StylingArea } from '../styling-areas';

export { STYLING_AREAS };
export type StylingAreaName = StylingArea;
export const STYLING_SLOTS = STYLING_AREAS.flatMap((area) => [`${area}Background`, `${area}Color`] as const);
export type StylingSlot = (typeof STYLING_SLOTS)[number];

/** `#rrggbb`, or '' for the product's own colour. */
export const stylingColorSchema = z
  .string()
  .trim()
  // A refinement rather than .regex: its code is the message the editor and the server show.
  .refine((v) => /^(#[0-9a-fA-F]{6})?$/.test(v), 'seriesContent.invalidColor')
  .transform((v) => v.toLowerCase());

export const stylingValuesSchema = z.object(
  Object.fromEntries(STYLING_SLOTS.map((slot) => [slot, stylingColorSchema])) as Record<
    StylingSlot,
    typeof stylingColorSchema
  >,
);
export type StylingValues = z.infer<typeof stylingValuesSchema>;

export const stylingsBodySchema = z.object({ values: stylingValuesSchema });
export const stylingsSchema = z.object({
  values: z.record(z.string(), z.string()),
});
export type StylingsView = z.infer<typeof stylingsSchema>;
