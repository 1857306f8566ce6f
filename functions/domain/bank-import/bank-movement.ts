/**
 * One line of a bank statement (spec §3 Bank payment), as the statement parsers read it. Amounts
 * are in minor units (hellers), signed: incoming payments are positive, outgoing negative.
 */
export interface BankMovement {
  /** The bank's id of the movement (Fio "ID pohybu", ABO transaction id); the import's dedup key. */
  movementId: string;
  /** Booking day, yyyy-mm-dd. */
  date: string;
  amount: number;
  currency: string;
  originAccount: string;
  originAccountName: string;
  originBankCode: string;
  constantSymbol: string;
  variableSymbol: string;
  specificSymbol: string;
  bic: string;
  message: string;
  type: string;
  performedBy: string;
  comment: string;
  instructionId: string;
  /** A reversal of an earlier movement (ABO posting codes 3–5): never a payment. */
  reversal?: boolean;
  /**
   * Matched by a variable symbol found in the message (issue 28 item 4): the statement's own VS
   * column ('' when empty), while `variableSymbol` holds the symbol found.
   */
  statementVariableSymbol?: string;
  /** Open orders' variable symbols the message named when none or several fitted (hand assignment). */
  messageCandidates?: string[];
}

/** The columns spec §8 reports missing (the import's column flags). */
export const REQUIRED_COLUMNS = ['date', 'variableSymbol', 'amount'] as const;
export type StatementColumn = keyof Omit<
  BankMovement,
  'reversal' | 'statementVariableSymbol' | 'messageCandidates'
>;

export interface ParsedStatement {
  /** `unknown`: the file is no bank statement (neither ABO/GPC records nor a statement's header). */
  format: 'fio-csv' | 'fio-json' | 'abo' | 'unknown';
  /** Parsed movements with their 1-based line numbers in the file. */
  movements: Array<{ line: number; movement: BankMovement }>;
  /** Lines that looked like movements but could not be read. */
  unparsed: Array<{ line: number; reason: string }>;
  /** Required columns the statement lacks (then no movement is read). */
  missingColumns: string[];
}
