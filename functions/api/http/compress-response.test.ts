import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResult, preferredEncoding } from './compress-response';

const json = JSON.stringify({
  items: Array.from({ length: 200 }, (_, i) => ({ guid: `item-${i}`, name: 'Běh' })),
});
const ok = (body: string, headers: Record<string, string> = {}) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body,
});

describe('API answer compression', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('compresses a large JSON answer with brotli so that it decodes to the same text', () => {
    const result = compressResult(ok(json), 'gzip, br');
    expect(result.isBase64Encoded).toBe(true);
    expect(result.headers?.['content-encoding']).toBe('br');
    expect(result.headers?.vary).toBe('accept-encoding');
    const bytes = Buffer.from(result.body ?? '', 'base64');
    expect(bytes.length).toBeLessThan(json.length / 4);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(json);
  });

  it('uses gzip for a client without brotli', () => {
    const result = compressResult(ok(json), 'gzip');
    expect(result.headers?.['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(result.body ?? '', 'base64')).toString('utf8')).toBe(json);
  });

  it('leaves small, binary, already encoded and unaccepted answers alone', () => {
    const small = ok('{"ok":true}');
    expect(compressResult(small, 'br')).toBe(small);
    const binary = { ...ok(json, { 'content-type': 'image/png' }) };
    expect(compressResult(binary, 'br')).toBe(binary);
    const base64 = { ...ok(json), isBase64Encoded: true };
    expect(compressResult(base64, 'br')).toBe(base64);
    const encoded = ok(json, { 'content-encoding': 'gzip' });
    expect(compressResult(encoded, 'br')).toBe(encoded);
    const plain = ok(json);
    expect(compressResult(plain, undefined)).toBe(plain);
  });
});
