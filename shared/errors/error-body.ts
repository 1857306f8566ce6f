import { z } from 'zod';

/** Body of every non-2xx answer (spec §8). */
export const validationErrorSchema = z.object({ field: z.string(), errors: z.array(z.string()) });
export const errorBodySchema = z.object({
  /** Stable error code, e.g. `common.notFound`; the SPA translates codes it knows. */
  code: z.string(),
  /** Human-readable message in the request's language. */
  message: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  validationErrors: z.array(validationErrorSchema).optional(),
  authError: z.boolean().optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ValidationError = z.infer<typeof validationErrorSchema>;

/**
 * Spec §8 message derivation: an error with a message is used as is; otherwise the first
 * validation error; otherwise "REQUEST RETURN CODE: {status}".
 */
export function deriveErrorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const b = body as Partial<ErrorBody>;
    if (typeof b.message === 'string' && b.message.length > 0) return b.message;
    const first = b.validationErrors?.[0]?.errors?.[0];
    if (typeof first === 'string' && first.length > 0) return first;
  }
  return `REQUEST RETURN CODE: ${status}`;
}
