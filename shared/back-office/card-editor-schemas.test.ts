import { describe, expect, it } from 'vitest';
import { CardValueType } from '../codelists/enums';
import { cardFieldsSchema, cardValueInputSchema } from './card-editor-schemas';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('card editor schemas', () => {
  it('fills the defaults of a plain field', () => {
    const v = cardValueInputSchema.parse({ name: 'club', label: 'Klub', type: CardValueType.INPUT });
    expect(v).toMatchObject({
      required: false,
      hasPrice: false,
      capacity: 0,
      options: [],
      validations: [],
      predefinedTemplate: null,
      categoryGuids: [],
      waveGuids: [],
    });
  });

  it('asks options of choice fields only, unique and without the "|" multi-choice separator', () => {
    expect(
      issuesOf(cardValueInputSchema.safeParse({ name: 's', label: 'S', type: CardValueType.SELECT })),
    ).toEqual(['options: cardEditor.optionsRequired']);
    expect(
      issuesOf(
        cardValueInputSchema.safeParse({
          name: 'i',
          label: 'I',
          type: CardValueType.INPUT,
          options: [{ value: 'a', label: 'A' }],
        }),
      ),
    ).toEqual(['options: cardEditor.optionsNotAllowed']);
    expect(
      issuesOf(
        cardValueInputSchema.safeParse({
          name: 'l',
          label: 'L',
          type: CardValueType.CHECKBOX_LIST,
          options: [
            { value: 'a', label: 'A' },
            { value: 'a', label: 'A2' },
            { value: 'b|c', label: 'BC' },
          ],
        }),
      ),
    ).toEqual(['options.2.value: cardEditor.optionValuePipe', 'options.1.value: cardEditor.duplicateOption']);
  });

  it('checks prices, hidden required fields, names and rule bounds', () => {
    expect(
      issuesOf(
        cardValueInputSchema.safeParse({
          name: 'bad name',
          label: 'X',
          type: CardValueType.CHECKBOX,
          hasPrice: true,
          hidden: true,
          required: true,
          validations: [
            { kind: 'minLength', value: 5 },
            { kind: 'maxLength', value: 2 },
          ],
        }),
      ),
    ).toEqual([
      'name: cardEditor.invalidName',
      'currencyPrices: cardEditor.priceRequired',
      'defaultValue: cardEditor.hiddenNeedsDefault',
      'validations: cardEditor.minAboveMax',
    ]);
    // Every §5 card validation kind is accepted; a pattern that does not compile is not.
    const kinds = [
      { kind: 'minLength', value: 1 },
      { kind: 'maxLength', value: 9 },
      { kind: 'regex', pattern: '^[A-Z]+$' },
      { kind: 'dateBefore', date: '2030-01-01' },
      { kind: 'dateAfter', date: '1900-01-01' },
      { kind: 'minAge', value: 15 },
      { kind: 'maxAge', value: 99 },
      { kind: 'minAgeInSubeventYear', value: 15 },
      { kind: 'maxAgeInSubeventYear', value: 99 },
      { kind: 'email' },
      { kind: 'phone' },
      { kind: 'personalIdWithSlash' },
      { kind: 'personalIdWithoutSlash' },
      { kind: 'businessId' },
    ];
    expect(
      cardValueInputSchema.safeParse({ name: 'x', label: 'X', type: 1, validations: kinds }).success,
    ).toBe(true);
    expect(
      cardValueInputSchema.safeParse({
        name: 'x',
        label: 'X',
        type: 1,
        validations: [{ kind: 'regex', pattern: '(' }],
      }).success,
    ).toBe(false);
  });

  it('refuses two fields of one name in a card and an unknown card type', () => {
    const result = cardFieldsSchema.safeParse({
      name: 'Formulář',
      type: 9,
      values: [
        { name: 'a', label: 'A', type: 1 },
        { name: 'a', label: 'B', type: 1 },
      ],
    });
    expect(issuesOf(result)).toEqual([
      'type: validation.invalidOption',
      'values.1.name: cardEditor.duplicateName',
    ]);
  });
});
