import { createHash } from 'node:crypto';
import { parseAboStatement } from './abo-statement';
import type { ParsedStatement } from './bank-movement';
import { looksLikeCsvStatement, parseCsvStatement } from './csv-statement';
import { decodeStatement } from './decode-statement';
import { looksLikeFioJson, parseFioJsonStatement } from './fio-json-statement';

/** Neither ABO/GPC records nor a statement's header line: random bytes, an unrelated CSV. */
const NOT_A_STATEMENT: ParsedStatement = {
  format: 'unknown',
  movements: [],
  unparsed: [],
  missingColumns: [],
};

/**
 * A bank statement file as movements: the encoding detected (UTF-8 or windows-1250), the format
 * recognised (ABO/GPC by its `074`/`075` records, Fio's JSON by its `accountStatement`, otherwise
 * CSV with its header line, otherwise `unknown`: no bank statement). Movements without the bank's
 * id get one from their content and how many identical rows came before, so the same statement
 * imported again maps to the same ids while two equal payments stay two.
 */
export function parseStatement(bytes: Uint8Array): ParsedStatement & { encoding: string } {
  const { text, encoding } = decodeStatement(bytes);
  const firstLine = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  const seen = new Map<string, number>();
  const fingerprint = (parts: string[]) => {
    const base = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `h${base}-${n}`;
  };
  const parsed = /^07[45]/.test(firstLine)
    ? parseAboStatement(text)
    : looksLikeFioJson(text)
      ? parseFioJsonStatement(text)
      : looksLikeCsvStatement(text)
        ? parseCsvStatement(text, fingerprint)
        : NOT_A_STATEMENT;
  if (parsed.format === 'abo')
    for (const { movement } of parsed.movements)
      if (!movement.movementId)
        movement.movementId = fingerprint([
          movement.date,
          String(movement.amount),
          movement.variableSymbol,
          movement.originAccount,
        ]);
  return { ...parsed, encoding };
}
