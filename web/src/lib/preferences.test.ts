import { afterEach, describe, expect, it } from 'vitest';
import { storedLanguage } from './preferences';

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  window.history.replaceState(null, '', '/');
});

describe('the language a page opens in', () => {
  it("is the address's language version (a search result's hreflang link), before the cookie", () => {
    document.cookie = 'lang=cs; path=/';
    window.history.replaceState(null, '', '/detail/event/e1?lang=en');
    expect(storedLanguage()).toBe('en');
  });

  it('is the cookie otherwise, and Czech without either or for an unknown language', () => {
    expect(storedLanguage()).toBe('cs');
    document.cookie = 'lang=en; path=/';
    window.history.replaceState(null, '', '/?lang=de');
    expect(storedLanguage()).toBe('en');
  });
});
