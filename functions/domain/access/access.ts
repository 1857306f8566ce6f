import type { Permission } from '@shared/accounts/permission-schemas';
import { Role, type RoleName } from '@shared/codelists/enums';

/**
 * What a back-office caller may see (spec §6): admins everything; event managers the series and
 * events an admin granted them. Lists use it to choose their partitions in the query itself.
 */
export type Access =
  | { readonly all: true }
  | {
      readonly all: false;
      /** Series permitted as a whole. */
      readonly seriesGuids: readonly string[];
      /** Events permitted one by one… */
      readonly eventGuids: readonly string[];
      /** …and the series they belong to (their series is visible, only those events in it). */
      readonly eventSeriesGuids: readonly string[];
    };

/** The series and events a scoped record belongs to (an order may span several events of a series). */
export interface ScopeTarget {
  seriesGuid: string;
  eventGuids: readonly string[];
  /**
   * A record of one person's own (a job they started): event managers other than this user are
   * refused even with a permission for its series; admins see it.
   */
  startedBy?: string;
}

export function accessOf(roles: readonly RoleName[], permissions: readonly Permission[]): Access {
  if (roles.includes(Role.ADMIN)) return { all: true };
  if (!roles.includes(Role.EVENT_MANAGER))
    return { all: false, seriesGuids: [], eventGuids: [], eventSeriesGuids: [] };
  const events = permissions.filter((p) => p.kind === 'event');
  return {
    all: false,
    seriesGuids: [...new Set(permissions.filter((p) => p.kind === 'series').map((p) => p.guid))],
    eventGuids: [...new Set(events.map((p) => p.guid))],
    eventSeriesGuids: [...new Set(events.map((p) => p.seriesGuid))],
  };
}

/**
 * A series permission covers everything in the series; event permissions cover a record only when
 * every event it touches is permitted (a series-level record, with no events, needs the series).
 */
export function mayAccess(access: Access, target: ScopeTarget, userId?: string): boolean {
  if (access.all) return true;
  if (target.startedBy !== undefined && target.startedBy !== userId) return false;
  if (access.seriesGuids.includes(target.seriesGuid)) return true;
  return target.eventGuids.length > 0 && target.eventGuids.every((e) => access.eventGuids.includes(e));
}
