import { describe, expect, it } from 'vitest';
import { CardValueType } from '../codelists/enums';
import {
  FIELD_RULE_KINDS,
  compileFieldPattern,
  isNumberInProgress,
  fieldRuleConfigIssues,
  isFieldValueEmpty,
  parseNumberValue,
  splitPersonalIdValue,
  validateField,
  type FieldRule,
  type FieldRuleContext,
  type FieldValue,
} from './field-rules';

const ctx: FieldRuleContext = { registrationDate: '2025-06-15', subeventYear: 2025 };
const run = (value: FieldValue, rules: FieldRule[], context: Partial<FieldRuleContext> = {}) =>
  validateField(value, rules, { ...ctx, ...context });

describe('required and empty values', () => {
  it.each<FieldValue>(['', '   ', null, undefined, false])('%j fails required', (value) => {
    expect(run(value, [{ kind: 'required' }])).toEqual([{ code: 'validation.required' }]);
  });

  it.each<FieldValue>(['x', 0, true, '0'])('%j passes required', (value) => {
    expect(run(value, [{ kind: 'required' }])).toEqual([]);
  });

  it('skips the other rules for an empty optional value', () => {
    expect(run('', [{ kind: 'email' }, { kind: 'minLength', value: 3 }, { kind: 'businessId' }])).toEqual([]);
  });

  it('reports only required for an empty required value', () => {
    expect(run(' ', [{ kind: 'email' }, { kind: 'required' }])).toEqual([{ code: 'validation.required' }]);
  });

  it('treats a bare phone prefix and a personal id without the id as empty', () => {
    expect(isFieldValueEmpty('CZE|+420|', CardValueType.PHONE)).toBe(true);
    expect(isFieldValueEmpty('CZE|', CardValueType.COUNTRY_WITH_PERSONAL_ID)).toBe(true);
    expect(isFieldValueEmpty('CZE|', CardValueType.INPUT)).toBe(false);
    expect(
      run('CZE|+420|', [{ kind: 'required' }, { kind: 'phone' }], { fieldType: CardValueType.PHONE }),
    ).toEqual([{ code: 'validation.required' }]);
    expect(
      run('SVK|', [{ kind: 'personalIdWithSlash' }], { fieldType: CardValueType.COUNTRY_WITH_PERSONAL_ID }),
    ).toEqual([]);
  });
});

describe('unsupported characters (spec §5)', () => {
  it('refuses control characters and broken UTF-16 in any text, whatever the other rules', () => {
    expect(run('Jana\u0000', [])).toEqual([{ code: 'validation.unsupportedCharacters' }]);
    expect(run('AC\u001bPraha', [{ kind: 'maxLength', value: 50 }])).toEqual([
      { code: 'validation.unsupportedCharacters' },
    ]);
    expect(run('x\uD800', [])).toEqual([{ code: 'validation.unsupportedCharacters' }]);
  });

  it('takes letters of any language, emoji, tabs and line breaks', () => {
    expect(run('Žluťoučký kůň 🏃\tŁódź\r\nΑθήνα', [])).toEqual([]);
  });
});

describe('number-only typing (spec §5)', () => {
  it('lets a number be typed and rejects anything else', () => {
    for (const ok of ['', '-', '+4', '42', '42,', '42,5', '1.25'])
      expect(isNumberInProgress(ok), ok).toBe(true);
    for (const bad of ['4a', '1,2,3', '1..2', 'e5', '--1']) expect(isNumberInProgress(bad), bad).toBe(false);
  });
});

