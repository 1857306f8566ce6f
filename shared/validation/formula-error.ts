export type FormulaErrorCode =
  | 'formula.unknownCharacter'
  | 'formula.noTokens'
  | 'formula.unbalancedParentheses'
  | 'formula.operatorFirst'
  | 'formula.operatorLast'
  | 'formula.invalidToken'
  | 'formula.divisionByZero';

export type FormulaErrorParams = Record<string, string | number>;

/** The one error type formula code throws for bad input (texts in validation-messages.ts). */
export class FormulaError extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    readonly params: FormulaErrorParams = {},
  ) {
    super(`${code} ${JSON.stringify(params)}`);
    this.name = 'FormulaError';
  }
}
