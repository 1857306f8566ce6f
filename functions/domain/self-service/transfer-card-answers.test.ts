import { describe, expect, it } from 'vitest';
import { CardValueType } from '@shared/codelists/enums';
import { ValidationFailedError } from '../errors';
import type { OrderItemRecord } from '../orders/order-records';
import type { CardRecord, CardValueRecord } from '../catalog/card-records';
import { askedAgain, askedFields, checkAnswers } from './transfer-card-answers';

const field = (name: string, over: Partial<CardValueRecord> = {}): CardValueRecord => ({
  guid: `v-${name}`,
  name,
  label: name,
  type: CardValueType.INPUT,
  required: false,
  hasPrice: false,
  capacity: 0,
  validations: [],
  ...over,
});
const card = {
  entity: 'card',
  guid: 'card-1',
  eventGuid: 'event-1',
  name: 'Runner',
  order: 1,
  type: 1,
  limit: 0,
  values: [
    field('firstName', { predefinedTemplate: 'firstName' }),
    field('emergency', { required: true, validations: [{ kind: 'maxLength', value: 10 }] }),
    field('newsletter', { type: CardValueType.CHECKBOX }),
    field('breakfast', { type: CardValueType.CHECKBOX, hasPrice: true }),
    field('tshirt', { type: CardValueType.SELECT }),
    field('unanswered'),
  ],
} as unknown as CardRecord;
const answer = (name: string, value: string) => ({
  cardGuid: 'card-1',
  cardValueGuid: `v-${name}`,
  name,
  label: name,
  value,
  itemGuids: [],
  price: 0,
});
const item = {
  subEventGuid: 'race-1',
  values: ['firstName', 'emergency', 'newsletter', 'breakfast', 'tshirt'].map((n) => answer(n, 'old')),
} as unknown as OrderItemRecord;
const ctx = { locale: 'en' as const, now: new Date('2026-05-20T10:00:00Z'), subeventYear: 2026 };

describe("the new runner's own card answers", () => {
  it('asks again only the plain free answers the registration gave, empty; extras and choices stay', () => {
    const asked = askedAgain([card], item);
    expect(asked.map((a) => a.card.name)).toEqual(['emergency', 'newsletter']);
    expect(askedFields(asked)).toEqual([
      { name: 'emergency', label: 'emergency', type: CardValueType.INPUT, required: true, value: '' },
      { name: 'newsletter', label: 'newsletter', type: CardValueType.CHECKBOX, required: false, value: '' },
    ]);
    expect(askedAgain([{ ...card, subEventGuids: ['race-2'] } as CardRecord], item)).toEqual([]);
  });

  it("checks the answers with the card's rules: a required one missing, a rule broken, a field not asked", () => {
    const asked = askedAgain([card], item);
    expect(checkAnswers(asked, [{ name: 'emergency', value: ' 777 123 ' }], ctx)).toEqual([
      { name: 'emergency', value: '777 123' },
      { name: 'newsletter', value: 'false' },
    ]);
    const refused = (sent: Array<{ name: string; value: string }>) => {
      try {
        checkAnswers(asked, sent, ctx);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationFailedError);
        return (error as ValidationFailedError).validationErrors?.map((e) => e.field);
      }
      throw new Error('expected a refusal');
    };
    expect(refused([])).toEqual(['body.values.emergency']);
    expect(refused([{ name: 'emergency', value: '12345678901' }])).toEqual(['body.values.emergency']);
    expect(
      refused([
        { name: 'emergency', value: 'ok' },
        { name: 'tshirt', value: 'XL' },
      ]),
    ).toEqual(['body.values.tshirt']);
  });
});
