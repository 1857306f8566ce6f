import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDiscountFormula,
  evaluateDiscountFormula,
  FormulaError,
  parseDiscountFormula,
  type FormulaErrorCode,
} from './discount-formula';
import { tokenizeFormula } from './formula-tokenizer';

const BASE = 45000; // 450 Kč

function errorOf(formula: string, base = BASE): FormulaError {
  try {
    evaluateDiscountFormula(formula, base);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`expected ${formula} to fail`);
}

describe('discount formula: evaluation', () => {
  it.each([
    ['100', 10000],
    ['10%', 4500],
    ['10 %', 4500],
    ['12,5%', 5625],
    ['12.5%', 5625],
    ['99.90', 9990],
    ['(10% + 50) / 2', 4750],
    ['2 * 3 + 4', 1000],
    ['2 + 3 * 4', 1400],
    ['(2 + 3) * 4', 2000],
    ['10 - 2 - 3', 500],
    ['100 / 10 / 2', 500],
    ['10% * 2', 9000],
    ['50% - 10', 21500],
    ['((((10))))', 1000],
    ['  7\t+\n3 ', 1000],
    ['0', 0],
    ['0%', 0],
  ])('%s of 450 Kč is %i minor units', (formula, expected) => {
    expect(evaluateDiscountFormula(formula, BASE)).toBe(expected);
  });

  it('never exceeds the base price', () => {
    expect(evaluateDiscountFormula('1000', BASE)).toBe(BASE);
    expect(evaluateDiscountFormula('100%', BASE)).toBe(BASE);
    expect(evaluateDiscountFormula('150%', BASE)).toBe(BASE);
    expect(evaluateDiscountFormula('99999999999999999999999 * 99999999999999', BASE)).toBe(BASE);
  });

  it('never goes negative', () => {
    expect(evaluateDiscountFormula('10 - 20', BASE)).toBe(0);
    expect(evaluateDiscountFormula('0 - 10%', BASE)).toBe(0);
  });

  it('is exact and rounds half away from zero to whole minor units', () => {
    expect(evaluateDiscountFormula('10%', 33333)).toBe(3333); // 33.3333 Kč
    expect(evaluateDiscountFormula('10%', 5)).toBe(1); // 0.5 haléře rounds up
    expect(evaluateDiscountFormula('10%', 4)).toBe(0); // 0.4 haléře rounds down
    expect(evaluateDiscountFormula('10%', 15)).toBe(2);
    expect(evaluateDiscountFormula('1/3', BASE)).toBe(33);
    expect(evaluateDiscountFormula('2/3', BASE)).toBe(67);
    expect(evaluateDiscountFormula('0.005', BASE)).toBe(1);
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; here it is exactly 30 haléřů.
    expect(evaluateDiscountFormula('0.1 + 0.2', BASE)).toBe(30);
    expect(evaluateDiscountFormula('33.3% * 3', 100)).toBe(100);
  });

  it('gives 0 for a free item', () => {
    expect(evaluateDiscountFormula('10%', 0)).toBe(0);
    expect(evaluateDiscountFormula('100', 0)).toBe(0);
  });

  it('handles very deep brackets without recursion', () => {
    const deep = `${'('.repeat(20000)}1${')'.repeat(20000)}`;
    expect(evaluateDiscountFormula(deep, BASE)).toBe(100);
  });

  it('reuses a parsed formula for several bases', () => {
    const parsed = parseDiscountFormula('10% + 5');
    expect(parsed.usesPercent).toBe(true);
    expect(parseDiscountFormula('5').usesPercent).toBe(false);
    expect(evaluateDiscountFormula(parsed, 10000)).toBe(1500);
    expect(evaluateDiscountFormula(parsed, 20000)).toBe(2500);
  });

  it('refuses a base that is not whole minor units (a programming error)', () => {
    expect(() => evaluateDiscountFormula('10', -1)).toThrow(RangeError);
    expect(() => evaluateDiscountFormula('10', 1.5)).toThrow(RangeError);
    expect(() => evaluateDiscountFormula('10', Number.NaN)).toThrow(RangeError);
  });

  it('reports a division by zero as a FormulaError', () => {
    expect(errorOf('1/0').code).toBe('formula.divisionByZero');
    expect(errorOf('10 / (5 - 5)').code).toBe('formula.divisionByZero');
    expect(errorOf('10% / 0%').code).toBe('formula.divisionByZero');
    // With a zero base a percentage is zero too.
    expect(errorOf('1 / 10%', 0).code).toBe('formula.divisionByZero');
    expect(evaluateDiscountFormula('1 / 10%', 100000)).toBe(1); // 1 / 100 Kč = 0.01 Kč
  });
});

