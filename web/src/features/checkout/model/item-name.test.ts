import { describe, expect, it } from 'vitest';
import { checkoutItemName } from './item-name';
import { hasTermsLink, parseTermsLabel } from './terms-label';

describe('item name', () => {
  it('joins event, subevent, category and wave with " - "', () => {
    expect(
      checkoutItemName({
        eventName: 'Desítka Stromovka',
        subEventName: '10 km',
        categoryName: 'Muži',
        waveName: 'Vlna A – 9:00',
      }),
    ).toBe('Desítka Stromovka - 10 km - Muži - Vlna A – 9:00');
    expect(
      checkoutItemName({
        eventName: 'Desítka',
        subEventName: '5 km',
        categoryName: 'Open',
        waveName: null,
        teamName: ' ',
      }),
    ).toBe('Desítka - 5 km - Open');
  });
});

describe('terms label', () => {
  it('turns [[text]] into a link', () => {
    expect(parseTermsLabel('Souhlasím s [[podmínkami účasti]] a beru na vědomí.')).toEqual([
      { kind: 'text', text: 'Souhlasím s ' },
      { kind: 'link', text: 'podmínkami účasti' },
      { kind: 'text', text: ' a beru na vědomí.' },
    ]);
  });

  it('handles several links, a link at the edges and unclosed brackets', () => {
    expect(parseTermsLabel('[[A]] a [[B]]')).toEqual([
      { kind: 'link', text: 'A' },
      { kind: 'text', text: ' a ' },
      { kind: 'link', text: 'B' },
    ]);
    expect(parseTermsLabel('Bez odkazu [[neuzavřeno')).toEqual([
      { kind: 'text', text: 'Bez odkazu [[neuzavřeno' },
    ]);
    expect(parseTermsLabel('Prázdné [[ ]] závorky')).toEqual([{ kind: 'text', text: 'Prázdné  závorky' }]);
    expect(hasTermsLink(parseTermsLabel('Jen text'))).toBe(false);
    expect(hasTermsLink(parseTermsLabel('[[odkaz]]'))).toBe(true);
  });
});
