import { describe, expect, it } from 'vitest';
import {
  cardAppliesToRace,
  isChangeableCardValue,
  registrationChangeBodySchema,
} from './registration-change-schemas';

const free = { hasPrice: false, capacity: 0, options: [] };
const guid = '11111111-1111-4111-8111-111111111111';

describe('which card values a registrant may be allowed to change', () => {
  it('offers an asked value whose change moves neither money nor places', () => {
    expect(isChangeableCardValue(free)).toBe(true);
    expect(isChangeableCardValue({ ...free, options: [{ capacity: 0, currencyPrices: { CZK: 0 } }] })).toBe(
      true,
    );
  });

  it('refuses priced, limited, hidden, read-only and archived values', () => {
    expect(isChangeableCardValue({ ...free, hasPrice: true })).toBe(false);
    expect(isChangeableCardValue({ ...free, capacity: 5 })).toBe(false);
    expect(isChangeableCardValue({ ...free, options: [{ capacity: 3 }] })).toBe(false);
    expect(isChangeableCardValue({ ...free, options: [{ capacity: 0, currencyPrices: { EUR: 100 } }] })).toBe(
      false,
    );
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
