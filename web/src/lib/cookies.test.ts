import { describe, expect, it } from 'vitest';
import { cookiePairLength, encodeCookieValue } from './cookies';

describe('cookie values', () => {
  it('escapes only what a cookie value may not hold, readable with decodeURIComponent', () => {
    const value = '{"name":"Desítka; 10 km, 100%","a\\\\b":1}';
    const encoded = encodeCookieValue(value);
    expect(encoded).not.toMatch(/[;," \\\\]/);
    expect(decodeURIComponent(encoded)).toBe(value);
    expect(encoded.length).toBeLessThan(encodeURIComponent(value).length);
    expect(cookiePairLength('cart', value)).toBe(5 + encoded.length);
  });

  it('keeps characters outside the basic plane intact', () => {
    expect(decodeURIComponent(encodeCookieValue('běh 🏃'))).toBe('běh 🏃');
  });
});
