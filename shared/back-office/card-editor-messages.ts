/** Texts of the form builder's codes (spec §3 Card, §7 admin series cards), merged into shared/errors/messages.ts. */
export const CARD_EDITOR_MESSAGES = {
  'cardEditor.eventNotFound': { cs: 'Událost nebyla nalezena.', en: 'The event was not found.' },
  'cardEditor.cardNotFound': {
    cs: 'Formulář v této události nebyl nalezen.',
    en: 'The form was not found in this event.',
  },
  'cardEditor.valueNotFound': {
    cs: 'Pole formuláře nebylo nalezeno.',
    en: 'The form field was not found.',
  },
  'cardEditor.optionNotFound': { cs: 'Možnost pole nebyla nalezena.', en: 'The option was not found.' },
  'cardEditor.duplicateCard': {
    cs: 'Každý formulář smí být uveden jen jednou.',
    en: 'Each form may be listed only once.',
  },
  'cardEditor.invalidName': {
    cs: 'Název smí obsahovat jen písmena bez diakritiky, číslice a znaky _ . -',
    en: 'The name may hold only letters without accents, digits and _ . -',
  },
  'cardEditor.duplicateName': {
    cs: 'Pole s tímto názvem ve formuláři už je.',
    en: 'The form already has a field of this name.',
  },
  'cardEditor.optionsRequired': {
    cs: 'Výběrové pole potřebuje alespoň jednu možnost.',
    en: 'A choice field needs at least one option.',
  },
  'cardEditor.optionsNotAllowed': {
    cs: 'Možnosti má jen výběr, přepínač a seznam zaškrtávacích polí.',
    en: 'Only select, radio and checkbox-list fields have options.',
  },
  'cardEditor.duplicateOption': {
    cs: 'Tato hodnota možnosti už v poli je.',
    en: 'The field already has an option with this value.',
  },
  'cardEditor.optionValuePipe': {
    cs: 'Hodnota možnosti nesmí obsahovat znak |.',
    en: 'An option value must not contain |.',
  },
  'cardEditor.priceRequired': {
    cs: 'Zpoplatněné pole potřebuje cenu.',
    en: 'A priced field needs a price.',
  },
  'cardEditor.hiddenNeedsDefault': {
    cs: 'Skryté povinné pole potřebuje výchozí hodnotu.',
    en: 'A hidden required field needs a default value.',
  },
  'cardEditor.minAboveMax': {
    cs: 'Spodní mez pravidla nesmí být vyšší než horní.',
    en: 'A rule’s lower bound must not be above its upper bound.',
  },
  'cardEditor.capacityBelowTaken': {
    cs: 'Kapacitu „{{name}}“ nelze snížit na {{capacity}}: obsazeno je už {{used}}.',
    en: 'The capacity of “{{name}}” cannot be {{capacity}}: {{used}} are already taken.',
  },
} as const;
