import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { overlayTexts } from './server-texts';

describe("the render worker's text overrides", () => {
  it('apply for one render, also to a bundle added meanwhile, and the built-in texts come back after it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { cs: { common: { title: 'Registrace', cart: { count: '{{count}} položek' } } } },
      lng: 'cs',
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    });
    const restore = overlayTexts(i18n, 'cs', {
      common: { 'cart.count': 'Počet: {{count}}' },
      catalog: { 'event.races': 'Tratě' },
    });
    expect(i18n.t('cart.count', { count: 2 })).toBe('Počet: 2');
    expect(i18n.t('title')).toBe('Registrace');
    // A lazy page's chunk registers its namespace during the render.
    i18n.addResourceBundle('cs', 'catalog', { event: { races: 'Závody' } });
    expect(i18n.t('event.races', { ns: 'catalog' })).toBe('Tratě');

    restore();
    expect(i18n.t('cart.count', { count: 2 })).toBe('2 položek');
    expect(i18n.t('event.races', { ns: 'catalog' })).toBe('Závody');
    // The next render's overrides (none) leave them alone.
    overlayTexts(i18n, 'cs', {})();
    i18n.addResourceBundle('cs', 'cart', { empty: 'Prázdný' });
    expect(i18n.t('empty', { ns: 'cart' })).toBe('Prázdný');
  });
});
