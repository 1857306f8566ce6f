import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { relayTeamSchema } from './relay-racer-schemas';

/** Team management (spec §2 "Team management (by team guid)", §7): the team's guid names it. */
export const teamGuidParams = z.object({ guid: guidSchema });

/** A team PIN as the checkout issues it: six digits (older teams may carry other short codes). */
export const teamPinSchema = z.string().trim().min(1).max(20);

/** POST series/team-management/{guid}/authenticate: the team manager's e-mail and the team's PIN. */
export const teamAuthenticateBodySchema = z.object({
  email: z.email().max(254),
  pin: teamPinSchema,
});
export type TeamAuthenticateBody = z.infer<typeof teamAuthenticateBodySchema>;

/** A short-lived team-manager token: it grants this one team's management calls only. */
export const teamTokenAnswerSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  teamGuid: z.string(),
});
export type TeamTokenAnswer = z.infer<typeof teamTokenAnswerSchema>;

/** Places of a team: the team's capacity counter and the subevent's member range. */
const placesShape = {
  /** membersFrom of the subevent: below it the team is incomplete. */
  membersFrom: z.number().int().nullable(),
  /** membersTo of the subevent: the team's places (null = unlimited). */
  membersTo: z.number().int().nullable(),
  /** Places taken by active registrations (expired ones are released). */
  placesTaken: z.number().int(),
  /** Free places; null when the team has no upper limit. */
  placesFree: z.number().int().nullable(),
  /** How many members are missing to reach membersFrom (0 when complete). */
  membersMissing: z.number().int(),
  complete: z.boolean(),
};

/** GET series/team-management/{guid}: what anyone with the link may see (no PIN, e-mails or members). */
export const publicTeamSchema = z.object({
  guid: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'relay']),
  seriesEventGuid: z.string(),
  eventName: z.string(),
  subEventGuid: z.string(),
  subEventName: z.string(),
  ...placesShape,
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const teamMemberSchema = z.object({
  /** The registration item. */
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  categoryName: z.string(),
  waveName: z.string().nullable(),
  startNumber: z.number().int().nullable(),
  /** The member's order is paid. */
  paid: z.boolean(),
  /** The member's order founded the team. */
  founder: z.boolean(),
  dateCreated: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** GET series/team-management/{guid}/data: the team overview for its manager. */
export const teamDataSchema = publicTeamSchema.extend({
  managerEmail: z.string(),
  pin: z.string(),
  dateCreated: z.string(),
  members: z.array(teamMemberSchema),
  paidMembers: z.number().int(),
  unpaidMembers: z.number().int(),
  /** Every member's order is paid (and there is at least one member). */
  allPaid: z.boolean(),
  /** Relays only: legs, the change window and the racers per leg. */
  relay: relayTeamSchema.nullable(),
});
export type TeamData = z.infer<typeof teamDataSchema>;