describe('numbers', () => {
  it.each<[FieldValue, number]>([
    ['12', 12],
    [' -3 ', -3],
    ['+4', 4],
    ['1,5', 1.5],
    ['1.5', 1.5],
    [12, 12],
  ])('reads %j', (value, expected) => {
    expect(parseNumberValue(value)).toBe(expected);
    expect(run(value, [{ kind: 'number' }])).toEqual([]);
  });

  it.each<FieldValue>(['abc', '1e5', '1 000', '1,000.5', '0x10', '.5', Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (value) => {
      expect(run(value, [{ kind: 'number' }])).toEqual([{ code: 'validation.notNumber' }]);
    },
  );

  it('checks bounds inclusively, with the bound as a parameter', () => {
    const rules: FieldRule[] = [
      { kind: 'minNumber', value: 1 },
      { kind: 'maxNumber', value: 10 },
    ];
    expect(run('1', rules)).toEqual([]);
    expect(run('10', rules)).toEqual([]);
    expect(run('0,5', rules)).toEqual([{ code: 'validation.tooSmall', params: { minimum: 1 } }]);
    expect(run('10.01', rules)).toEqual([{ code: 'validation.tooBig', params: { maximum: 10 } }]);
  });

  it('reports a non-number once even with number, min and max rules', () => {
    const rules: FieldRule[] = [
      { kind: 'number' },
      { kind: 'minNumber', value: 1 },
      { kind: 'maxNumber', value: 2 },
    ];
    expect(run('x', rules)).toEqual([{ code: 'validation.notNumber' }]);
  });
});

describe('string length and regex', () => {
  it('counts characters after trimming and NFC', () => {
    const rules: FieldRule[] = [
      { kind: 'minLength', value: 2 },
      { kind: 'maxLength', value: 5 },
    ];
    expect(run('  ab  ', rules)).toEqual([]);
    expect(run('a', rules)).toEqual([{ code: 'validation.tooShort', params: { minimum: 2 } }]);
    expect(run('abcdef', rules)).toEqual([{ code: 'validation.tooLong', params: { maximum: 5 } }]);
    // "Žluťo" decomposed has 7 UTF-16 units but 5 letters.
    expect(run('Žluťo'.normalize('NFD'), rules)).toEqual([]);
    expect(run('🏃🏃', [{ kind: 'maxLength', value: 2 }])).toEqual([]);
  });

  it('matches the whole value like the HTML pattern attribute', () => {
    const rule: FieldRule = { kind: 'regex', pattern: '\\d{3} ?\\d{2}' };
    expect(run('602 00', [rule])).toEqual([]);
    expect(run('60200', [rule])).toEqual([]);
    expect(run('x60200', [rule])).toEqual([{ code: 'validation.regexMismatch' }]);
    expect(run('602001', [rule])).toEqual([{ code: 'validation.regexMismatch' }]);
    expect(run('abc', [{ kind: 'regex', pattern: '^[a-z]+$' }])).toEqual([]);
    expect(run('a|b', [{ kind: 'regex', pattern: 'a|b' }])).toEqual([{ code: 'validation.regexMismatch' }]);
  });

  it('ignores a pattern that does not compile (a configuration error)', () => {
    expect(compileFieldPattern('([')).toBeUndefined();
    expect(run('anything', [{ kind: 'regex', pattern: '([' }])).toEqual([]);
  });
});

describe('dates', () => {
  it('dateBefore and dateAfter are strict', () => {
    const before: FieldRule = { kind: 'dateBefore', date: '2025-01-01' };
    const after: FieldRule = { kind: 'dateAfter', date: '2000-01-01' };
    expect(run('2024-12-31', [before, after])).toEqual([]);
    expect(run('2025-01-01', [before])).toEqual([
      { code: 'validation.dateNotBefore', params: { date: '2025-01-01' } },
    ]);
    expect(run('2000-01-01', [after])).toEqual([
      { code: 'validation.dateNotAfter', params: { date: '2000-01-01' } },
    ]);
  });

  it('accepts the product date formats', () => {
    const rule: FieldRule = { kind: 'dateAfter', date: '1. 1. 2000' };
    expect(run('31/12/2024', [rule])).toEqual([]);
    expect(run('1. 1. 2001', [rule])).toEqual([]);
    expect(run('2001-01-01T00:00:00Z', [rule])).toEqual([]);
    expect(run('31/12/1999', [rule])).toEqual([
      { code: 'validation.dateNotAfter', params: { date: '2000-01-01' } },
    ]);
  });

  it('reports an unreadable date once', () => {
    const rules: FieldRule[] = [
      { kind: 'dateBefore', date: '2025-01-01' },
      { kind: 'minAge', value: 18 },
      { kind: 'maxAge', value: 99 },
    ];
    expect(run('31. 2. 2000', rules)).toEqual([{ code: 'validation.invalidDate' }]);
  });
});

describe('age on the registration date', () => {
  const adult: FieldRule[] = [
    { kind: 'minAge', value: 18 },
    { kind: 'maxAge', value: 70 },
  ];

  it('counts the birthday itself', () => {
    expect(run('2007-06-15', adult)).toEqual([]);
    expect(run('2007-06-16', adult)).toEqual([{ code: 'validation.ageTooLow', params: { minimum: 18 } }]);
    expect(run('1954-06-16', adult)).toEqual([]); // still 70
    expect(run('1954-06-15', adult)).toEqual([{ code: 'validation.ageTooHigh', params: { maximum: 70 } }]);
  });

  it('reads a registration instant as a Prague date', () => {
    // 22:30 UTC on 14 June is 00:30 on 15 June in Prague: the 18th birthday has come.
    expect(run('2007-06-15', adult, { registrationDate: new Date('2025-06-14T22:30:00Z') })).toEqual([]);
    expect(run('2007-06-15', adult, { registrationDate: new Date('2025-06-14T21:30:00Z') })).toEqual([
      { code: 'validation.ageTooLow', params: { minimum: 18 } },
    ]);
  });

  it('refuses an invalid registration date (a programming error)', () => {
    expect(() => run('2000-01-01', adult, { registrationDate: 'soon' })).toThrow(RangeError);
  });
});

describe('age in the subevent year', () => {
  const rules: FieldRule[] = [
    { kind: 'minAgeInSubeventYear', value: 18 },
    { kind: 'maxAgeInSubeventYear', value: 39 },
  ];

  it('uses the age reached on 31 December of the subevent year', () => {
    // Registering in January for a race in 2025: born on 31 Dec 2007 turns 18 in 2025.
    expect(run('2007-12-31', rules, { registrationDate: '2025-01-10' })).toEqual([]);
    expect(run('2008-01-01', rules)).toEqual([
      { code: 'validation.ageTooLowInYear', params: { minimum: 18, year: 2025 } },
    ]);
    expect(run('1986-01-01', rules)).toEqual([]); // 39 in 2025
    expect(run('1985-12-31', rules)).toEqual([
      { code: 'validation.ageTooHighInYear', params: { maximum: 39, year: 2025 } },
    ]);
  });

  it('uses the subevent year, not the registration year', () => {
    expect(run('2008-05-01', rules, { registrationDate: '2025-11-01', subeventYear: 2026 })).toEqual([]);
  });

  it('falls back to the registration year when the subevent year is unknown', () => {
    expect(run('2008-01-01', rules, { subeventYear: undefined, registrationDate: '2026-03-01' })).toEqual([]);
    expect(run('2008-01-01', rules, { subeventYear: undefined, registrationDate: '2025-03-01' })).toEqual([
      { code: 'validation.ageTooLowInYear', params: { minimum: 18, year: 2025 } },
    ]);
  });
});

describe('formats', () => {
  it('email', () => {
    expect(run('jan@example.cz', [{ kind: 'email' }])).toEqual([]);
    expect(run('jan@example', [{ kind: 'email' }])).toEqual([{ code: 'validation.invalidEmail' }]);
  });

  it('phone, plain and stored as country|prefix|digits', () => {
    const rule: FieldRule = { kind: 'phone' };
    expect(run('+420 777 123 456', [rule])).toEqual([]);
    expect(run('CZE|+420|777123456', [rule], { fieldType: CardValueType.PHONE })).toEqual([]);
    expect(run('CZE|+420|7771', [rule], { fieldType: CardValueType.PHONE })).toEqual([
      { code: 'validation.phoneTooShort' },
    ]);
    expect(run('CZE|+44|2079460958', [rule])).toEqual([
      { code: 'validation.phoneInvalidForCountry', params: { country: 'CZE' } },
    ]);
    expect(run('hello', [rule])).toEqual([{ code: 'validation.invalidPhone' }]);
  });

  it('personal id with slash', () => {
    const rule: FieldRule = { kind: 'personalIdWithSlash' };
    expect(run('710319/2745', [rule])).toEqual([]);
    expect(run('CZE|710319/2745', [rule])).toEqual([]);
    expect(run('SVK|710319/2745', [rule])).toEqual([]);
    expect(run('7103192745', [rule])).toEqual([{ code: 'validation.personalIdSlashRequired' }]);
    expect(run('710319/2746', [rule])).toEqual([
      { code: 'validation.invalidPersonalId', params: { reason: 'birthNumber.invalidChecksum' } },
    ]);
    // Other countries' ids have no known structure (and the field only edits CZE/SVK ids).
    expect(run('DEU|X123', [rule])).toEqual([]);
  });

  it('personal id without slash', () => {
    const rule: FieldRule = { kind: 'personalIdWithoutSlash' };
    expect(run('7103192745', [rule])).toEqual([]);
    expect(run('CZE|7103192745', [rule])).toEqual([]);
    expect(run('710319/2745', [rule])).toEqual([{ code: 'validation.personalIdSlashNotAllowed' }]);
    expect(run('hello', [rule])).toEqual([
      { code: 'validation.invalidPersonalId', params: { reason: 'birthNumber.invalidFormat' } },
    ]);
  });

  it('personal id born after the registration date is invalid', () => {
    // 250616/0008 encodes 16 June 2025, the day after the registration.
    expect(Number('250616000') % 11).toBe(8);
    expect(run('250616/0008', [{ kind: 'personalIdWithSlash' }])).toEqual([
      { code: 'validation.invalidPersonalId', params: { reason: 'birthNumber.invalidDate' } },
    ]);
    expect(run('250616/0008', [{ kind: 'personalIdWithSlash' }], { registrationDate: '2025-06-16' })).toEqual(
      [],
    );
  });

  it('business ID', () => {
    expect(run('25123891', [{ kind: 'businessId' }])).toEqual([]);
    expect(run('25123892', [{ kind: 'businessId' }])).toEqual([{ code: 'validation.invalidBusinessId' }]);
  });

  it('splits composite personal ids', () => {
    expect(splitPersonalIdValue('cze|710319/2745 ')).toEqual({ country: 'CZE', id: '710319/2745' });
    expect(splitPersonalIdValue('710319/2745')).toEqual({ id: '710319/2745' });
  });
});

describe('several rules', () => {
  it('returns every distinct problem in rule order', () => {
    const rules: FieldRule[] = [
      { kind: 'required' },
      { kind: 'minLength', value: 10 },
      { kind: 'regex', pattern: '[a-z]+' },
      { kind: 'email' },
    ];
    expect(run('AB', rules)).toEqual([
      { code: 'validation.tooShort', params: { minimum: 10 } },
      { code: 'validation.regexMismatch' },
      { code: 'validation.invalidEmail' },
    ]);
  });

  it('has a check for every rule kind that never throws on odd input', () => {
    const sample: Record<(typeof FIELD_RULE_KINDS)[number], FieldRule> = {
      required: { kind: 'required' },
      number: { kind: 'number' },
      minNumber: { kind: 'minNumber', value: 0 },
      maxNumber: { kind: 'maxNumber', value: 0 },
      minLength: { kind: 'minLength', value: 1 },
      maxLength: { kind: 'maxLength', value: 1 },
      regex: { kind: 'regex', pattern: 'x' },
      dateBefore: { kind: 'dateBefore', date: '2000-01-01' },
      dateAfter: { kind: 'dateAfter', date: '2000-01-01' },
      minAge: { kind: 'minAge', value: 1 },
      maxAge: { kind: 'maxAge', value: 1 },
      minAgeInSubeventYear: { kind: 'minAgeInSubeventYear', value: 1 },
      maxAgeInSubeventYear: { kind: 'maxAgeInSubeventYear', value: 1 },
      email: { kind: 'email' },
      phone: { kind: 'phone' },
      personalIdWithSlash: { kind: 'personalIdWithSlash' },
      personalIdWithoutSlash: { kind: 'personalIdWithoutSlash' },
      businessId: { kind: 'businessId' },
    };
    for (const value of ['|', '||||', '\u0000', '🏃', '9'.repeat(400), 'CZE|', '-']) {
      for (const kind of FIELD_RULE_KINDS) {
        expect(() => run(value, [sample[kind]])).not.toThrow();
      }
    }
  });
});

describe('rule configuration', () => {
  it('reports patterns, date bounds and limits that cannot work', () => {
    expect(
      fieldRuleConfigIssues([
        { kind: 'regex', pattern: '[a-z' },
        { kind: 'dateBefore', date: '31/02/2025' },
        { kind: 'minLength', value: -1 },
        { kind: 'maxAge', value: 1.5 },
        { kind: 'minNumber', value: Number.NaN },
        { kind: 'maxNumber', value: -2.5 },
        { kind: 'regex', pattern: '\\d+' },
        { kind: 'dateAfter', date: '2025-02-28' },
      ]),
    ).toEqual([
      { index: 0, code: 'validation.invalidRulePattern' },
      { index: 1, code: 'validation.invalidRuleDate' },
      { index: 2, code: 'validation.invalidRuleValue' },
      { index: 3, code: 'validation.invalidRuleValue' },
      { index: 4, code: 'validation.invalidRuleValue' },
    ]);
  });
});
