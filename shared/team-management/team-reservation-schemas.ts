import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { teamPinSchema } from './team-management-schemas';

/** GET checkout/reserve-team-name/{subEventGuid} (spec §7). */
export const reserveTeamNameParams = z.object({ subEventGuid: guidSchema });

export const teamNameSchema = z.string().trim().min(1).max(100);

export const reserveTeamNameQuery = z.object({
  teamName: teamNameSchema,
  /** The caller's current reservation (from its cookie): kept when the name is the same, released when it changes. */
  reservationGuid: guidSchema.optional(),
});

/**
 * A team name reservation: it holds the name and the team's place until `validUntil`. Its guid
 * becomes the team's guid when the order completes; `pin` becomes the team's PIN.
 */
export const teamReservationSchema = z.object({
  guid: z.string(),
  name: z.string(),
  subEventGuid: z.string(),
  validUntil: z.string(),
  pin: z.string(),
});
export type TeamReservation = z.infer<typeof teamReservationSchema>;

/**
 * POST checkout/verify-team-application: before checkout, does this team application hold?
 * Join: `teamGuid` (or the team's `teamName`) with its `pin`. Found: `teamName` with the caller's
 * `reservationGuid`.
 */
export const verifyTeamApplicationBodySchema = z.object({
  subEventGuid: guidSchema,
  teamGuid: guidSchema.nullable().optional(),
  teamName: teamNameSchema.nullable().optional(),
  pin: teamPinSchema.nullable().optional(),
  reservationGuid: guidSchema.nullable().optional(),
});
export type VerifyTeamApplicationBody = z.infer<typeof verifyTeamApplicationBodySchema>;

/** Team application results of spec §4 ("not found, different sub-event, full") and §8 "Team verification". */
export const TEAM_APPLICATION_RESULTS = [
  'ok',
  'notFound',
  'differentSubEvent',
  'full',
  'pinInvalid',
  'relayAlreadyRegistered',
  'reservationConflict',
  'reservationNotFound',
] as const;
export type TeamApplicationResult = (typeof TEAM_APPLICATION_RESULTS)[number];

export const verifyTeamApplicationAnswerSchema = z.object({
  result: z.enum(TEAM_APPLICATION_RESULTS),
  /** The team joined or founded (null unless the application holds). */
  team: z.object({ guid: z.string(), name: z.string(), placesFree: z.number().int().nullable() }).nullable(),
});
export type VerifyTeamApplicationAnswer = z.infer<typeof verifyTeamApplicationAnswerSchema>;

/** POST series/team-management/{guid}/send-invintation (spec §7: email, subEvent, category, wave). */
export const sendInvitationBodySchema = z.object({
  email: z.email().max(254),
  subEvent: guidSchema,
  category: guidSchema,
  wave: guidSchema.nullable().optional(),
});
export type SendInvitationBody = z.infer<typeof sendInvitationBodySchema>;

export const sendInvitationAnswerSchema = z.object({
  email: z.string(),
  /** The invitation link works until the race's registration closes. */
  validUntil: z.string(),
});
export type SendInvitationAnswer = z.infer<typeof sendInvitationAnswerSchema>;

/** POST checkout/shopping-cart-item-for-invintation/{currency}: the invitation's hash (from its link). */
export const invitationCartItemBodySchema = z.object({ hash: z.string().min(16).max(100) });

/** The cart item of spec §3 for the invited person, with the team's PIN for joining at checkout. */
export const invitationCartItemSchema = z.object({
  seriesGuid: z.string(),
  seriesEventGuid: z.string(),
  seriesEventName: z.string(),
  seriesSubEventGuid: z.string(),
  seriesSubEventName: z.string(),
  categoryGuid: z.string(),
  categoryName: z.string(),
  waveGuid: z.string().nullable(),
  waveName: z.string().nullable(),
  teamGuid: z.string(),
  teamName: z.string(),
  price: z.number().int(),
  priceTo: z.number().int().nullable(),
  pin: z.string(),
});
export type InvitationCartItem = z.infer<typeof invitationCartItemSchema>;

/** POST series/team-management/{guid}/change-manager: hand the team over to a member (registration item id). */
export const changeManagerBodySchema = z.object({ memberId: guidSchema });
export type ChangeManagerBody = z.infer<typeof changeManagerBodySchema>;
export const changeManagerAnswerSchema = z.object({ managerEmail: z.string() });
export type ChangeManagerAnswer = z.infer<typeof changeManagerAnswerSchema>;
