import { describe, expect, it } from 'vitest';
import {
  createCategoryBodySchema,
  pricingFormSchema,
  subeventFormSchema,
  waveFormSchema,
} from './race-schemas';

const race = {
  name: '10 km',
  anotation: '',
  description: '',
  location: '',
  url: '',
  dateFrom: '2027-05-01T07:00:00.000Z',
  dateTo: '2027-05-01T10:00:00.000Z',
  lattitude: null,
  longitude: null,
  capacity: 0,
  daysTillExpiration: null,
  registrationFrom: '2027-01-01T00:00:00.000Z',
  registrationTo: '2027-04-30T00:00:00.000Z',
  startListFrom: null,
  startListTo: null,
  type: 1,
  membersFrom: null,
  membersTo: null,
  allowIndividuals: true,
  teamPricing: false,
  relayChangesFrom: null,
  relayChangesTo: null,
  forbidBankTransferFrom: null,
  allowRegistrationValueChange: false,
  registrationValueChangePrice: null,
};

/** The messages of a failed parse, by field. */
const problems = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('race rules (spec §5)', () => {
  it('accepts a valid race; a one-moment race and a bank-transfer closure at Registration To', () => {
    expect(subeventFormSchema.safeParse(race).success).toBe(true);
    expect(
      subeventFormSchema.safeParse({
        ...race,
        dateTo: race.dateFrom,
        forbidBankTransferFrom: race.registrationTo,
      }).success,
    ).toBe(true);
  });

  it('puts each broken date rule on its field', () => {
    const result = subeventFormSchema.safeParse({
      ...race,
      dateTo: '2027-05-01T06:00:00.000Z',
      registrationTo: race.registrationFrom,
      startListFrom: '2027-05-02T00:00:00.000Z',
      startListTo: '2027-05-01T00:00:00.000Z',
      forbidBankTransferFrom: '2027-04-30T00:01:00.000Z',
    });
    expect(problems(result)).toEqual([
      ['dateTo', 'seriesEditor.dateToBeforeDateFrom'],
      ['registrationTo', 'raceEditor.registrationToBeforeFrom'],
      ['startListTo', 'raceEditor.startListToBeforeFrom'],
      ['forbidBankTransferFrom', 'raceEditor.bankTransferAfterRegistration'],
    ]);
  });

  it('asks team races for members, in order', () => {
    expect(problems(subeventFormSchema.safeParse({ ...race, type: 3 }))).toEqual([
      ['membersFrom', 'raceEditor.membersRequired'],
      ['membersTo', 'raceEditor.membersRequired'],
    ]);
    expect(
      problems(subeventFormSchema.safeParse({ ...race, type: 2, membersFrom: 4, membersTo: 2 })),
    ).toEqual([['membersTo', 'raceEditor.membersToBelowFrom']]);
  });

  it('category Max age above Min age; prices are whole minor units', () => {
    const category = {
      seriesEventSubEventId: '11111111-1111-4111-8111-111111111111',
      name: 'M40',
      minAge: 40,
      maxAge: 40,
      gender: null,
      prices: { CZK: 45000 },
      teamPricing: false,
      capacity: 0,
      validateAgeToSubEventYear: false,
    };
    expect(problems(createCategoryBodySchema.safeParse(category))).toEqual([
      ['maxAge', 'raceEditor.maxAgeNotAboveMin'],
    ]);
    expect(
      createCategoryBodySchema.safeParse({ ...category, maxAge: 49, prices: { CZK: 450.5 } }).success,
    ).toBe(false);
  });

  it('pricing and wave Date To not before Date From', () => {
    const dates = { dateFrom: '2027-03-01T00:00:00.000Z', dateTo: '2027-02-01T00:00:00.000Z' };
    expect(
      problems(
        pricingFormSchema.safeParse({
          name: 'Early',
          prices: {},
          capacityFrom: 10,
          capacityTo: 10,
          ...dates,
        }),
      ),
    ).toEqual([
      ['dateTo', 'seriesEditor.dateToBeforeDateFrom'],
      ['capacityTo', 'raceEditor.capacityToNotAboveFrom'],
    ]);
    expect(problems(waveFormSchema.safeParse({ name: 'A', prices: {}, capacity: 0, ...dates }))).toEqual([
      ['dateTo', 'seriesEditor.dateToBeforeDateFrom'],
    ]);
  });
});
