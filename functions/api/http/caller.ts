import type { AuthLevel } from '@shared/api/route-types';
import type { Permission } from '@shared/accounts/permission-schemas';
import type { RoleName } from '@shared/codelists/enums';
import type { Access } from '../../domain/access/access';
import type { PartnerKeyCaller } from '../../domain/partner-api/partner-key-check';
import type { Principal } from '../../adapters/auth/tokens';

/** A signed-in user as their token proves them (user-level routes). */
export interface SignedInCaller {
  userId: string;
  roles: RoleName[];
}

/**
 * A back-office caller (event-manager and admin routes): roles and permissions read from the user
 * record on every call, so a change takes effect on the next call, not at the next sign-in.
 */
export interface StaffCaller extends SignedInCaller {
  firstName: string;
  lastName: string;
  email: string;
  permissions: Permission[];
  access: Access;
}

export interface TeamManagerCaller {
  teamGuid: string;
  email: string;
}

export interface ApiClientCaller {
  clientId: string;
}

export type { PartnerKeyCaller };
/** Who calls a partner route: a series' partner API key (not a token; never issued as a JWT). */
export type PartnerKeyPrincipal = { kind: 'partnerKey' } & PartnerKeyCaller;
/** A token's principal or, on partner routes, a partner key. */
export type AnyPrincipal = Principal | PartnerKeyPrincipal;

/** The caller an action of a route with this auth level receives (public routes: the signed-in user, if any). */
export type CallerOf<A extends AuthLevel> = A extends 'user'
  ? SignedInCaller
  : A extends 'eventManager' | 'admin'
    ? StaffCaller
    : A extends 'teamManager'
      ? TeamManagerCaller
      : A extends 'apiClient'
        ? ApiClientCaller
        : A extends 'partnerKey'
          ? PartnerKeyCaller
          : A extends 'public'
            ? SignedInCaller | undefined
            : undefined;

export type AnyCaller =
  SignedInCaller | StaffCaller | TeamManagerCaller | ApiClientCaller | PartnerKeyCaller | undefined;
