import {
  createdPartnerKeySchema,
  partnerKeyBodySchema,
  partnerKeyParams,
  partnerKeySchema,
  partnerKeysSchema,
  seriesPartnerKeysParams,
} from '../../partner-api/partner-key-schemas';
import { defineArea } from '../define-area';

/**
 * A series' partner API keys (issue 28 item 3; docs/webhooks-and-partner-api.md): admins only, as
 * the series' webhooks. Served by the webhooks Lambda (the same records and history).
 */
export const partnerKeysRoutes = defineArea('webhooks', 'partnerKeys', {
  listKeys: {
    method: 'GET',
    path: 'admin/series/{id}/partner-keys',
    auth: 'admin',
    summary: "A series' partner API keys (their first characters only; a key is shown once, at creation)",
    params: seriesPartnerKeysParams,
    response: partnerKeysSchema,
    scope: { series: 'params.id' },
  },
  createKey: {
    method: 'POST',
    path: 'admin/series/{id}/partner-keys',
    auth: 'admin',
    summary: 'Create a read-only partner API key; the answer holds the key, shown this once',
    params: seriesPartnerKeysParams,
    body: partnerKeyBodySchema,
    response: createdPartnerKeySchema,
    scope: { series: 'params.id' },
  },
  updateKey: {
    method: 'PUT',
    path: 'admin/series/{id}/partner-keys/{keyId}',
    auth: 'admin',
    summary:
      "Edit a partner API key's name, scopes and expiry (the key stays; from the partner's next call on; in the series history)",
    params: partnerKeyParams,
    body: partnerKeyBodySchema,
    response: partnerKeySchema,
    scope: { series: 'params.id' },
  },
  revokeKey: {
    method: 'POST',
    path: 'admin/series/{id}/partner-keys/{keyId}/revoke',
    auth: 'admin',
    summary: 'Revoke a partner API key (refused from the next call on; in the series history)',
    params: partnerKeyParams,
    response: partnerKeySchema,
    scope: { series: 'params.id' },
  },
});
