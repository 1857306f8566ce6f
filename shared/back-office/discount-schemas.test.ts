import { describe, expect, it } from 'vitest';
import { zodIssueMessage } from '../validation/zod-issue-messages';
import { discountFormSchema, generateDiscountsBodySchema } from './discount-schemas';

const base = {
  code: 'jaro10',
  description: '',
  price: '10%',
  currency: 'CZK',
  discountRange: 1,
  codeRange: 3,
  usageLimit: 0,
};

const issues = (schema: typeof discountFormSchema | typeof generateDiscountsBodySchema, value: unknown) => {
  const out = schema.safeParse(value);
  return out.success ? [] : out.error.issues.map((i) => ({ path: i.path.join('.'), ...zodIssueMessage(i) }));
};

describe('discount schemas', () => {
  it('stores codes upper-case', () => {
    expect(discountFormSchema.parse(base).code).toBe('JARO10');
  });

  it('reports the first formula problem with its message code', () => {
    expect(issues(discountFormSchema, { ...base, price: '(10 + 5' })).toEqual([
      { path: 'price', code: 'formula.unbalancedParentheses', params: { position: 1 } },
    ]);
    expect(issues(discountFormSchema, { ...base, price: '10 $' })).toEqual([
      { path: 'price', code: 'formula.unknownCharacter', params: { character: '$', position: 4 } },
    ]);
    expect(issues(discountFormSchema, { ...base, price: '(10% + 50) / 2' })).toEqual([]);
  });

  it('wants Valid To after Valid From', () => {
    const window = { validFrom: '2027-02-01T00:00:00.000Z', validTo: '2027-02-01T00:00:00.000Z' };
    expect(issues(discountFormSchema, { ...base, ...window })).toEqual([
      { path: 'validTo', code: 'discounts.validToBeforeFrom' },
    ]);
    expect(issues(discountFormSchema, { ...base, ...window, validTo: '2027-02-02T00:00:00.000Z' })).toEqual(
      [],
    );
  });

  it('refuses codes with accents or spaces', () => {
    expect(issues(discountFormSchema, { ...base, code: 'Léto 10' })).toEqual([
      { path: 'code', code: 'discounts.invalidCode' },
    ]);
  });

  it('wants a pattern with a wildcard and allowed characters only', () => {
    const gen = { ...base, count: 5 };
    expect(issues(generateDiscountsBodySchema, { ...gen, pattern: 'JARO' })).toEqual([
      { path: 'pattern', code: 'discounts.patternWithoutWildcard' },
    ]);
    expect(issues(generateDiscountsBodySchema, { ...gen, pattern: 'JA RO#' })).toEqual([
      { path: 'pattern', code: 'discounts.invalidPattern' },
    ]);
    expect(issues(generateDiscountsBodySchema, { ...gen, pattern: 'JARO-##' })).toEqual([]);
  });
});
