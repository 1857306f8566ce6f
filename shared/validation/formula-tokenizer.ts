import { FormulaError } from './formula-error';

export type FormulaTokenKind = 'number' | 'percent' | 'operator' | 'open' | 'close' | 'invalid';

export interface FormulaToken {
  kind: FormulaTokenKind;
  text: string;
  /** 1-based character position in the formula, for messages that point at the culprit. */
  position: number;
}

export const FORMULA_OPERATORS = ['+', '-', '*', '/'] as const;
export type FormulaOperator = (typeof FORMULA_OPERATORS)[number];

// Decimal point and comma are accepted inside numbers: EUR prices need cents, and Czech users
// write the comma. Whitespace only separates tokens.
const NUMBER_CHAR = /[0-9.,]/;
const VALID_NUMBER = /^\d+(?:[.,]\d+)?$/;

export function isOperator(text: string): text is FormulaOperator {
  return (FORMULA_OPERATORS as readonly string[]).includes(text);
}

/**
 * Splits a formula into tokens. An unknown character is reported before anything else (it is
 * the first error of spec §5); a malformed number such as `1.2.3` becomes an `invalid` token so
 * that the later structural checks keep their order.
 */
export function tokenizeFormula(source: string): FormulaToken[] {
  const chars = Array.from(source);
  chars.forEach((char, index) => {
    if (!NUMBER_CHAR.test(char) && !/\s/.test(char) && !'%()'.includes(char) && !isOperator(char)) {
      throw new FormulaError('formula.unknownCharacter', { character: char, position: index + 1 });
    }
  });

  const tokens: FormulaToken[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i] as string;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (NUMBER_CHAR.test(char)) {
      const start = i;
      while (i < chars.length && NUMBER_CHAR.test(chars[i] as string)) i++;
      const text = chars.slice(start, i).join('');
      tokens.push({ kind: VALID_NUMBER.test(text) ? 'number' : 'invalid', text, position: start + 1 });
      continue;
    }
    const kind: FormulaTokenKind =
      char === '%' ? 'percent' : char === '(' ? 'open' : char === ')' ? 'close' : 'operator';
    tokens.push({ kind, text: char, position: i + 1 });
    i++;
  }
  return tokens;
}
