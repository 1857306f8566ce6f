import { z } from 'zod';
import { currencyCodeSchema } from '../catalog/catalog-schemas';

/** Guids are UUIDs (any version); a malformed guid is a 400, an unknown one a 404. */
export const guidSchema = z.uuid({ version: undefined });
export const guidParams = z.object({ guid: guidSchema });
export const idParams = z.object({ id: guidSchema });

/** Paging of lists: take (page size, default 30) and skip. */
export const pagingQuery = z.object({
  take: z.coerce.number().int().min(1).max(100).default(30),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const currencyQuery = z.object({ currency: currencyCodeSchema.optional() });
export const existsSchema = z.object({ exists: z.boolean() });

/** A query flag sent as `true`/`false` (query strings carry no booleans). */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** An answer that only confirms (actions without a body to return). */
export const okSchema = z.object({ ok: z.literal(true) });