describe('discount formula: errors in the order of spec §5', () => {
  const cases: Array<[string, FormulaErrorCode, Record<string, string | number>?]> = [
    ['10 EUR', 'formula.unknownCharacter', { character: 'E', position: 4 }],
    ['10€', 'formula.unknownCharacter', { character: '€', position: 3 }],
    ['2^3', 'formula.unknownCharacter', { character: '^', position: 2 }],
    ['🏃+1', 'formula.unknownCharacter', { character: '🏃', position: 1 }],
    ['1 + ä', 'formula.unknownCharacter', { character: 'ä', position: 5 }],
    ['x+', 'formula.unknownCharacter', { character: 'x', position: 1 }],
    ['[1]', 'formula.unknownCharacter', { character: '[', position: 1 }],
    ['', 'formula.noTokens'],
    ['   \t', 'formula.noTokens'],
    ['(1', 'formula.unbalancedParentheses', { position: 1 }],
    ['1)', 'formula.unbalancedParentheses', { position: 2 }],
    [')(', 'formula.unbalancedParentheses', { position: 1 }],
    ['((1)', 'formula.unbalancedParentheses', { position: 1 }],
    ['1 + (2 * (3)', 'formula.unbalancedParentheses', { position: 5 }],
    ['+1)', 'formula.unbalancedParentheses', { position: 3 }],
    ['+1', 'formula.operatorFirst', { operator: '+' }],
    ['-10', 'formula.operatorFirst', { operator: '-' }],
    ['*2', 'formula.operatorFirst', { operator: '*' }],
    ['/', 'formula.operatorFirst', { operator: '/' }],
    ['%', 'formula.operatorFirst', { operator: '%' }],
    ['% 10', 'formula.operatorFirst', { operator: '%' }],
    ['1+', 'formula.operatorLast', { operator: '+' }],
    ['10% -', 'formula.operatorLast', { operator: '-' }],
    ['(1)*', 'formula.operatorLast', { operator: '*' }],
    ['1..2+', 'formula.operatorLast', { operator: '+' }],
    ['1..2', 'formula.invalidToken', { token: '1..2', position: 1 }],
    ['1.2.3', 'formula.invalidToken', { token: '1.2.3', position: 1 }],
    ['.5', 'formula.invalidToken', { token: '.5', position: 1 }],
    ['5.', 'formula.invalidToken', { token: '5.', position: 1 }],
    ['1,', 'formula.invalidToken', { token: '1,', position: 1 }],
    ['1,000.50', 'formula.invalidToken', { token: '1,000.50', position: 1 }],
    ['1 2', 'formula.invalidToken', { token: '2', position: 3 }],
    ['2(3)', 'formula.invalidToken', { token: '(', position: 2 }],
    ['(1)(2)', 'formula.invalidToken', { token: '(', position: 4 }],
    ['(1)2', 'formula.invalidToken', { token: '2', position: 4 }],
    ['()', 'formula.invalidToken', { token: ')', position: 2 }],
    ['(1+)', 'formula.invalidToken', { token: ')', position: 4 }],
    ['(+1)', 'formula.invalidToken', { token: '+', position: 2 }],
    ['1++2', 'formula.invalidToken', { token: '+', position: 3 }],
    ['1*-2', 'formula.invalidToken', { token: '-', position: 3 }],
    ['10%%', 'formula.invalidToken', { token: '%', position: 4 }],
    ['(10)%', 'formula.invalidToken', { token: '%', position: 5 }],
    ['1 + %', 'formula.invalidToken', { token: '%', position: 5 }],
    ['10% 5', 'formula.invalidToken', { token: '5', position: 5 }],
  ];

  it.each(cases)('%j → %s', (formula, code, params) => {
    const error = errorOf(formula);
    expect(error).toBeInstanceOf(FormulaError);
    expect(error.code).toBe(code);
    expect(error.params).toEqual(params ?? {});
    expect(checkDiscountFormula(formula)).toEqual({ code, params: params ?? {} });
  });

  it('checkDiscountFormula accepts valid formulas (even ones that divide by zero at run time)', () => {
    expect(checkDiscountFormula('10% + 20')).toBeUndefined();
    expect(checkDiscountFormula('1/0')).toBeUndefined();
  });

  it('FormulaError is an Error with a readable message', () => {
    const error = errorOf('1+');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FormulaError');
    expect(error.message).toContain('formula.operatorLast');
  });
});

