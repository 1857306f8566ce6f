import type { Actor } from '../../domain/series-editor/series-editor-ports';
import type { StaffCaller } from './caller';

/** The back-office user making a change, as histories record them. */
export const actorOf = (caller: StaffCaller): Actor => ({
  userId: caller.userId,
  name: `${caller.firstName} ${caller.lastName}`.trim(),
});
