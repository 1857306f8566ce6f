/**
 * Texts of the codes of a series' terms, documents, templates and stylings (admin/series/…),
 * merged into shared/errors/messages.ts.
 */
export const SERIES_CONTENT_MESSAGES = {
  'seriesContent.termsNotFound': {
    cs: 'Obchodní podmínky nebyly nalezeny.',
    en: 'The terms and conditions were not found.',
  },
  'seriesContent.termsInUse': {
    cs: 'Obchodní podmínky nelze smazat: používá je akce {{events}}. Nejdřív u ní vyberte jiné.',
    en: 'The terms and conditions cannot be deleted: the event {{events}} uses them. Choose other terms there first.',
  },
  'seriesContent.templateNotFound': {
    cs: 'Šablona nebyla nalezena.',
    en: 'The template was not found.',
  },
  'seriesContent.templateTargetNotFound': {
    cs: 'Vyberte akci, závod, kategorii nebo vlnu této akce podle typu šablony.',
    en: "Choose this event, or a race, category or wave of it, matching the template's type.",
  },
  'seriesContent.templateExists': {
    cs: 'Tento typ šablony už pro vybraný cíl existuje. Upravte ten stávající.',
    en: 'A template of this type already exists for the chosen target. Edit that one.',
  },
  'seriesContent.invalidColor': {
    cs: 'Zadejte barvu jako #rrggbb (např. #1a73e8).',
    en: 'Enter a colour as #rrggbb (e.g. #1a73e8).',
  },
} as const;
