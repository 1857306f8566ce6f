import type { TokenBody } from '@shared/accounts/account-schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Token and user of an activation or reset link (`?token=…&userId=…`); null when the link is
 * incomplete or malformed, so the page can say so without calling the API.
 */
export function readAccountLink(search: URLSearchParams): TokenBody | null {
  const token = search.get('token')?.trim() ?? '';
  const userId = search.get('userId')?.trim() ?? '';
  if (token.length === 0 || token.length > 200 || !UUID.test(userId)) return null;
  return { token, userId };
}
