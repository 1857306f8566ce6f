import { FormulaError, type FormulaErrorCode, type FormulaErrorParams } from './formula-error';
import { tokenizeFormula, type FormulaOperator, type FormulaToken } from './formula-tokenizer';
import {
  add,
  divide,
  isZero,
  multiply,
  parseDecimal,
  rational,
  roundHalfAwayFromZero,
  subtract,
  type Rational,
} from './rational';

export { FormulaError } from './formula-error';
export type { FormulaErrorCode } from './formula-error';

/**
 * Discount price formulas (spec §5), e.g. `100`, `10%`, `(10% + 50) / 2`.
 *
 * Interpretation:
 * - a plain number is an amount in major units of the order's currency: `100` = 100 Kč = 10000
 *   minor units; `12.5` / `12,5` are allowed for amounts with cents;
 * - `p%` means p percent of the base price (`10%` of 450 Kč = 45 Kč); `%` may follow a number only;
 * - `+ - * /` with the usual precedence, brackets group; there is no unary minus;
 * - the value is computed exactly and rounded to whole minor units half away from zero, then
 *   clamped to 0 … base: a discount never raises the price nor makes it negative.
 */

export type RpnItem =
  | { kind: 'value'; value: Rational }
  | { kind: 'percent'; value: Rational }
  | { kind: 'operator'; operator: FormulaOperator };

export interface ParsedFormula {
  readonly source: string;
  /** Reverse Polish notation: evaluated with a stack, so deep brackets cannot overflow the call stack. */
  readonly rpn: readonly RpnItem[];
  /** Whether the result depends on the base price. */
  readonly usesPercent: boolean;
}

const PRECEDENCE: Record<FormulaOperator, number> = { '+': 1, '-': 1, '*': 2, '/': 2 };

function fail(code: FormulaErrorCode, params?: FormulaErrorParams): never {
  throw new FormulaError(code, params);
}

function invalid(token: FormulaToken): never {
  return fail('formula.invalidToken', { token: token.text, position: token.position });
}

/** Spec §5 checks in the spec's order; only the first problem is reported. */
function checkStructure(tokens: FormulaToken[]): void {
  if (tokens.length === 0) fail('formula.noTokens');

  const open: FormulaToken[] = [];
  for (const token of tokens) {
    if (token.kind === 'open') open.push(token);
    if (token.kind === 'close') {
      if (open.length === 0) fail('formula.unbalancedParentheses', { position: token.position });
      open.pop();
    }
  }
  const unclosed = open[open.length - 1];
  if (unclosed) fail('formula.unbalancedParentheses', { position: unclosed.position });

  const first = tokens[0] as FormulaToken;
  const last = tokens[tokens.length - 1] as FormulaToken;
  // `%` counts as an operator at the start; at the end it is the one operator allowed.
  if (first.kind === 'operator' || first.kind === 'percent') {
    fail('formula.operatorFirst', { operator: first.text });
  }
  if (last.kind === 'operator') fail('formula.operatorLast', { operator: last.text });

  let expectOperand = true;
  let previous: FormulaToken | undefined;
  for (const token of tokens) {
    switch (token.kind) {
      case 'invalid':
        return invalid(token);
      case 'number':
      case 'open':
        // Two operands in a row (`1 2`, `2(3)`) would need an implicit operator.
        if (!expectOperand) invalid(token);
        expectOperand = token.kind === 'open';
        break;
      case 'percent':
        if (previous?.kind !== 'number') invalid(token);
        break;
      case 'operator':
      case 'close':
        // `1 + * 2`, `(+ 1)`, `()`, `(1 +)`.
        if (expectOperand) invalid(token);
        expectOperand = token.kind === 'operator';
        break;
    }
    previous = token;
  }
}

/** Shunting-yard over tokens that already passed checkStructure. */
function toRpn(tokens: FormulaToken[]): RpnItem[] {
  const output: RpnItem[] = [];
  const stack: Array<FormulaOperator | '('> = [];
  tokens.forEach((token, index) => {
    if (token.kind === 'number') {
      const percent = tokens[index + 1]?.kind === 'percent';
      output.push({ kind: percent ? 'percent' : 'value', value: parseDecimal(token.text) });
    } else if (token.kind === 'open') {
      stack.push('(');
    } else if (token.kind === 'close') {
      for (let top = stack.pop(); top !== undefined && top !== '('; top = stack.pop()) {
        output.push({ kind: 'operator', operator: top });
      }
    } else if (token.kind === 'operator') {
      const operator = token.text as FormulaOperator;
      // Left associative: pop operators of the same or higher precedence first.
      while (stack.length > 0) {
        const top = stack[stack.length - 1] as FormulaOperator | '(';
        if (top === '(' || PRECEDENCE[top] < PRECEDENCE[operator]) break;
        output.push({ kind: 'operator', operator: stack.pop() as FormulaOperator });
      }
      stack.push(operator);
    }
  });
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    if (top !== '(') output.push({ kind: 'operator', operator: top });
  }
  return output;
}

/** Parses and checks a formula; throws FormulaError with the first problem found. */
export function parseDiscountFormula(source: string): ParsedFormula {
  const tokens = tokenizeFormula(source);
  checkStructure(tokens);
  const rpn = toRpn(tokens);
  return { source, rpn, usesPercent: rpn.some((item) => item.kind === 'percent') };
}

export interface FormulaIssue {
  code: FormulaErrorCode;
  params: FormulaErrorParams;
}

/** Non-throwing check for forms: the first problem, or undefined when the formula parses. */
export function checkDiscountFormula(source: string): FormulaIssue | undefined {
  try {
    parseDiscountFormula(source);
    return undefined;
  } catch (error) {
    if (error instanceof FormulaError) return { code: error.code, params: error.params };
    throw error;
  }
}

const MINOR_PER_MAJOR = 100n; // CZK, EUR and USD all have two decimals.

function applyOperator(operator: FormulaOperator, left: Rational, right: Rational): Rational {
  switch (operator) {
    case '+':
      return add(left, right);
    case '-':
      return subtract(left, right);
    case '*':
      return multiply(left, right);
    case '/':
      if (isZero(right)) fail('formula.divisionByZero');
      return divide(left, right);
  }
}

/**
 * The discount in minor units for a base price in minor units, clamped to 0 … base.
 * Throws FormulaError for an invalid formula or a division by zero.
 */
export function evaluateDiscountFormula(formula: string | ParsedFormula, baseMinor: number): number {
  if (!Number.isSafeInteger(baseMinor) || baseMinor < 0) {
    throw new RangeError(`The base price must be a non-negative integer of minor units, got ${baseMinor}`);
  }
  const parsed = typeof formula === 'string' ? parseDiscountFormula(formula) : formula;
  // Percentages are of the base in major units, so that every operand is in major units.
  const baseMajor = rational(BigInt(baseMinor), MINOR_PER_MAJOR);
  const stack: Rational[] = [];
  for (const item of parsed.rpn) {
    if (item.kind === 'value') stack.push(item.value);
    else if (item.kind === 'percent') stack.push(multiply(baseMajor, divide(item.value, rational(100n))));
    else {
      const right = stack.pop() as Rational;
      const left = stack.pop() as Rational;
      stack.push(applyOperator(item.operator, left, right));
    }
  }
  const resultMajor = stack.pop() as Rational;
  const minor = roundHalfAwayFromZero(multiply(resultMajor, rational(MINOR_PER_MAJOR)));
  if (minor <= 0n) return 0;
  return minor >= BigInt(baseMinor) ? baseMinor : Number(minor);
}
