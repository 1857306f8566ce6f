import { describe, expect, it } from 'vitest';
import { RegistrationFailure } from '@shared/checkout/registration-failure';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord } from '../catalog/records';
import { placePerson } from './person-rules';

const sub = { dateFrom: '2026-04-18T07:00:00Z' } as SubeventRecord;
const cat = (over: Partial<CategoryRecord> = {}): CategoryRecord =>
  ({
    entity: 'category',
    guid: 'c',
    subEventGuid: 's',
    name: 'Junioři',
    capacity: 0,
    currencyPrices: {},
    ...over,
  }) as CategoryRecord;
const sc = (over: Partial<SubcategoryRecord>): SubcategoryRecord =>
  ({
    entity: 'subcategory',
    guid: over.name ?? 'x',
    categoryGuid: 'c',
    name: 'x',
    capacity: 0,
    ...over,
  }) as SubcategoryRecord;
const person = (birthDate: string, gender: number | null = 1) => ({
  firstName: 'Jan',
  lastName: 'Novák',
  birthDate,
  gender,
});

describe('age, gender and subcategory rules', () => {
  it('counts age on race day, or in the race year with validateAgeToSubEventYear', () => {
    // 18 on 19 April 2026: one day too young on race day, old enough in the year.
    const young = person('2008-04-19');
    expect(placePerson(young, cat({ minAge: 18 }), [], sub)).toMatchObject({
      reason: RegistrationFailure.AGE_TOO_LOW,
    });
    expect(placePerson(young, cat({ minAge: 18, validateAgeToSubEventYear: true }), [], sub)).toEqual({
      subcategory: null,
    });
    expect(placePerson(person('1950-01-01'), cat({ maxAge: 60 }), [], sub)).toMatchObject({
      reason: RegistrationFailure.AGE_TOO_HIGH,
      params: { maximum: 60, person: 'Jan Novák' },
    });
  });

  it('refuses a gender the category is not for', () => {
    expect(placePerson(person('1990-01-01', 2), cat({ gender: 1 }), [], sub)).toMatchObject({
      reason: RegistrationFailure.GENDER_INVALID,
    });
  });

  it('places the person in the first matching subcategory, else gives the closest reason', () => {
    const subs = [
      sc({ name: 'M18', gender: 1, minAge: 18 }),
      sc({ name: 'M15', gender: 1, minAge: 15, maxAge: 17 }),
      sc({ name: 'Ž', gender: 2 }),
    ];
    expect(placePerson(person('2010-01-01'), cat(), subs, sub)).toMatchObject({
      subcategory: { name: 'M15' },
    });
    expect(placePerson(person('1990-01-01', 2), cat(), subs, sub)).toMatchObject({
      subcategory: { name: 'Ž' },
    });
    expect(placePerson(person('2014-01-01'), cat(), subs, sub)).toMatchObject({
      reason: RegistrationFailure.AGE_TOO_LOW,
    });
  });
});
