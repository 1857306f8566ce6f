import { z } from 'zod';
import { SCRIPT_HASH } from './security-headers.ts';

/**
 * The build writes the CSP hashes of index.html's inline scripts beside it (vite-plugins/csp-hashes.ts);
 * CloudFront's policy and the local server read them from there. The inline boot script embeds the
 * names of the build's chunks, so its hash exists only once the app is built.
 */
export const CSP_HASHES_FILE = 'csp-hashes.json';

const cspHashesSchema = z.object({ scriptHashes: z.array(z.string().regex(SCRIPT_HASH)) });
export type CspHashes = z.infer<typeof cspHashesSchema>;

export const formatCspHashes = (hashes: CspHashes): string => `${JSON.stringify(hashes, null, 2)}\n`;

/** Throws when the file is not what the build writes, rather than deploying a policy that blocks the app. */
export function parseCspHashes(text: string): CspHashes {
  const parsed = cspHashesSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${CSP_HASHES_FILE} is malformed: ${parsed.error.message}`);
  return parsed.data;
}
