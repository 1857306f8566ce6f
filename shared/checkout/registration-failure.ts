/**
 * The numbered registration failure reasons (spec §4 "Registration failure reasons (numbered
 * 1-32)", §8 "Registration create" and "Checkout create"). Numbers are part of the API contract:
 * never renumber. Each reason has a stable code translated in shared/errors/messages.ts.
 */
export const RegistrationFailure = {
  TOO_LATE: 1,
  CAPACITY_EVENT: 2,
  CAPACITY_SUBEVENT: 3,
  CAPACITY_CATEGORY: 4,
  CAPACITY_WAVE: 5,
  CAPACITY_SUBCATEGORY: 6,
  CAPACITY_TEAM: 7,
  CAPACITY_CARD_VALUE: 8,
  CAPACITY_CARD_ITEM: 9,
  AGE_TOO_LOW: 10,
  AGE_TOO_HIGH: 11,
  GENDER_INVALID: 12,
  TEAM_REQUIRED: 13,
  RESERVATION_NOT_FOUND: 14,
  TEAM_EXISTS: 15,
  TEAM_NOT_FOUND: 16,
  TEAM_PIN_INVALID: 17,
  RELAY_ALREADY_REGISTERED: 18,
  TRANSFER_CLOSED: 19,
  NOT_OPENED_YET: 20,
  CAPACITY_RELAY: 21,
  CAPACITY_RELAY_CARD_VALUE: 22,
  CAPACITY_RELAY_CARD_ITEM: 23,
  RELAY_VALUE_NOT_FOUND: 24,
  INVALID_VALIDATIONS: 25,
  INVALID_VALIDATION_CARD: 26,
  INVALID_TEAM_APPLICATION: 27,
  VALIDATION_CARD_WITHOUT_VALUES: 28,
  TEAM_APPLICATION_EMPTY: 29,
  DISCOUNT_NOT_APPLICABLE: 30,
  DISCOUNT_USAGE_LIMIT: 31,
  TRANSFER_SINGLE_ONLY: 32,
} as const;
export type RegistrationFailureName = keyof typeof RegistrationFailure;
export type RegistrationFailureReason = (typeof RegistrationFailure)[RegistrationFailureName];

const toCode = (name: string) =>
  name.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `registration.capacityCategory`-style error code of a reason. */
export function failureCode(reason: RegistrationFailureReason): string {
  const name = (Object.keys(RegistrationFailure) as RegistrationFailureName[]).find(
    (k) => RegistrationFailure[k] === reason,
  );
  return `registration.${toCode(name ?? 'INVALID_VALIDATIONS')}`;
}

/** Capacity reasons answer 409 (someone else took the place); the rest are 400 (fix the input). */
export function isCapacityFailure(reason: RegistrationFailureReason): boolean {
  return (
    (reason >= RegistrationFailure.CAPACITY_EVENT && reason <= RegistrationFailure.CAPACITY_CARD_ITEM) ||
    (reason >= RegistrationFailure.CAPACITY_RELAY &&
      reason <= RegistrationFailure.CAPACITY_RELAY_CARD_ITEM) ||
    reason === RegistrationFailure.DISCOUNT_USAGE_LIMIT
  );
}

/** Discount check results of spec §4. */
export const DISCOUNT_CHECK_RESULTS = [
  'none',
  'doesNotExist',
  'notApplicable',
  'beforeValidDate',
  'afterValidDate',
  'usageLimitExceeded',
  'notApplicableCurrency',
] as const;
export type DiscountCheckResult = (typeof DISCOUNT_CHECK_RESULTS)[number];
