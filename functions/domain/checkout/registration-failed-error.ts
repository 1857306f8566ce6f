import {
  failureCode,
  isCapacityFailure,
  type RegistrationFailureReason,
} from '@shared/checkout/registration-failure';
import { formatMessage } from '@shared/errors/messages';
import type { Locale } from '@shared/codelists/enums';
import { DomainError } from '../errors';

/**
 * A registration refused for one of the numbered reasons of spec §4/§8. Capacity reasons are
 * 409 (the place went to someone else), the rest 400. The reason number, the item index and the
 * field path travel in the body so the SPA can point at the right item.
 */
export class RegistrationFailedError extends DomainError {
  constructor(
    readonly reason: RegistrationFailureReason,
    params: Record<string, string | number> = {},
    readonly field?: string,
    locale: Locale = 'cs',
  ) {
    const code = failureCode(reason);
    super(
      code,
      isCapacityFailure(reason) ? 409 : 400,
      { reason, ...params },
      field ? [{ field, errors: [formatMessage(code, locale, params) ?? code] }] : undefined,
    );
    this.name = 'RegistrationFailedError';
  }
}
