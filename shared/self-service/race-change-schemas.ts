import { z } from 'zod';
import { CURRENCY_CODES } from '../codelists/enums';
import { priceSchema } from '../back-office/race-schemas';
import { DEFAULT_TRANSFER_RULES, transferRulesSchema } from './transfer-schemas';

/**
 * Runner self-service on a race (issue 27): the organiser's rules and the runner's own change of
 * race / category / wave (functions/domain/self-service/*). The rules live on the race record as
 * one nested object `selfService`, so other race settings stay untouched.
 */
const guid = z.uuid({ version: undefined });
const isoDateTime = z.iso.datetime({ offset: true });

/** The organiser's rule of a self-service race change. */
export const raceChangeRulesSchema = z.object({
  allowed: z.boolean(),
  /** Races of the same event a runner may move to (this race itself: a change of category or wave). */
  targetSubEventIds: z
    .array(guid)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'selfService.duplicateTarget'),
  /** Until when (UTC); null: until the race starts. */
  until: isoDateTime.nullable(),
  /** Fee of one change, minor units of the order's currency; null or 0: no fee. */
  fee: priceSchema.nullable(),
});
export type RaceChangeRules = z.infer<typeof raceChangeRulesSchema>;

/** `transfer` absent in a save: the stored transfer rules stay (a race-change form need not send them). */
export const selfServiceRulesSchema = z.object({
  raceChange: raceChangeRulesSchema,
  transfer: transferRulesSchema.optional(),
});
export type SelfServiceRules = z.infer<typeof selfServiceRulesSchema>;

export const DEFAULT_SELF_SERVICE_RULES: SelfServiceRules = {
  raceChange: { allowed: false, targetSubEventIds: [], until: null, fee: null },
  transfer: DEFAULT_TRANSFER_RULES,
};

/**
 * Allowing a race change needs at least one target (on the field that is wrong). It reads only the
 * race-change part, so a form holding only that part (the race editor's panel) runs it too.
 */
export function checkSelfServiceRules(s: Pick<SelfServiceRules, 'raceChange'>, ctx: z.RefinementCtx): void {
  if (s.raceChange.allowed && !s.raceChange.targetSubEventIds.length)
    ctx.addIssue({
      code: 'custom',
      message: 'selfService.noTargetChosen',
      path: ['raceChange', 'targetSubEventIds'],
    });
}
export const selfServiceRulesFormSchema = selfServiceRulesSchema.superRefine(checkSelfServiceRules);
/** The race editor's race-change panel: only the race-change rules, with the same check. */
export const raceChangeRulesFormSchema = z
  .object({ raceChange: raceChangeRulesSchema })
  .superRefine(checkSelfServiceRules);
export type RaceChangeRulesForm = z.infer<typeof raceChangeRulesFormSchema>;

/** GET/POST admin/series/sub-events/{id}/self-service: the race's rules with the race's version. */
export const selfServiceSettingsSchema = z.object({
  seriesEventSubEventId: z.string(),
  version: z.number().int(),
  dateUpdated: z.string().nullable(),
  selfService: selfServiceRulesSchema,
  /** The races of the event a rule may name (this one included). */
  races: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SelfServiceSettings = z.infer<typeof selfServiceSettingsSchema>;

export const selfServiceSettingsBodySchema = z
  .object({ version: z.number().int().min(0), selfService: selfServiceRulesSchema })
  .superRefine((b, ctx) => checkSelfServiceRules(b.selfService, ctx));
export type SelfServiceSettingsBody = z.infer<typeof selfServiceSettingsBodySchema>;

/** Why a registration offers no race change now (null: it does). */
export const RACE_CHANGE_CLOSED_REASONS = [
  'notAllowed',
  'deadlinePassed',
  'raceStarted',
  'registrationInactive',
  /** Team and relay members hold a place in their team: the team's captain changes the team. */
  'teamMember',
] as const;
export type RaceChangeClosedReason = (typeof RACE_CHANGE_CLOSED_REASONS)[number];

/** One target the runner may pick, with its places left and what the change costs. */
export const raceChangeOptionSchema = z.object({
  subEventId: z.string(),
  subEventName: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  waveId: z.string().nullable(),
  waveName: z.string().nullable(),
  /** Places left in the target (the smallest of its scopes); null: unlimited. */
  placesLeft: z.number().int().nullable(),
  /** The target's current price (minor units of the order's currency). */
  price: z.number().int(),
  /** Target price − the registration's price (negative: cheaper). */
  difference: z.number().int(),
  /** What the runner pays now: difference + fee when positive and the order is paid; else 0. */
  toPay: z.number().int(),
  /** What the organiser refunds (a cheaper target of a paid registration), else 0. */
  refund: z.number().int(),
});
export type RaceChangeOption = z.infer<typeof raceChangeOptionSchema>;

export const RACE_CHANGE_PAYMENT_STATUSES = ['pending', 'expired', 'paid', 'failed', 'notApplied'] as const;

/** GET user/my-registration-items/{id}/race-change. */
export const myRaceChangeSchema = z.object({
  closedReason: z.enum(RACE_CHANGE_CLOSED_REASONS).nullable(),
  current: z.object({
    subEventName: z.string(),
    categoryName: z.string(),
    waveName: z.string().nullable(),
    price: z.number().int(),
  }),
  currency: z.enum(CURRENCY_CODES),
  /** Whether the order is paid (an unpaid order's price simply changes). */
  paid: z.boolean(),
  until: z.string().nullable(),
  fee: z.number().int(),
  options: z.array(raceChangeOptionSchema),
  /** The payment named by the `payment` query (only this item's). */
  payment: z
    .object({
      id: z.string(),
      status: z.enum(RACE_CHANGE_PAYMENT_STATUSES),
      amount: z.number().int(),
      target: z.string(),
    })
    .nullable(),
});
export type MyRaceChange = z.infer<typeof myRaceChangeSchema>;

export const myRaceChangeQuerySchema = z.object({ payment: z.uuid().optional() });

/** POST user/my-registration-items/{id}/race-change: the chosen target. */
export const myRaceChangeBodySchema = z.object({
  subEventId: guid,
  categoryId: guid,
  waveId: guid.nullable().optional(),
});
export type MyRaceChangeBody = z.infer<typeof myRaceChangeBodySchema>;

/** Applied at once (nothing to pay), or the card payment to make first. */
export const myRaceChangeResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('applied'), refund: z.number().int() }),
  z.object({
    status: z.literal('payment'),
    id: z.string(),
    redirectUrl: z.string(),
    amount: z.number().int(),
  }),
]);
export type MyRaceChangeResult = z.infer<typeof myRaceChangeResultSchema>;

export const raceChangePaymentCallbackQuerySchema = z.record(z.string(), z.string());
