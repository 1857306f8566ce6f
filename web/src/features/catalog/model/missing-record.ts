import { isApiError } from '../../../lib/api-client';

/** Whether an error means "no such record" (unknown or malformed guid). */
export function isMissingRecord(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
