import { z } from 'zod';
import { envelopeSchema } from '../catalog/catalog-schemas';
import { guidSchema } from '../api/common-schemas';

/** Page size of the teams list (spec §9: 30). */
export const TEAMS_PAGE_SIZE = 30;

/**
 * Filters of the teams list (series tab, /event-manager/teams): a part of the name or the
 * manager's e-mail, one race, only teams below membersFrom.
 */
export const teamsQuerySchema = z.object({
  searchText: z.string().trim().max(100).optional(),
  subEventGuid: guidSchema.optional(),
  incomplete: z.enum(['true', 'false']).optional(),
  take: z.coerce.number().int().min(1).max(100).default(TEAMS_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TeamsQuery = z.infer<typeof teamsQuerySchema>;

/** The event manager's teams list: the same filters, optionally one series. */
export const managerTeamsQuerySchema = teamsQuerySchema.extend({ seriesGuid: guidSchema.optional() });
export type ManagerTeamsQuery = z.infer<typeof managerTeamsQuerySchema>;

/** Paid state of a team's active members: all paid, some, none (no members: none). */
export const TEAM_PAID_STATES = ['paid', 'partly', 'unpaid'] as const;

export const teamRowSchema = z.object({
  guid: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'relay']),
  managerEmail: z.string(),
  seriesGuid: z.string(),
  seriesEventGuid: z.string(),
  eventName: z.string(),
  subEventGuid: z.string(),
  subEventName: z.string(),
  /** Active members (registrations holding a place in the team). */
  members: z.number().int(),
  placesTaken: z.number().int(),
  /** Null: the team is not limited. */
  placesFree: z.number().int().nullable(),
  membersFrom: z.number().int().nullable(),
  membersTo: z.number().int().nullable(),
  /** How many members are missing below membersFrom (0 = complete). */
  membersMissing: z.number().int(),
  incomplete: z.boolean(),
  paidState: z.enum(TEAM_PAID_STATES),
  dateCreated: z.string(),
});
export type TeamRow = z.infer<typeof teamRowSchema>;
/** A team or relay race of the listed scope (the race filter's options). */
export const teamRaceSchema = z.object({
  guid: z.string(),
  name: z.string(),
  eventName: z.string(),
  kind: z.enum(['team', 'relay']),
});
export type TeamRace = z.infer<typeof teamRaceSchema>;
/** A page of teams, with the team and relay races of the whole listed scope. */
export const teamsSchema = envelopeSchema(teamRowSchema).extend({ races: z.array(teamRaceSchema) });
export type Teams = z.infer<typeof teamsSchema>;

/** PUT admin/series/teams/{id}: rename, another manager e-mail, optionally a new PIN or another capacity. */
export const updateTeamBodySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    managerEmail: z.email().max(254),
    /** Issue a new PIN (the old one stops working for joining and signing in). */
    resetPin: z.boolean().optional(),
    /**
     * The team's capacity (most members; null = unlimited). Absent: unchanged. Refused below the
     * places the team's members hold.
     */
    capacity: z.number().int().min(1).max(1000).nullable().optional(),
  })
  .strict();
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

/** A team an order item can be moved to (admin/registrations/series-teams/{subEventId}). */
export const teamChoiceSchema = z.object({
  guid: z.string(),
  name: z.string(),
  placesTaken: z.number().int(),
  placesFree: z.number().int().nullable(),
});
export const teamChoicesSchema = z.object({ rows: z.array(teamChoiceSchema) });
export type TeamChoice = z.infer<typeof teamChoiceSchema>;

/** POST admin/registrations/{id}/change-team: the item and the team of the same race to move it to. */
export const changeTeamBodySchema = z
  .object({ registrationItemId: guidSchema, teamGuid: guidSchema })
  .strict();
export type ChangeTeamBody = z.infer<typeof changeTeamBodySchema>;

/** POST admin/registrations/{id}/remove-team: the item leaves its team (it stays registered alone). */
export const removeTeamBodySchema = z.object({ registrationItemId: guidSchema }).strict();
export type RemoveTeamBody = z.infer<typeof removeTeamBodySchema>;