describe('formula tokenizer', () => {
  it('splits numbers, percent signs, operators and brackets with 1-based positions', () => {
    expect(tokenizeFormula('(10% + 2,5)')).toEqual([
      { kind: 'open', text: '(', position: 1 },
      { kind: 'number', text: '10', position: 2 },
      { kind: 'percent', text: '%', position: 4 },
      { kind: 'operator', text: '+', position: 6 },
      { kind: 'number', text: '2,5', position: 8 },
      { kind: 'close', text: ')', position: 11 },
    ]);
  });

  it('counts positions in characters, not UTF-16 units', () => {
    expect(() => tokenizeFormula('1 🏃 x')).toThrow(
      expect.objectContaining({ code: 'formula.unknownCharacter', params: { character: '🏃', position: 3 } }),
    );
  });
});

// Property runs are CPU-bound; a generous timeout keeps them stable on a loaded CI machine.
describe('discount formula properties', { timeout: 30_000 }, () => {
  const check = (formula: string, base: number) => {
    try {
      const value = evaluateDiscountFormula(formula, base);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(base);
    } catch (error) {
      expect(error).toBeInstanceOf(FormulaError);
    }
  };
  const base = fc.integer({ min: 0, max: 10_000_000 });

  it('random strings never throw anything but a FormulaError', () => {
    const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
    fc.assert(fc.property(anyText, base, check), { numRuns: 1500 });
  });

  it('random strings of formula characters never throw anything but a FormulaError', () => {
    const alphabet = fc.constantFrom(...'0123456789%()+-*/., \t'.split(''), 'x');
    fc.assert(fc.property(fc.string({ unit: alphabet, maxLength: 30 }), base, check), { numRuns: 3000 });
  });

  it('grammatical formulas evaluate like the same arithmetic in floating point (±1 minor unit)', () => {
    type Expr = { text: string; value: (baseMajor: number) => number };
    const { expr } = fc.letrec<{ expr: Expr; leaf: Expr; node: Expr }>((tie) => ({
      leaf: fc.oneof(
        fc.integer({ min: 0, max: 1000 }).map((n) => ({ text: String(n), value: () => n })),
        fc.integer({ min: 0, max: 200 }).map((p) => ({ text: `${p}%`, value: (b: number) => (p / 100) * b })),
      ),
      node: fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*'), tie('expr')).map(([left, op, right]) => ({
        text: `(${left.text} ${op} ${right.text})`,
        value: (b: number) =>
          op === '+'
            ? left.value(b) + right.value(b)
            : op === '-'
              ? left.value(b) - right.value(b)
              : left.value(b) * right.value(b),
      })),
      expr: fc.oneof({ depthSize: 'small', withCrossShrink: true }, tie('leaf'), tie('node')),
    }));
    fc.assert(
      fc.property(expr, fc.integer({ min: 0, max: 1_000_000 }), (e, baseMinor) => {
        const expected = Math.min(baseMinor, Math.max(0, Math.round(e.value(baseMinor / 100) * 100)));
        expect(Math.abs(evaluateDiscountFormula(e.text, baseMinor) - expected)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 1000 },
    );
  });
});
