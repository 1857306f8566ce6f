import { z } from 'zod';
import { Gender } from '../codelists/enums';

/** A calendar date as the racer forms send it (YYYY-MM-DD), a real day in the past. */
const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidDate' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && Date.parse(`${v}T00:00:00Z`) < Date.now(), {
    message: 'validation.invalidDate',
  });

/**
 * One relay racer (spec §3 Team "relay racers (track, first name, last name, email, birth date,
 * gender)"): the track is the leg, 1 … the race's number of tracks (membersTo).
 */
export const relayRacerFieldsSchema = z.object({
  track: z.coerce.number().int().min(1).max(99),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  birthDate: birthDateSchema,
  gender: z.coerce.number().pipe(z.union([z.literal(Gender.MALE), z.literal(Gender.FEMALE)])),
});
export type RelayRacerFields = z.infer<typeof relayRacerFieldsSchema>;

/** POST …/add-relay-racer */
export const addRelayRacerBodySchema = relayRacerFieldsSchema;
/** POST …/update-relay-racer: `id` is the racer's registration item. */
export const updateRelayRacerBodySchema = relayRacerFieldsSchema.extend({ id: z.string().min(1).max(64) });
export type UpdateRelayRacerBody = z.infer<typeof updateRelayRacerBodySchema>;
/** POST …/remove-relay-racer */
export const removeRelayRacerBodySchema = z.object({ id: z.string().min(1).max(64) });
export type RemoveRelayRacerBody = z.infer<typeof removeRelayRacerBodySchema>;

export const relayRacerSchema = z.object({
  /** The racer's registration item. */
  id: z.string(),
  track: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  birthDate: z.string(),
  gender: z.number().int(),
});
export type RelayRacer = z.infer<typeof relayRacerSchema>;

/** The relay part of a team: its tracks, the change window and the racers per track. */
export const relayTeamSchema = z.object({
  tracks: z.number().int(),
  changesFrom: z.string().nullable(),
  changesTo: z.string().nullable(),
  /** notYetOpen before relayChangesFrom, closed after relayChangesTo (spec §4). */
  changes: z.enum(['notYetOpen', 'open', 'closed']),
  racers: z.array(relayRacerSchema),
});
export type RelayTeam = z.infer<typeof relayTeamSchema>;
