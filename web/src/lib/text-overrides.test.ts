import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { installTextOverrides } from './text-overrides';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { cs: { common: { title: 'Registrace', cart: { count: '{{count}} položek' } } } },
    lng: 'cs',
    fallbackLng: 'cs',
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('text overrides', () => {
  it('replaces texts of loaded bundles, and of a namespace only once its own bundle is added', async () => {
    const i18n = await instance();
    const languageChanged = vi.fn();
    i18n.on('languageChanged', languageChanged);
    const fetch = vi.fn(async (language: string): Promise<Record<string, Record<string, string>>> =>
      language === 'cs'
        ? { common: { 'cart.count': 'Počet: {{count}}' }, cart: { empty: 'Nic tu není' } }
        : { common: { title: 'Sign-up' } },
    );
    installTextOverrides(i18n, fetch);
    await settle();

    expect(i18n.t('cart.count', { count: 3 })).toBe('Počet: 3');
    expect(i18n.t('title')).toBe('Registrace');
    // The page re-renders with the new texts.
    expect(languageChanged).toHaveBeenCalledWith('cs');
    // No bundle of `cart` yet: the override waits, the namespace still loads its own texts.
    expect(i18n.hasResourceBundle('cs', 'cart')).toBe(false);
    i18n.addResourceBundle('cs', 'cart', { empty: 'Košík je prázdný', title: 'Košík' });
    expect(i18n.t('empty', { ns: 'cart' })).toBe('Nic tu není');
    expect(i18n.t('title', { ns: 'cart' })).toBe('Košík');

    i18n.addResourceBundle('en', 'common', { title: 'Registration' });
    await i18n.changeLanguage('en');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(i18n.t('title')).toBe('Sign-up');
  });

  it("applies a rendered page's overrides before the first render, and fetched ones after it only when they differ", async () => {
    const i18n = await instance();
    const languageChanged = vi.fn();
    i18n.on('languageChanged', languageChanged);
    const fetch = vi.fn(async (language: string): Promise<Record<string, Record<string, string>>> =>
      language === 'cs'
        ? { common: { title: 'Přihlášky' }, cart: { empty: 'Nic' } }
        : { common: { title: 'Sign-up' } },
    );
    let rendered = (): void => undefined;
    installTextOverrides(i18n, fetch, {
      seeded: { language: 'cs', overrides: { common: { title: 'Přihlášky' }, cart: { empty: 'Nic' } } },
      fetchAfter: new Promise<void>((resolve) => (rendered = resolve)),
    });
    // At once, as the HTML was rendered, and for a bundle a page's chunk adds before its render.
    expect(i18n.t('title')).toBe('Přihlášky');
    i18n.addResourceBundle('cs', 'cart', { empty: 'Košík je prázdný' });
    expect(i18n.t('empty', { ns: 'cart' })).toBe('Nic');
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    rendered();
    await settle();
    // The same as rendered: no second render of the page.
    expect(fetch).toHaveBeenCalledWith('cs');
    expect(languageChanged).not.toHaveBeenCalled();
    i18n.addResourceBundle('en', 'common', { title: 'Registration' });
    await i18n.changeLanguage('en');
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(i18n.t('title')).toBe('Sign-up');
  });

  it('keeps the built-in texts when the overrides cannot be fetched', async () => {
    const i18n = await instance();
    installTextOverrides(i18n, () => Promise.reject(new Error('offline')));
    await settle();
    expect(i18n.t('title')).toBe('Registrace');
  });
});
