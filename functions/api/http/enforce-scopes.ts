import { z } from 'zod';
import type { EntityScopeKind, RouteDef, ScopeKind } from '@shared/api/route-types';
import type { Locale } from '@shared/codelists/enums';
import { mayAccess, type ScopeTarget } from '../../domain/access/access';
import { NotFoundError, PermissionDeniedError } from '../../domain/errors';
import type { AnyCaller, AnyPrincipal } from './caller';
import { parseOrThrow } from './validate-input';

export interface RawInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

export type ScopeResolver = (kind: EntityScopeKind, id: string) => Promise<ScopeTarget | undefined>;

/** The schema of one input field, when its part is an object schema. */
function fieldSchema(route: RouteDef, where: keyof RawInput, field: string): z.ZodType | undefined {
  const schema = route[where];
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>)[field] : undefined;
}

function rawField(raw: RawInput, where: keyof RawInput, field: string): unknown {
  const part = raw[where];
  return part && typeof part === 'object' ? (part as Record<string, unknown>)[field] : undefined;
}

/**
 * The route's declared scopes, checked before the rest of the input is validated, so a caller
 * without permission learns nothing about what the call would have accepted. Admins pass entity
 * scopes without a read; event managers need a permission for the record's series or events;
 * `self` needs the caller's own user id whoever calls.
 */
export async function enforceScopes(
  route: RouteDef,
  raw: RawInput,
  principal: AnyPrincipal | undefined,
  caller: AnyCaller,
  resolve: ScopeResolver,
  locale: Locale,
): Promise<void> {
  for (const [kind, ref] of Object.entries(route.scope ?? {}) as Array<[ScopeKind, string]>) {
    const [where, field] = ref.split('.', 2) as [keyof RawInput, string];
    // The field's own schema: a malformed or missing id is a 400 that names the field.
    const id = String(
      parseOrThrow(fieldSchema(route, where, field), rawField(raw, where, field), locale, ref),
    );
    if (kind === 'self') {
      if (!caller || !('userId' in caller) || caller.userId !== id) throw new PermissionDeniedError();
      continue;
    }
    if (principal?.kind === 'partnerKey') {
      // A partner key reads its own series only: another series' record is refused like a
      // back-office user's without permission.
      const target = await resolve(kind, id);
      if (!target) throw new NotFoundError();
      if (target.seriesGuid !== principal.seriesGuid) throw new PermissionDeniedError();
      continue;
    }
    if (principal?.kind === 'teamManager') {
      if (kind !== 'team' || principal.teamGuid !== id) throw new PermissionDeniedError();
      continue;
    }
    if (!caller || !('access' in caller)) throw new PermissionDeniedError();
    if (caller.access.all) continue;
    const target = await resolve(kind, id);
    if (!target) throw new NotFoundError();
    if (!mayAccess(caller.access, target, caller.userId)) throw new PermissionDeniedError();
  }
}
