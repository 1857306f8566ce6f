/** Texts of the translation overrides' codes (admin/translations), merged into shared/errors/messages.ts. */
export const TRANSLATION_MESSAGES = {
  'translations.plainTextOnly': {
    cs: 'Text nesmí obsahovat značky HTML: zobrazuje se jako prostý text.',
    en: 'The text must not contain HTML tags: it is shown as plain text.',
  },
  'translations.missingVariable': {
    cs: 'Text musí obsahovat proměnnou {{variable}} jako původní text.',
    en: 'The text must keep the variable {{variable}} of the built-in text.',
  },
  'translations.unknownKey': {
    cs: 'Takový text aplikace nemá.',
    en: 'The app has no such text.',
  },
  'translations.changedMeanwhile': {
    cs: 'Překlady mezitím uložil někdo jiný. Načtěte je znovu a změny zopakujte.',
    en: 'Someone else saved the translations meanwhile. Reload them and make your changes again.',
  },
} as const;
