import type { AuthLevel } from '../../../shared/api/route-types';
import { Role } from '../../../shared/codelists/enums';
import { ForbiddenError, UnauthorizedError } from '../../domain/errors';
import type { Principal } from '../../adapters/auth/tokens';

/**
 * Enforces a route's auth level (spec §6). Admin passes every signed-in-user check. Resource
 * ownership (own user id, own team guid, event-manager permissions) is checked by the action.
 */
export function authorize(level: AuthLevel, principal: Principal | undefined): void {
  switch (level) {
    case 'public':
      return;
    case 'anonymousOnly':
      if (principal?.kind === 'user') throw new ForbiddenError('common.anonymousOnly');
      return;
    case 'teamManager':
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'teamManager') throw new ForbiddenError();
      return;
    case 'apiClient':
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'apiClient') throw new ForbiddenError();
      return;
    case 'user':
    case 'eventManager':
    case 'admin': {
      if (!principal) throw new UnauthorizedError();
      if (principal.kind !== 'user') throw new ForbiddenError();
      const roles = principal.roles;
      if (roles.includes(Role.ADMIN)) return;
      if (level === 'admin') throw new ForbiddenError();
      if (level === 'eventManager' && !roles.includes(Role.EVENT_MANAGER)) throw new ForbiddenError();
      return;
    }
  }
}
