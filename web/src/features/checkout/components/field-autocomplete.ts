import type { CardValueView } from '@shared/checkout/card-schemas';

/** The browser's autofill hint of a field made from a predefined template (a name, an address…). */
export function autoCompleteOf(template: CardValueView['predefinedTemplate']): string {
  switch (template) {
    case 'firstName':
      return 'given-name';
    case 'lastName':
      return 'family-name';
    case 'email':
      return 'email';
    case 'city':
      return 'address-level2';
    case 'zipcode':
      return 'postal-code';
    case 'street':
      return 'address-line1';
    default:
      return 'off';
  }
}
