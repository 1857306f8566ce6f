import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { LOCALES } from '../codelists/enums';

/** How long an offer holds its place unless the organiser says otherwise (issue 27). */
export const DEFAULT_HOLD_HOURS = 48;

/** The organiser's waiting-list settings of one race (subevent). */
export const waitingListSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Most people on the list at once (waiting or offered); null = no limit. */
  limit: z.number().int().min(1).max(100_000).nullable(),
  /** Hours an offer holds its place. */
  holdHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 14),
});
export type WaitingListSettings = z.infer<typeof waitingListSettingsSchema>;

export const ENTRY_STATES = ['waiting', 'offered', 'taken', 'expired'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

/**
 * A list kept for one category, wave or sub-category of a race instead of the race as a whole
 * (absent: the race's own list). Each has a capacity of its own (spec: categories, waves and
 * sub-categories, failure reasons "capacity reached"), so each can be sold out while the race has
 * room. Its partition is keyed by that guid; the race's list keeps the race's guid.
 */
export const LIST_PARTS = ['category', 'wave', 'subcategory'] as const;
export const listPartSchema = z.object({ kind: z.enum(LIST_PARTS), guid: z.string() });
export type ListPart = z.infer<typeof listPartSchema>;

/** `?category=`, `?wave=` or `?subcategory=<guid>`: that part's list; none: the race's own list. */
export const listQuerySchema = z
  .object({
    category: guidSchema.optional(),
    wave: guidSchema.optional(),
    subcategory: guidSchema.optional(),
  })
  .refine((q) => [q.category, q.wave, q.subcategory].filter(Boolean).length <= 1, {
    message: 'one of category, wave or subcategory',
    path: ['wave'],
  });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The part a query names (undefined: the race's own list). */
export const partOfQuery = (q: ListQuery | undefined): ListPart | undefined => {
  const kind = LIST_PARTS.find((k) => q?.[k]);
  return kind && q?.[kind] ? { kind, guid: q[kind] } : undefined;
};

export const subEventParams = z.object({ subEventGuid: guidSchema });
export const entryParams = z.object({ subEventGuid: guidSchema, entryGuid: guidSchema });

/** Public state of a race's waiting list (shown on the event page when the race is sold out). */
export const publicWaitingListSchema = z.object({
  subEventGuid: z.string(),
  enabled: z.boolean(),
  /** No place left: the list is what the page offers. */
  soldOut: z.boolean(),
  /** Room left on the list (limit − people on it); null = no limit. */
  room: z.number().int().nullable(),
  waiting: z.number().int(),
});
export type PublicWaitingList = z.infer<typeof publicWaitingListSchema>;

/** Join: a signed-in runner may leave the fields out (their account's name and e-mail are used). */
export const joinBodySchema = z.object({
  email: z.email().max(254).optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  language: z.enum(LOCALES).optional(),
});
export type JoinBody = z.infer<typeof joinBodySchema>;

export const joinAnswerSchema = z.object({
  entryGuid: z.string(),
  position: z.number().int().min(1),
  email: z.string(),
  /** Already on the list (the same e-mail): the earlier place is kept. */
  alreadyJoined: z.boolean(),
});
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

export const entryViewSchema = z.object({
  guid: z.string(),
  /** 1-based among those still waiting; null once offered, taken or expired. */
  position: z.number().int().nullable(),
  state: z.enum(ENTRY_STATES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateCreated: z.string(),
  holdUntil: z.string().nullable(),
  orderGuid: z.string().nullable(),
});
export type EntryView = z.infer<typeof entryViewSchema>;

export const historyEntrySchema = z.object({
  date: z.string(),
  by: z.string(),
  action: z.string(),
  email: z.string(),
});

/** How many entries of a list are in each state (the race editor's header, the statistics). */
export const waitingListCountsSchema = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
  taken: z.number().int(),
  expired: z.number().int(),
});
export type WaitingListCounts = z.infer<typeof waitingListCountsSchema>;

/** The back office's list of one race. */
export const waitingListAdminSchema = z.object({
  subEventGuid: z.string(),
  /** The category or wave the list is kept for; absent: the race's own list. */
  part: listPartSchema.optional(),
  settings: waitingListSettingsSchema,
  counts: waitingListCountsSchema,
  entries: z.array(entryViewSchema),
  history: z.array(historyEntrySchema),
});
export type WaitingListAdmin = z.infer<typeof waitingListAdminSchema>;

/** The offer link's token (random, only its hash is stored). */
export const offerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);
export const offerParams = z.object({ token: offerTokenSchema });

/** What the offer link opens: the race to put in the cart and until when it is held. */
export const offerViewSchema = z.object({
  seriesGuid: z.string(),
  seriesEventGuid: z.string(),
  seriesSubEventGuid: z.string(),
  seriesSubEventName: z.string(),
  /** The category or wave the offer holds a place in: the offer page preselects it. */
  categoryGuid: z.string().nullable(),
  waveGuid: z.string().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  holdUntil: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

export const offersMadeSchema = z.object({ offered: z.number().int() });

/** The organiser's settings form: numbers typed as text, checked and turned into the settings. */
export const waitingListSettingsFormSchema = z
  .object({
    enabled: z.boolean(),
    limit: z.string().trim().regex(/^\d*$/),
    holdHours: z.string().trim().regex(/^\d+$/),
  })
  .transform((f) => ({
    enabled: f.enabled,
    limit: f.limit === '' ? null : Number(f.limit),
    holdHours: Number(f.holdHours),
  }))
  .pipe(waitingListSettingsSchema);
export type WaitingListSettingsForm = z.input<typeof waitingListSettingsFormSchema>;
