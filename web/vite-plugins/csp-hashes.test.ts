import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './csp-hashes';

// Digests computed independently: printf '…' | openssl dgst -sha256 -binary | base64
const ALERT = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"; // alert(1)
const TWO_LINES = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='"; // a\nb

describe('inline script hashes', () => {
  it('hashes each inline script as a quoted base64 SHA-256 source, skipping scripts with src', () => {
    const html = `<!doctype html><head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <script>alert(1)</script>
      <SCRIPT nonce-less>alert(1)</SCRIPT >
    </head>`;
    expect(inlineScriptHashes(html)).toEqual([ALERT]);
  });

  it('hashes line breaks as the HTML parser leaves them (CR LF becomes LF)', () => {
    expect(inlineScriptHashes('<script>a\r\nb</script>')).toEqual([TWO_LINES]);
    expect(inlineScriptHashes('<script>a\rb</script>')).toEqual([TWO_LINES]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script><style>p{}</style>')).toEqual([]);
  });
});
