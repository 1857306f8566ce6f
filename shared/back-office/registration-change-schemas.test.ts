import { describe, expect, it } from 'vitest';
import {
  cardAppliesToRace,
  isChangeableCardValue,
  registrationChangeBodySchema,
} from './registration-change-schemas';

const guid = '11111111-1111-4111-8111-111111111111';

describe('which card values a registrant may be allowed to change', () => {
  const free = { type: 1, hasPrice: false, capacity: 0 };

  it('offers an asked plain value whose change moves neither money nor places', () => {
    expect(isChangeableCardValue(free)).toBe(true);
    for (const type of [3, 5, 7]) expect(isChangeableCardValue({ ...free, type })).toBe(true);
  });

  it('refuses options, rich text, personal details, priced, limited, hidden, read-only and archived values', () => {
    for (const type of [2, 4, 6, 8, 9, 10, 11]) expect(isChangeableCardValue({ ...free, type })).toBe(false);
    expect(isChangeableCardValue({ ...free, predefinedTemplate: 'club' })).toBe(false);
    expect(isChangeableCardValue({ ...free, hasPrice: true })).toBe(false);
    expect(isChangeableCardValue({ ...free, capacity: 5 })).toBe(false);
    expect(isChangeableCardValue({ ...free, hidden: true })).toBe(false);
    expect(isChangeableCardValue({ ...free, readOnly: true })).toBe(false);
    expect(isChangeableCardValue({ ...free, archived: true })).toBe(false);
  });

  it('reads a card without races as asking every race', () => {
    expect(cardAppliesToRace({ subEventGuids: [] }, guid)).toBe(true);
    expect(cardAppliesToRace({ subEventGuids: [guid] }, guid)).toBe(true);
    expect(cardAppliesToRace({ subEventGuids: ['other'] }, guid)).toBe(false);
  });
});

describe('registration-change body', () => {
  const body = {
    seriesEventSubEventId: guid,
    id: guid,
    allowRegistrationValueChange: true,
    registrationValueChangePrice: null,
    changeableValueNames: ['club'],
    version: 1,
  };

  it('needs a value to change when changes are allowed, each once', () => {
    expect(registrationChangeBodySchema.safeParse(body).success).toBe(true);
    const none = registrationChangeBodySchema.safeParse({ ...body, changeableValueNames: [] });
    expect(none.error?.issues[0]).toMatchObject({
      path: ['changeableValueNames'],
      message: 'raceEditor.noChangeableValueChosen',
    });
    expect(
      registrationChangeBodySchema.safeParse({
        ...body,
        allowRegistrationValueChange: false,
        changeableValueNames: [],
      }).success,
    ).toBe(true);
    expect(
      registrationChangeBodySchema.safeParse({ ...body, changeableValueNames: ['a', 'a'] }).success,
    ).toBe(false);
  });

  it('takes a price in whole minor units', () => {
    expect(
      registrationChangeBodySchema.safeParse({ ...body, registrationValueChangePrice: 12.5 }).success,
    ).toBe(false);
    expect(
      registrationChangeBodySchema.safeParse({ ...body, registrationValueChangePrice: -1 }).success,
    ).toBe(false);
  });
});
