import { parse } from 'csv-parse/sync';
import type { Locale } from '@shared/codelists/enums';
import type { DiscountView } from '@shared/back-office/discount-schemas';
import { DISCOUNT_SCOPE_KEYS, type DiscountScope } from '@shared/back-office/discount-schemas';
import { pragueWallTime } from '@shared/prague-time';
import { parseCsvDateTime, toCsv, unguardText, type ExportFile } from '../export/export-table';

/**
 * The CSV of a series' discount codes (admin/series/{id}/discounts/export-csv and import-from-csv):
 * UTF-8 with a BOM and `;` between columns, so Excel opens it with Czech characters and columns as
 * they are; lists of guids inside a cell are separated by `,`; validity in Prague time
 * (`D. M. YYYY HH:mm`); text guarded against formulas like every export (../export/export-table).
 * The export reads back unchanged: the import strips the guard and reads the Czech dates.
 */
const SCOPE_COLUMNS = DISCOUNT_SCOPE_KEYS.map((k) => k);
const EXCEPTION_COLUMNS = DISCOUNT_SCOPE_KEYS.map((k) => `except${k[0]?.toUpperCase()}${k.slice(1)}`);
/** A discount's own fields in the form's order: the file's first columns and its history's first fields. */
export const DISCOUNT_FORM_FIELDS = [
  'code',
  'description',
  'price',
  'currency',
  'discountRange',
  'codeRange',
  'usageLimit',
  'validFrom',
  'validTo',
] as const;
export const DISCOUNT_CSV_COLUMNS = [
  ...DISCOUNT_FORM_FIELDS,
  ...SCOPE_COLUMNS,
  ...EXCEPTION_COLUMNS,
  'used',
] as const;

const listCell = (list: string[] | undefined) => (list ?? []).join(',');
const instant = (iso: string | null) => (iso ? new Date(iso) : null);

const TITLE: Record<Locale, string> = { cs: 'Slevové kódy', en: 'Discount codes' };

/** The codes as a file named after the series and the (Prague) day of the export. */
export function discountsFile(
  rows: DiscountView[],
  seriesName: string,
  locale: Locale,
  now: Date,
): ExportFile {
  const day = pragueWallTime(now);
  const date = day
    ? `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
    : '';
  return {
    title: `${TITLE[locale] ?? TITLE.cs} ${seriesName} ${date}`,
    tables: [
      {
        name: TITLE[locale] ?? TITLE.cs,
        headers: [...DISCOUNT_CSV_COLUMNS],
        rows: rows.map((d) => [
          d.code,
          d.description,
          d.price,
          d.currency,
          d.discountRange,
          d.codeRange,
          d.usageLimit,
          instant(d.validFrom),
          instant(d.validTo),
          ...DISCOUNT_SCOPE_KEYS.map((k) => listCell(d.scope[k])),
          ...DISCOUNT_SCOPE_KEYS.map((k) => listCell(d.exceptions[k])),
          d.used,
        ]),
      },
    ],
  };
}

export function discountsToCsv(rows: DiscountView[]): string {
  return toCsv(discountsFile(rows, '', 'cs', new Date()));
}

/** One data row of an imported file, as the discount body's input (still to be validated). */
export interface CsvDiscountRow {
  /** Line of the file (the header is line 1). */
  line: number;
  input: Record<string, unknown>;
}

/** A cell's text as it was before the export guarded it. */
const text = (v: string | undefined) => unguardText((v ?? '').trim());
/** A Czech date of the export as ISO; other text goes on as it is (ISO passes, the rest is refused). */
const dateTime = (v: string | undefined) => {
  const t = text(v);
  return t === '' ? null : (parseCsvDateTime(t) ?? t);
};
const numberOrText = (v: string | undefined) => {
  const t = text(v);
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : t;
};
const list = (v: string | undefined) =>
  text(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function scopeOf(row: Record<string, string>, columns: readonly string[]): DiscountScope {
  const out: Record<string, string[]> = {};
  DISCOUNT_SCOPE_KEYS.forEach((key, i) => {
    const values = list(row[columns[i] as string]);
    if (values.length) out[key] = values;
  });
  return out;
}

export class CsvFormatError extends Error {
  constructor(
    readonly line: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The file's data rows (columns by header name, any order; unknown columns are ignored). */
export function parseDiscountsCsv(csv: string): { rows: CsvDiscountRow[]; missingColumns: string[] } {
  // With `info`, each parsed record comes with where it was read (its line, for the error).
  type ParsedRow = { record: Record<string, string>; info: { lines: number } };
  let records: ParsedRow[];
  try {
    records = parse<ParsedRow>(csv, {
      bom: true,
      delimiter: ';',
      columns: (header: string[]) => header.map((h) => h.trim()),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    throw new CsvFormatError(line, (error as Error).message);
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missingColumns = header.length
    ? ['code', 'price'].filter((c) => !header.includes(c))
    : ['code', 'price'];
  // csv-parse tells the line a record ends on; a quoted cell may span lines, so a row starts after the previous one.
  const rows: CsvDiscountRow[] = [];
  let previousEnd = 1;
  for (const { record, info } of records) {
    rows.push({
      line: previousEnd + 1,
      input: {
        code: text(record.code),
        description: text(record.description),
        price: text(record.price),
        currency: text(record.currency) || 'CZK',
        discountRange: numberOrText(record.discountRange) ?? 3,
        codeRange: numberOrText(record.codeRange) ?? 3,
        usageLimit: numberOrText(record.usageLimit) ?? 0,
        validFrom: dateTime(record.validFrom),
        validTo: dateTime(record.validTo),
        scope: scopeOf(record, SCOPE_COLUMNS),
        exceptions: scopeOf(record, EXCEPTION_COLUMNS),
      },
    });
    previousEnd = info.lines;
  }
  return { rows, missingColumns };
}

/** The CSV column an input field (zod path) comes from. */
export function csvColumnOf(path: ReadonlyArray<PropertyKey>): string {
  const [first, second] = path.map(String);
  if ((first === 'scope' || first === 'exceptions') && second) {
    const i = DISCOUNT_SCOPE_KEYS.indexOf(second as (typeof DISCOUNT_SCOPE_KEYS)[number]);
    return (first === 'scope' ? SCOPE_COLUMNS : EXCEPTION_COLUMNS)[i] ?? first;
  }
  return first ?? 'code';
}
