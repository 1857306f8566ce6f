import { z } from 'zod';
import { guidSchema } from '../api/common-schemas';
import { PARTNER_KEY_SCOPES } from './partner-key-scopes';

export const partnerKeyScopeSchema = z.enum(PARTNER_KEY_SCOPES);

/** A new key: a name to recognise it by, what it may read, and when it stops working (optional). */
export const partnerKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  scopes: z.array(partnerKeyScopeSchema).min(1).max(PARTNER_KEY_SCOPES.length),
  /** UTC ISO instant; absent or null: the key works until it is revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type PartnerKeyBody = z.infer<typeof partnerKeyBodySchema>;
export type PartnerKeyBodyInput = z.input<typeof partnerKeyBodySchema>;

export const seriesPartnerKeysParams = z.object({ id: guidSchema });
export const partnerKeyParams = z.object({ id: guidSchema, keyId: guidSchema });

/** A key as the back office lists it: never the key itself, only its first characters. */
export const partnerKeySchema = z.object({
  keyId: z.string(),
  seriesGuid: z.string(),
  name: z.string(),
  /** The key's first characters (`rpk_` and a few more), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(partnerKeyScopeSchema),
  /** UTC ISO instants. */
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type PartnerKey = z.infer<typeof partnerKeySchema>;

export const partnerKeysSchema = z.object({ items: z.array(partnerKeySchema) });
/** The answer of the create call: the only time the key is shown. */
export const createdPartnerKeySchema = partnerKeySchema.extend({ key: z.string() });
export type CreatedPartnerKey = z.infer<typeof createdPartnerKeySchema>;
