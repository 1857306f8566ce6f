import { describe, expect, it } from 'vitest';
import { isGroupFull, isOptionDisabled, placesLeft, usageWithCart } from './option-capacity';

describe('option capacity rule (spec §4)', () => {
  it('capacity 0 or less is unlimited', () => {
    expect(isGroupFull({ capacity: 0, used: 1000 })).toBe(false);
    expect(isGroupFull({ capacity: -1, used: 5 })).toBe(false);
    expect(
      isOptionDisabled({ capacity: 0, used: 99, addToCardValueUsage: true }, { capacity: 0, used: 99 }),
    ).toBe(false);
    expect(placesLeft({ capacity: 0, used: 3 })).toBeNull();
  });

  it('a group is full when used places reach its capacity', () => {
    expect(isGroupFull({ capacity: 2, used: 1 })).toBe(false);
    expect(isGroupFull({ capacity: 2, used: 2 })).toBe(true);
    expect(isGroupFull({ capacity: 2, used: 3 })).toBe(true);
    expect(placesLeft({ capacity: 5, used: 7 })).toBe(0);
  });

  it('an option is disabled when its own usage reaches its capacity', () => {
    const group = { capacity: 0, used: 0 };
    expect(isOptionDisabled({ capacity: 2, used: 1, addToCardValueUsage: false }, group)).toBe(false);
    expect(isOptionDisabled({ capacity: 2, used: 2, addToCardValueUsage: false }, group)).toBe(true);
  });

  it('an option counting toward usage is disabled when the group is full; one that does not stays', () => {
    const full = { capacity: 150, used: 150 };
    expect(isOptionDisabled({ capacity: 100, used: 10, addToCardValueUsage: true }, full)).toBe(true);
    expect(isOptionDisabled({ capacity: 0, used: 10, addToCardValueUsage: false }, full)).toBe(false);
  });

  it('an option the current card already holds releases one place', () => {
    const option = { capacity: 2, used: 2, addToCardValueUsage: true };
    expect(isOptionDisabled(option, { capacity: 0, used: 0 })).toBe(true);
    expect(isOptionDisabled(option, { capacity: 0, used: 0 }, true)).toBe(false);
    // The group's place is released too.
    expect(
      isOptionDisabled({ capacity: 0, used: 5, addToCardValueUsage: true }, { capacity: 5, used: 5 }, true),
    ).toBe(false);
  });

  it('adds the choices made in other forms of the same cart', () => {
    const field = {
      capacity: 3,
      used: 1,
      items: [
        { guid: 'none', value: 'none', capacity: 0, used: 0, addToCardValueUsage: false },
        { guid: 'l', value: 'L', capacity: 2, used: 1, addToCardValueUsage: true },
        { guid: 'm', value: 'M', capacity: 0, used: 0, addToCardValueUsage: true },
      ],
    };
    const usage = usageWithCart(field, ['L', 'none', 'none']);
    expect(usage.group).toEqual({ capacity: 3, used: 2 });
    expect(usage.options.get('l')).toMatchObject({ used: 2 });
    expect(usage.options.get('none')).toMatchObject({ used: 2 });
    expect(isOptionDisabled(usage.options.get('l')!, usage.group)).toBe(true);
    expect(isOptionDisabled(usage.options.get('m')!, usage.group)).toBe(false);
    const fuller = usageWithCart(field, ['M', 'M']);
    expect(isOptionDisabled(fuller.options.get('m')!, fuller.group)).toBe(true);
    expect(isOptionDisabled(fuller.options.get('none')!, fuller.group)).toBe(false);
  });
});
