import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { CSP_HASHES_FILE, formatCspHashes } from '../../shared/security/csp-hashes.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/**
 * CSP source expressions (`'sha256-…'`) of every inline `<script>` of an HTML page, hashed the way
 * browsers do: over the element's text as parsed, where CR LF and lone CR have become LF (HTML
 * preprocesses its input so), encoded as UTF-8. Scripts with `src` are covered by 'self' instead.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return [...new Set(hashes)];
}

/**
 * Writes `csp-hashes.json` beside the built index.html. Runs after every other HTML transform (the
 * inline boot script is added in a late one), on the page exactly as it is written to disk.
 */
export function cspHashes(): Plugin {
  return {
    name: 'race-registration:csp-hashes',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('csp-hashes: the build has no index.html');
        const html =
          typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8');
        this.emitFile({
          type: 'asset',
          fileName: CSP_HASHES_FILE,
          source: formatCspHashes({ scriptHashes: inlineScriptHashes(html) }),
        });
      },
    },
  };
}
