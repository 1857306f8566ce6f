import { randomUUID } from 'node:crypto';
import type { StaffCaller } from './caller';

/** The back-office user's name as histories show it. */
const staffName = (caller: StaffCaller) => `${caller.firstName} ${caller.lastName}`.trim();

/** The back-office user making a change, as the editors' histories record them. */
export const actorOf = (caller: StaffCaller): { userId: string; name: string } => ({
  userId: caller.userId,
  name: staffName(caller),
});

/** The same user as order histories and jobs record them (`by` / `byName`). */
export const orderActorOf = (caller: StaffCaller): { by: string; byName: string } => ({
  by: caller.userId,
  byName: staffName(caller),
});

/** Who makes a series-editor change, when, and a source of new ids: the part every editor context shares. */
export const editorChangeOf = (caller: StaffCaller) => ({
  newId: randomUUID,
  actor: actorOf(caller),
  now: new Date(),
});
