import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting and safe links', () => {
    expect(
      sanitizeRichText('<h2>Trať</h2><p><strong>10 km</strong> <a href="https://example.org">mapa</a></p>'),
    ).toBe('<h2>Trať</h2><p><strong>10 km</strong> <a href="https://example.org">mapa</a></p>');
  });
  it('removes scripts, handlers and javascript: URLs', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(out).toContain('<p>a</p>');
  });
  it('adds noopener to links opening a new tab', () => {
    expect(sanitizeRichText('<a href="https://e.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});
