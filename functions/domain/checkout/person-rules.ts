import { RegistrationFailure, type RegistrationFailureReason } from '@shared/checkout/registration-failure';
import { ageInYear, ageOn } from '@shared/validation/age';
import { parseDateOnly, dateInTimeZone } from '@shared/validation/date-only';
import type { CategoryRecord, SubcategoryRecord, SubeventRecord } from '../catalog/records';

interface AgeGenderRule {
  name: string;
  gender?: number;
  minAge?: number;
  maxAge?: number;
}

export interface PersonFacts {
  birthDate: string;
  gender: number | null;
}

export type RuleFailure = { reason: RegistrationFailureReason; params: Record<string, string | number> };

/** Age for a category: reached in the subevent year when validateAgeToSubEventYear, else on race day. */
export function ageForCategory(
  person: PersonFacts,
  category: CategoryRecord,
  sub: SubeventRecord,
): number | undefined {
  const birth = parseDateOnly(person.birthDate);
  if (!birth) return undefined;
  const raceDay = dateInTimeZone(new Date(sub.dateFrom));
  return category.validateAgeToSubEventYear ? ageInYear(birth, raceDay.year) : ageOn(birth, raceDay);
}

function check(
  rule: AgeGenderRule,
  person: PersonFacts,
  age: number | undefined,
  who: string,
): RuleFailure | undefined {
  if (rule.gender && person.gender !== rule.gender)
    return { reason: RegistrationFailure.GENDER_INVALID, params: { name: rule.name, person: who } };
  if (age !== undefined && rule.minAge !== undefined && rule.minAge !== null && age < rule.minAge)
    return {
      reason: RegistrationFailure.AGE_TOO_LOW,
      params: { name: rule.name, person: who, minimum: rule.minAge },
    };
  if (
    age !== undefined &&
    rule.maxAge !== undefined &&
    rule.maxAge !== null &&
    rule.maxAge > 0 &&
    age > rule.maxAge
  )
    return {
      reason: RegistrationFailure.AGE_TOO_HIGH,
      params: { name: rule.name, person: who, maximum: rule.maxAge },
    };
  return undefined;
}

/**
 * Category age and gender rules, then the subcategory the person falls into (the first whose
 * rules match). When the category has subcategories and none fits, the closest reason is given.
 */
export function placePerson(
  person: PersonFacts & { firstName: string; lastName: string },
  category: CategoryRecord,
  subcategories: SubcategoryRecord[],
  sub: SubeventRecord,
): { subcategory: SubcategoryRecord | null } | RuleFailure {
  const who = `${person.firstName} ${person.lastName}`.trim();
  const age = ageForCategory(person, category, sub);
  const failure = check(category, person, age, who);
  if (failure) return failure;
  if (subcategories.length === 0) return { subcategory: null };
  let first: RuleFailure | undefined;
  for (const sc of subcategories) {
    const f = check(sc, person, age, who);
    if (!f) return { subcategory: sc };
    // Prefer an age reason of a subcategory of the right gender over a gender mismatch.
    if (!first || first.reason === RegistrationFailure.GENDER_INVALID) first = f;
  }
  return first as RuleFailure;
}
