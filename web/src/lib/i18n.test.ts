import { afterAll, describe, expect, it } from 'vitest';
import { addNamespace, changeLanguage, i18n } from './i18n';

describe('interface texts', () => {
  afterAll(async () => {
    await changeLanguage('cs');
  });

  it('start in Czech, whose texts ship with the code', () => {
    expect(i18n.language).toBe('cs');
    expect(i18n.hasResourceBundle('cs', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('load the English texts of every registered namespace before switching to English', async () => {
    addNamespace('test-lazy', {
      cs: { greeting: 'Ahoj' },
      en: async () => ({ default: { greeting: 'Hello' } }),
    });
    expect(i18n.t('greeting', { ns: 'test-lazy' })).toBe('Ahoj');

    await changeLanguage('en');

    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.t('greeting', { ns: 'test-lazy' })).toBe('Hello');
    expect(i18n.t('a11y.loading')).not.toBe(i18n.getFixedT('cs')('a11y.loading'));
  });
});
