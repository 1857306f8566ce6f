import type { AuthLevel } from '@shared/api/route-types';
import type { PartnerKeyScope } from '@shared/partner-api/partner-key-scopes';
import { Role } from '@shared/codelists/enums';
import { accessOf } from '../../domain/access/access';
import type { UserRecord } from '../../domain/accounts/user-record';
import { ForbiddenError, UnauthorizedError } from '../../domain/errors';
import { assertPartnerScope } from '../../domain/partner-api/partner-key-check';
import type { AnyCaller, AnyPrincipal, StaffCaller } from './caller';

export type LoadUser = (userId: string) => Promise<UserRecord | undefined>;
/** The team's current manager e-mail (undefined: no such team). */
export type LoadTeamManager = (teamGuid: string) => Promise<string | undefined>;

const noTeam: LoadTeamManager = async () => undefined;
const fold = (email: string) => email.trim().toLowerCase();

/**
 * Back-office callers are read from their user record on every call: a role or permission an admin
 * changes takes effect on the next call, and a disabled account is refused at once (401 ends the
 * session), not when its short-lived token expires.
 */
async function staffCaller(userId: string, loadUser: LoadUser): Promise<StaffCaller> {
  const user = await loadUser(userId);
  if (!user || user.disabled) throw new UnauthorizedError('common.invalidToken');
  const permissions = Object.values(user.permissions ?? {});
  return {
    userId,
    roles: user.roles,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    permissions,
    access: accessOf(user.roles, permissions),
  };
}

/**
 * Enforces a route's auth level (spec §6) and returns the caller its action receives. Admin passes
 * every signed-in role check. Record-level rules (own user id, event-manager permissions) are the
 * route's declared scopes (./enforce-scopes.ts).
 */
export async function authorize(
  level: AuthLevel,
  principal: AnyPrincipal | undefined,
  loadUser: LoadUser,
  loadTeamManager: LoadTeamManager = noTeam,
  /** Partner routes: the scope their key must hold. */
  partnerScope?: PartnerKeyScope,
): Promise<AnyCaller> {
  switch (level) {
    case 'public':
      return principal?.kind === 'user' ? { userId: principal.userId, roles: principal.roles } : undefined;
    case 'anonymousOnly':
      if (principal?.kind === 'user') throw new ForbiddenError('common.anonymousOnly');
      return undefined;
    case 'teamManager':
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'teamManager') throw new ForbiddenError();
      {
        // A team-manager token names the manager it was issued to: once an admin or the manager
        // hands the team over (or the team is gone), the old token ends at once, not at its expiry.
        const current = await loadTeamManager(principal.teamGuid);
        if (current === undefined || fold(current) !== fold(principal.email))
          throw new UnauthorizedError('common.invalidToken');
      }
      return { teamGuid: principal.teamGuid, email: principal.email };
    case 'apiClient':
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'apiClient') throw new ForbiddenError();
      return { clientId: principal.clientId };
    case 'partnerKey': {
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'partnerKey') throw new ForbiddenError();
      const { kind: _kind, ...caller } = principal;
      assertPartnerScope(caller, partnerScope);
      return caller;
    }
    case 'user':
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'user') throw new ForbiddenError();
      return { userId: principal.userId, roles: principal.roles };
    case 'eventManager':
    case 'admin': {
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'user') throw new ForbiddenError();
      const caller = await staffCaller(principal.userId, loadUser);
      if (caller.roles.includes(Role.ADMIN)) return caller;
      if (level === 'admin' || !caller.roles.includes(Role.EVENT_MANAGER)) throw new ForbiddenError();
      return caller;
    }
  }
}
